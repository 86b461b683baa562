import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ORGANIZATION_LIMITS as L } from '@pivot/rules';

/**
 * Both member bodies of the spec: part 1 (`teamTags`, `organizationName`) and part 2
 * (`companyName`, `teamId`, `departmentId`, `notes`, `phoneNumber`, `hireDate`). `companyName`
 * and `organizationName` are one field; without `teamId` the first of `teamTags` is the team.
 */
export class CompanyMemberFieldsRequest {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.furigana.max, description: 'Katakana; hiragana and half-width kana are folded to full-width katakana.' })
  @IsOptional()
  @IsString({ message: L.furigana.notKatakana })
  @MaxLength(L.furigana.max, { message: L.furigana.tooLong })
  furigana?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Unique in the deployment (409 with 重複).' })
  @IsOptional()
  @IsString({ message: 'メールアドレスは文字列で指定してください' })
  @MaxLength(L.email.max, { message: L.email.tooLong })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: '電話番号は文字列で指定してください' })
  @MaxLength(L.phone.max, { message: L.phone.tooLong })
  phoneNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: '役職IDは文字列で指定してください' })
  positionId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: '部署IDは文字列で指定してください' })
  departmentId?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'departmentTagsは文字列の配列で指定してください' })
  @ArrayMaxSize(50, { message: 'departmentTagsは50個までです' })
  @IsString({ each: true, message: 'departmentTagsは文字列の配列で指定してください' })
  departmentTags?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'teamTagsは文字列の配列で指定してください' })
  @ArrayMaxSize(50, { message: 'teamTagsは50個までです' })
  @IsString({ each: true, message: 'teamTagsは文字列の配列で指定してください' })
  teamTags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: '組織名は文字列で指定してください' })
  @MaxLength(L.organizationName.max, { message: L.organizationName.tooLong })
  organizationName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Same field as organizationName.' })
  @IsOptional()
  @IsString({ message: '会社名は文字列で指定してください' })
  @MaxLength(L.companyName.max, { message: L.companyName.tooLong })
  companyName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: '備考は文字列で指定してください' })
  @MaxLength(L.memberNotes.max, { message: L.memberNotes.tooLong })
  notes?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', example: '2026-04-01' })
  @IsOptional()
  @IsString({ message: '入社日はYYYY-MM-DD形式の日付で指定してください' })
  hireDate?: string | null;

  @ApiPropertyOptional({ description: 'The member\'s team (required unless teamTags gives it).' })
  @IsOptional()
  @IsString({ message: 'チームIDを指定してください' })
  @IsNotEmpty({ message: 'チームIDを指定してください' })
  teamId?: string;
}

export class CreateCompanyMemberRequest extends CompanyMemberFieldsRequest {
  @ApiProperty({ maxLength: L.firstName.max })
  @IsString({ message: '名を入力してください' })
  @IsNotEmpty({ message: '名を入力してください' })
  @MaxLength(L.firstName.max, { message: L.firstName.tooLong })
  firstName: string;

  @ApiProperty({ maxLength: L.lastName.max })
  @IsString({ message: '姓を入力してください' })
  @IsNotEmpty({ message: '姓を入力してください' })
  @MaxLength(L.lastName.max, { message: L.lastName.tooLong })
  lastName: string;
}

export class UpdateCompanyMemberRequest extends CompanyMemberFieldsRequest {
  @ApiPropertyOptional({ maxLength: L.firstName.max })
  @IsOptional()
  @IsString({ message: '名を入力してください' })
  @IsNotEmpty({ message: '名を入力してください' })
  @MaxLength(L.firstName.max, { message: L.firstName.tooLong })
  firstName?: string;

  @ApiPropertyOptional({ maxLength: L.lastName.max })
  @IsOptional()
  @IsString({ message: '姓を入力してください' })
  @IsNotEmpty({ message: '姓を入力してください' })
  @MaxLength(L.lastName.max, { message: L.lastName.tooLong })
  lastName?: string;
}

export class MemberCsvUploadRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'CSV, UTF-8 (with or without BOM) or Shift_JIS, at most 1 MB and 2000 rows.' })
  file: unknown;

  @ApiProperty()
  @IsString({ message: 'チームIDを指定してください' })
  @IsNotEmpty({ message: 'チームIDを指定してください' })
  teamId: string;
}
