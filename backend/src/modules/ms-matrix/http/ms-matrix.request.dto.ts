import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsEmail, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MS_MATRIX_LIMITS as L } from '@pivot/rules';

const fractionMessage = (field: string) => `${field}は0から1の範囲で指定してください`;
const numberMessage = (field: string) => `${field}は数値で指定してください`;

/**
 * Places a member on a team's board: either `memberId` (link an existing member of the team) or
 * the new member's `firstName` and `lastName` (registered first). Levels, `memberName`, `userId`,
 * `position` and `department` are accepted as the spec's client sends them and ignored: levels
 * are derived from the position on the server.
 */
export class PlaceMatrixMemberRequest {
  @ApiProperty({ description: 'The team whose board it is' })
  @IsString({ message: 'teamIdを指定してください' })
  @IsNotEmpty({ message: 'teamIdを指定してください' })
  teamId: string;

  @ApiPropertyOptional({ description: 'An existing company member of the team' })
  @IsOptional()
  @IsString({ message: 'memberIdは文字列で指定してください' })
  @IsNotEmpty({ message: 'memberIdを指定してください' })
  memberId?: string;

  @ApiPropertyOptional({ description: 'New member: given name (required without memberId)' })
  @ValidateIf((o: PlaceMatrixMemberRequest) => !o.memberId)
  @IsString({ message: '名前を入力してください' })
  @Matches(/\S/, { message: '名前を入力してください' })
  @MaxLength(L.firstName.max, { message: L.firstName.tooLong })
  firstName?: string;

  @ApiPropertyOptional({ description: 'New member: family name (required without memberId)' })
  @ValidateIf((o: PlaceMatrixMemberRequest) => !o.memberId)
  @IsString({ message: '姓を入力してください' })
  @Matches(/\S/, { message: '姓を入力してください' })
  @MaxLength(L.lastName.max, { message: L.lastName.tooLong })
  lastName?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'New member: e-mail' })
  @ValidateIf((o: PlaceMatrixMemberRequest) => !o.memberId && o.email !== undefined && o.email !== null && o.email !== '')
  @IsEmail({}, { message: '有効なメールアドレスを入力してください' })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'New member: position (役職) id' })
  @IsOptional()
  @IsString({ message: 'positionIdは文字列で指定してください' })
  positionId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'New member: department id' })
  @IsOptional()
  @IsString({ message: 'departmentIdは文字列で指定してください' })
  departmentId?: string | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 1, default: 0.5, description: 'Skill axis, fraction of the board width' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: numberMessage('positionX') })
  @Min(0, { message: fractionMessage('positionX') })
  @Max(1, { message: fractionMessage('positionX') })
  positionX?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 1, default: 0.5, description: 'Fraction of the board height from the top (top = high mindset)' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: numberMessage('positionY') })
  @Min(0, { message: fractionMessage('positionY') })
  @Max(1, { message: fractionMessage('positionY') })
  positionY?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'notesは文字列で指定してください' })
  @MaxLength(L.notes.max, { message: L.notes.tooLong })
  notes?: string | null;

  @ApiPropertyOptional({ type: String, description: 'Ignored (the name comes from the member)' })
  @Allow()
  memberName?: unknown;

  @ApiPropertyOptional({ type: Number, description: 'Ignored (derived from the position)' })
  @Allow()
  mindsetLevel?: unknown;

  @ApiPropertyOptional({ type: Number, description: 'Ignored (derived from the position)' })
  @Allow()
  skillLevel?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Ignored' })
  @Allow()
  userId?: unknown;

  @ApiPropertyOptional({ type: String, description: 'Ignored (the form label of positionId)' })
  @Allow()
  position?: unknown;

  @ApiPropertyOptional({ type: String, description: 'Ignored (the form label of departmentId)' })
  @Allow()
  department?: unknown;
}

export class MoveMatrixMemberRequest {
  @ApiProperty({ minimum: 0, maximum: 1 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: numberMessage('positionX') })
  @Min(0, { message: fractionMessage('positionX') })
  @Max(1, { message: fractionMessage('positionX') })
  positionX: number;

  @ApiProperty({ minimum: 0, maximum: 1 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: numberMessage('positionY') })
  @Min(0, { message: fractionMessage('positionY') })
  @Max(1, { message: fractionMessage('positionY') })
  positionY: number;
}

export class MatrixAsOfRequest {
  @ApiProperty({ example: '2026-05-01', description: 'YYYY-MM-DD in APP_TIME_ZONE: the board at the end of that day; not in the future' })
  @IsString({ message: '日付はYYYY-MM-DD形式で指定してください' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '日付はYYYY-MM-DD形式で指定してください' })
  date: string;
}
