import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsISO8601, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '../domain/user.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** PUT /api/users/:id (spec part 1: profile setup). */
export class UpdateProfileRequest {
  @ApiProperty({ example: '誠', description: '名' })
  @Transform(trim)
  @IsString({ message: 'firstName: 名は文字列で指定してください' })
  @IsNotEmpty({ message: 'firstName: 名を入力してください' })
  @MaxLength(NAME_MAX_LENGTH, { message: `firstName: 名は${NAME_MAX_LENGTH}文字以内で入力してください` })
  firstName: string;

  @ApiProperty({ example: '高橋', description: '姓' })
  @Transform(trim)
  @IsString({ message: 'lastName: 姓は文字列で指定してください' })
  @MaxLength(NAME_MAX_LENGTH, { message: `lastName: 姓は${NAME_MAX_LENGTH}文字以内で入力してください` })
  lastName: string;

  @ApiPropertyOptional({ type: String, example: '2020-04-01', nullable: true, description: '入社日 (ISO date)' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null && value !== '')
  @Matches(/^\d{4}-\d{2}-\d{2}/, { message: 'hireDate: 入社日は YYYY-MM-DD 形式で指定してください' })
  @IsISO8601({ strict: true }, { message: 'hireDate: 入社日は YYYY-MM-DD 形式で指定してください' })
  hireDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'メモ' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'notes: メモは文字列で指定してください' })
  @MaxLength(NOTES_MAX_LENGTH, { message: `notes: メモは${NOTES_MAX_LENGTH}文字以内で入力してください` })
  notes?: string | null;
}

/** GET /api/users/directory: the organisation's users, for pickers (a growth cycle's supporters). */
export class SearchUsersRequest {
  @ApiPropertyOptional({ description: 'Part of a name (either order); part of an e-mail for team_admin and admin. Empty: the first users by name' })
  @IsOptional()
  @IsString({ message: 'search: 検索語は文字列で指定してください' })
  @MaxLength(100, { message: 'search: 検索語は100文字以内で入力してください' })
  search?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit: 件数は整数で指定してください' })
  @Min(1, { message: 'limit: 件数は1以上で指定してください' })
  @Max(50, { message: 'limit: 件数は50以下で指定してください' })
  limit?: number;
}
