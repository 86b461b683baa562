import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { COLOR, DEFAULT_DEPARTMENT_COLOR } from '../domain/normalize.js';

const COLOR_MESSAGE = '色は#RRGGBB形式で指定してください';

export class CreateDepartmentRequest {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: '部署名は文字列で指定してください' })
  @IsNotEmpty({ message: '部署名を入力してください' })
  @MaxLength(255, { message: '部署名は255文字以内で入力してください' })
  name: string;

  @ApiPropertyOptional({ description: "Without it, the caller's primary team: the team they marked primary, else the team of their main department, else their only team (400 when none of these tells)." })
  @IsOptional()
  @IsString({ message: 'チームIDは文字列で指定してください' })
  @IsNotEmpty({ message: 'チームIDを指定してください' })
  teamId?: string;

  @ApiPropertyOptional({ default: DEFAULT_DEPARTMENT_COLOR, pattern: COLOR.source })
  @IsOptional()
  @IsString({ message: COLOR_MESSAGE })
  @Matches(COLOR, { message: COLOR_MESSAGE })
  color?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: '説明は文字列で指定してください' })
  @MaxLength(1000, { message: '説明は1000文字以内で入力してください' })
  description?: string | null;
}

export class UpdateDepartmentRequest {
  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @IsString({ message: '部署名は文字列で指定してください' })
  @IsNotEmpty({ message: '部署名を入力してください' })
  @MaxLength(255, { message: '部署名は255文字以内で入力してください' })
  name?: string;

  @ApiPropertyOptional({ pattern: COLOR.source })
  @IsOptional()
  @IsString({ message: COLOR_MESSAGE })
  @Matches(COLOR, { message: COLOR_MESSAGE })
  color?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: '説明は文字列で指定してください' })
  @MaxLength(1000, { message: '説明は1000文字以内で入力してください' })
  description?: string | null;
}

export class LinkUserDepartmentRequest {
  @ApiProperty()
  @IsString({ message: '部署IDを指定してください' })
  @IsNotEmpty({ message: '部署IDを指定してください' })
  departmentId: string;

  @ApiPropertyOptional({ default: false, description: 'A main department replaces the previous main one.' })
  @IsOptional()
  @IsBoolean({ message: 'isMainは真偽値で指定してください' })
  isMain?: boolean;
}
