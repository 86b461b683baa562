import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { INQUIRY_MESSAGES, LIMITS, REGISTRANT_MESSAGES, tooLong } from '../domain/companion.messages.js';
import { INQUIRY_TYPES, type InquiryType } from '../events/inquiry.events.js';
import { ALL_WORKSHEETS_ID, WORKSHEETS } from '../worksheets/worksheet-catalogue.js';
import { INQUIRY_STATUSES, type InquiryStatus } from '../queries/list-inquiries/list-inquiries.query.js';

const FILE_IDS = [...WORKSHEETS.map((sheet) => sheet.id), ALL_WORKSHEETS_ID];
const SOMETHING = /\S/;

/** The download gate's form (spec part 1 §3, §5, §7): `emailConfirm` is checked by the client and never sent. */
export class RegisterDownloadRequest {
  @ApiProperty({ maxLength: LIMITS.name })
  @IsString({ message: REGISTRANT_MESSAGES.name })
  @Matches(SOMETHING, { message: REGISTRANT_MESSAGES.name })
  @MaxLength(LIMITS.name, { message: tooLong('お名前', LIMITS.name) })
  name: string;

  @ApiProperty({ maxLength: LIMITS.companyName })
  @IsString({ message: REGISTRANT_MESSAGES.companyName })
  @Matches(SOMETHING, { message: REGISTRANT_MESSAGES.companyName })
  @MaxLength(LIMITS.companyName, { message: tooLong('会社名', LIMITS.companyName) })
  companyName: string;

  @ApiProperty({ maxLength: LIMITS.email })
  @IsString({ message: REGISTRANT_MESSAGES.email })
  @IsEmail({}, { message: REGISTRANT_MESSAGES.email })
  @MaxLength(LIMITS.email, { message: REGISTRANT_MESSAGES.email })
  email: string;

  @ApiProperty({ enum: FILE_IDS, description: 'The file the gate opened for: a worksheet id or pivot-all' })
  @IsIn(FILE_IDS, { message: REGISTRANT_MESSAGES.fileType })
  fileType: string;
}

/** The contact form (spec part 1 §3, §5, §7). */
export class ContactRequest {
  @ApiProperty({ maxLength: LIMITS.companyName })
  @IsString({ message: INQUIRY_MESSAGES.companyName })
  @Matches(SOMETHING, { message: INQUIRY_MESSAGES.companyName })
  @MaxLength(LIMITS.companyName, { message: tooLong('会社名', LIMITS.companyName) })
  companyName: string;

  @ApiProperty({ maxLength: LIMITS.name })
  @IsString({ message: INQUIRY_MESSAGES.contactPerson })
  @Matches(SOMETHING, { message: INQUIRY_MESSAGES.contactPerson })
  @MaxLength(LIMITS.name, { message: tooLong('ご担当者名', LIMITS.name) })
  contactPerson: string;

  @ApiProperty({ maxLength: LIMITS.email })
  @IsString({ message: INQUIRY_MESSAGES.email })
  @IsEmail({}, { message: INQUIRY_MESSAGES.email })
  @MaxLength(LIMITS.email, { message: INQUIRY_MESSAGES.email })
  email: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Optional; empty or null for none' })
  @IsOptional()
  @IsString({ message: INQUIRY_MESSAGES.phone })
  // Full-width digits and signs are accepted (NFKC makes them ASCII before the decider's check).
  @Matches(/^[0-9０-９+＋\-－() （）\u3000]{0,30}$/, { message: INQUIRY_MESSAGES.phone })
  phone?: string | null;

  @ApiProperty({ enum: INQUIRY_TYPES })
  @IsIn(INQUIRY_TYPES, { message: INQUIRY_MESSAGES.inquiryType })
  inquiryType: InquiryType;

  @ApiProperty({ maxLength: LIMITS.message })
  @IsString({ message: INQUIRY_MESSAGES.message })
  @Matches(SOMETHING, { message: INQUIRY_MESSAGES.message })
  @MaxLength(LIMITS.message, { message: tooLong('お問い合わせ内容', LIMITS.message) })
  message: string;
}

export class ProcessInquiryRequest {
  @ApiPropertyOptional({ maxLength: LIMITS.note, description: 'What was done (e.g. the reply sent); may be empty' })
  @IsOptional()
  @IsString({ message: 'noteは文字列で指定してください' })
  @MaxLength(LIMITS.note, { message: tooLong('メモ', LIMITS.note) })
  note?: string;
}

export class DownloadRegistrantFilterRequest {
  @ApiPropertyOptional({ description: 'Part of the name, company or e-mail' })
  @IsOptional()
  @IsString({ message: 'qは文字列で指定してください' })
  @MaxLength(200, { message: tooLong('検索語', 200) })
  q?: string;

  @ApiPropertyOptional({ enum: FILE_IDS, description: 'Only registrants who downloaded this file' })
  @IsOptional()
  @IsIn(FILE_IDS, { message: '資料の指定が正しくありません' })
  fileId?: string;
}

export class InquiryFilterRequest {
  @ApiPropertyOptional({ description: 'Part of the company, contact person, e-mail or message' })
  @IsOptional()
  @IsString({ message: 'qは文字列で指定してください' })
  @MaxLength(200, { message: tooLong('検索語', 200) })
  q?: string;

  @ApiPropertyOptional({ enum: INQUIRY_STATUSES, description: 'open: not processed; overdue: open past the 3-business-day promise; processed' })
  @IsOptional()
  @IsIn(INQUIRY_STATUSES, { message: '状態の指定が正しくありません' })
  status?: InquiryStatus;

  @ApiPropertyOptional({ enum: INQUIRY_TYPES })
  @IsOptional()
  @IsIn(INQUIRY_TYPES, { message: INQUIRY_MESSAGES.inquiryType })
  inquiryType?: InquiryType;
}
