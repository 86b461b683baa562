import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateTeamRequest {
  @ApiProperty({ minLength: 1, maxLength: 100 })
  @IsString({ message: 'チーム名は文字列で指定してください' })
  @IsNotEmpty({ message: 'チーム名を入力してください' })
  @MaxLength(100, { message: 'チーム名は100文字以内で入力してください' })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @IsOptional()
  @IsString({ message: '説明は文字列で指定してください' })
  @MaxLength(1000, { message: '説明は1000文字以内で入力してください' })
  description?: string | null;

  @ApiPropertyOptional({ default: 'company', enum: ['company'] })
  @IsOptional()
  @IsIn(['company'], { message: '組織種別はcompanyを指定してください' })
  organizationType?: string;
}

export class JoinTeamRequest {
  @ApiProperty({ description: 'The user to link; only admins and team admins may link someone else.' })
  @IsString({ message: 'ユーザーIDを指定してください' })
  @IsNotEmpty({ message: 'ユーザーIDを指定してください' })
  userId: string;

  @ApiProperty()
  @IsString({ message: 'チームIDを指定してください' })
  @IsNotEmpty({ message: 'チームIDを指定してください' })
  teamId: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'isPrimaryTeamは真偽値で指定してください' })
  isPrimaryTeam?: boolean;
}
