import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsISO8601, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { USER_PROFILE_LIMITS as LIMITS } from '@pivot/rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** PUT /api/users/:id (spec part 1: profile setup). */
export class UpdateProfileRequest {
  @ApiProperty({ example: '誠', description: '名' })
  @Transform(trim)
  @IsString({ message: 'firstName: 名は文字列で指定してください' })
  @IsNotEmpty({ message: LIMITS.firstName.required })
  @MaxLength(LIMITS.firstName.max, { message: LIMITS.firstName.tooLong })
  firstName: string;

  @ApiProperty({ example: '高橋', description: '姓' })
  @Transform(trim)
  @IsString({ message: 'lastName: 姓は文字列で指定してください' })
  @MaxLength(LIMITS.lastName.max, { message: LIMITS.lastName.tooLong })
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
  @MaxLength(LIMITS.notes.max, { message: LIMITS.notes.tooLong })
  notes?: string | null;
}

/** GET /api/users/directory: the organisation's users, for pickers (a growth cycle's supporters). */
export class SearchUsersRequest {
  @ApiPropertyOptional({ description: 'Part of a name (either order); part of an e-mail for team_admin and admin. Empty: the first users by name' })
  @IsOptional()
  @IsString({ message: 'search: 検索語は文字列で指定してください' })
  @MaxLength(LIMITS.search.max, { message: LIMITS.search.tooLong })
  search?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit: 件数は整数で指定してください' })
  @Min(1, { message: 'limit: 件数は1以上で指定してください' })
  @Max(50, { message: 'limit: 件数は50以下で指定してください' })
  limit?: number;
}
