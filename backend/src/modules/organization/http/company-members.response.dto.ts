import { ApiProperty } from '@nestjs/swagger';

export class MemberPositionRef {
  @ApiProperty() name: string;
}

export class CompanyMemberResponse {
  @ApiProperty() id: string;
  @ApiProperty() teamId: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ description: 'Family name first: `姓 名`.' }) displayName: string;
  @ApiProperty({ type: String, nullable: true, description: 'フリガナ in full-width katakana, `姓 名`.' }) furigana: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phoneNumber: string | null;
  @ApiProperty({ type: String, nullable: true }) positionId: string | null;
  @ApiProperty({ type: String, nullable: true }) positionName: string | null;
  @ApiProperty({ type: MemberPositionRef, nullable: true, description: 'Part 2 client shape: position.name.' }) position: MemberPositionRef | null;
  @ApiProperty({ type: String, nullable: true }) departmentId: string | null;
  @ApiProperty({ type: String, nullable: true }) departmentName: string | null;
  @ApiProperty({ type: [String] }) departmentTags: string[];
  @ApiProperty({ type: [String] }) teamTags: string[];
  @ApiProperty({ type: String, nullable: true }) organizationName: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Same value as organizationName.' }) companyName: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) hireDate: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The profile picture (512 px; ?size=128 for lists), or null' }) pictureUrl: string | null;
  @ApiProperty({ description: 'Stream revision, for If-Match.' }) revision: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class MemberStatsResponse {
  @ApiProperty() totalMembers: number;
  @ApiProperty({ description: 'Number of positions defined for the team.' }) positions: number;
  @ApiProperty({
    description:
      'Members hired in the current calendar month in the deployment time zone (Asia/Tokyo by default): by hireDate, or by the registration date (createdAt) when hireDate is empty.',
  })
  newHiresThisMonth: number;
  @ApiProperty({ example: '2026-05', description: 'The month counted (YYYY-MM).' }) month: string;
}

export class MemberCsvRowResponse {
  @ApiProperty({ description: 'Row number in the file (the header is row 1).' }) rowNumber: number;
  @ApiProperty() lastName: string;
  @ApiProperty() firstName: string;
  @ApiProperty({ type: String, nullable: true, description: 'Folded to full-width katakana.' }) furigana: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) position: string | null;
  @ApiProperty({ type: String, nullable: true }) positionId: string | null;
  @ApiProperty({ type: String, nullable: true }) department: string | null;
  @ApiProperty({ type: String, nullable: true }) departmentId: string | null;
  @ApiProperty({ type: String, nullable: true }) phoneNumber: string | null;
  @ApiProperty({ type: String, nullable: true }) hireDate: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: [String], description: 'Empty when the row can be imported.' }) errors: string[];
  @ApiProperty() valid: boolean;
}

export class MemberCsvPreviewResponse {
  @ApiProperty({ enum: ['utf-8', 'shift_jis'] }) encoding: string;
  @ApiProperty({ type: [MemberCsvRowResponse] }) rows: MemberCsvRowResponse[];
  @ApiProperty() validCount: number;
  @ApiProperty() errorCount: number;
}

export class MemberImportErrorResponse {
  @ApiProperty() rowNumber: number;
  @ApiProperty({ type: [String] }) messages: string[];
}

export class MemberImportResultResponse {
  @ApiProperty() imported: number;
  @ApiProperty() skipped: number;
  @ApiProperty({ type: [MemberImportErrorResponse] }) errors: MemberImportErrorResponse[];
}

export class MemberImportJobResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['running', 'done', 'failed', 'interrupted'] }) state: 'running' | 'done' | 'failed' | 'interrupted';
  @ApiProperty({ description: 'Rows in the file' }) total: number;
  @ApiProperty({ description: 'Rows registered or skipped so far' }) done: number;
  @ApiProperty({ type: MemberImportResultResponse, description: 'What is registered and skipped so far; the result once done' }) progress: MemberImportResultResponse;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed or stopped (Japanese)' }) error: string | null;
}
