import { ApiProperty } from '@nestjs/swagger';
import { INQUIRY_TYPES, type InquiryType } from '../events/inquiry.events.js';

/** What the gate and the contact form answer: the client shows `message` (spec §7: "success flag and message"). */
export class CompanionSubmissionResponse {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
}

export class DownloadedFileResponse {
  @ApiProperty({ description: 'A worksheet id or pivot-all' }) fileId: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'The first download of the file' }) downloadedAt: Date;
}

export class DownloadRegistrantResponse {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() companyName: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'The file the gate opened for' }) fileType: string;
  @ApiProperty({ type: String, format: 'date-time' }) registeredAt: Date;
  @ApiProperty({ type: [DownloadedFileResponse] }) downloads: DownloadedFileResponse[];
}

export class InquiryResponse {
  @ApiProperty() id: string;
  @ApiProperty() companyName: string;
  @ApiProperty() contactPerson: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: INQUIRY_TYPES }) inquiryType: InquiryType;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, format: 'date-time' }) receivedAt: Date;
  @ApiProperty() isProcessed: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) processedAt: Date | null;
  @ApiProperty({ type: String, nullable: true, description: 'What was done, written when processed' }) note: string | null;
  @ApiProperty({ description: "Revision of the inquiry's stream (If-Match)" }) revision: number;
  @ApiProperty({ description: 'YYYY-MM-DD: the 3rd business day after receipt (weekends and Japanese public holidays excluded)' }) replyDueBy: string;
  @ApiProperty({ description: 'Business days since receipt, until now or until processed' }) businessDaysOpen: number;
  @ApiProperty({ description: 'Open after its reply was due' }) overdue: boolean;
}

/** A worksheet of the catalogue (spec part 1 §3: id, title, description, category). */
export class WorksheetResponse {
  @ApiProperty({ description: 'The id of GET /api/download/{id}' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'The category, in Japanese' }) category: string;
  @ApiProperty({ description: 'The explanation printed on the sheet' }) description: string;
}
