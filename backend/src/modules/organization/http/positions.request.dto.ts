import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const LEVEL_MESSAGE = 'レベルは1から10の整数で指定してください';

export class CreatePositionRequest {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: '役職名は文字列で指定してください' })
  @IsNotEmpty({ message: '役職名を入力してください' })
  @MaxLength(255, { message: '役職名は255文字以内で入力してください' })
  name: string;

  @ApiPropertyOptional({ description: "Without it, the caller's primary team: the team they marked primary, else the team of their main department, else their only team (400 when none of these tells)." })
  @IsOptional()
  @IsString({ message: 'チームIDは文字列で指定してください' })
  @IsNotEmpty({ message: 'チームIDを指定してください' })
  teamId?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 10, default: 1 })
  @IsOptional()
  @IsInt({ message: LEVEL_MESSAGE })
  @Min(1, { message: LEVEL_MESSAGE })
  @Max(10, { message: LEVEL_MESSAGE })
  level?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: '説明は文字列で指定してください' })
  @MaxLength(1000, { message: '説明は1000文字以内で入力してください' })
  description?: string | null;
}

export class UpdatePositionRequest {
  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @IsString({ message: '役職名は文字列で指定してください' })
  @IsNotEmpty({ message: '役職名を入力してください' })
  @MaxLength(255, { message: '役職名は255文字以内で入力してください' })
  name?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 10 })
  @IsOptional()
  @IsInt({ message: LEVEL_MESSAGE })
  @Min(1, { message: LEVEL_MESSAGE })
  @Max(10, { message: LEVEL_MESSAGE })
  level?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: '説明は文字列で指定してください' })
  @MaxLength(1000, { message: '説明は1000文字以内で入力してください' })
  description?: string | null;
}
