import { ApiProperty } from '@nestjs/swagger';
import type { CapturedMail, CapturedMailSummary, OutboxOverview, OutboxRow } from '../mail-admin.reader.js';

const STATUSES = ['pending', 'sending', 'sent', 'opted_out', 'forgotten'] as const;
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export class OutboxCountsDto {
  @ApiProperty() pending!: number;
  @ApiProperty() sending!: number;
  @ApiProperty() sent!: number;
  @ApiProperty({ description: 'Not sent: the person stopped this kind' }) opted_out!: number;
  @ApiProperty({ description: 'Not sent, or emptied after sending: the person was forgotten' }) forgotten!: number;
}

export class OutboxMailDto {
  @ApiProperty() id!: string;
  @ApiProperty() kind!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null once the person is forgotten' }) to!: string | null;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: STATUSES }) status!: (typeof STATUSES)[number];
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The SMTP server’s answer when it accepted the mail' }) smtpResponse!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) nextAttemptAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt!: string | null;

  static from(row: OutboxRow): OutboxMailDto {
    return { ...row, nextAttemptAt: iso(row.nextAttemptAt) as string, createdAt: iso(row.createdAt) as string, sentAt: iso(row.sentAt) };
  }
}

export class MailOutboxOverviewDto {
  @ApiProperty({ enum: ['smtp', 'development'], description: 'smtp: SMTP_URL; development: the embedded server (the development mailbox)' })
  transport!: 'smtp' | 'development';
  @ApiProperty({ type: OutboxCountsDto }) counts!: OutboxCountsDto;
  @ApiProperty({ description: 'Waiting mails whose last try failed' }) failing!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) oldestPendingAt!: string | null;
  @ApiProperty({ type: [OutboxMailDto], description: 'Failing mails first, then the latest' }) mails!: OutboxMailDto[];

  static from(transport: 'smtp' | 'development', overview: OutboxOverview): MailOutboxOverviewDto {
    return { transport, counts: overview.counts, failing: overview.failing, oldestPendingAt: iso(overview.oldestPendingAt), mails: overview.rows.map(OutboxMailDto.from) };
  }
}

export class CapturedMailSummaryDto {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, format: 'date-time' }) receivedAt!: string;
  @ApiProperty() from!: string;
  @ApiProperty({ type: [String] }) to!: string[];
  @ApiProperty() subject!: string;

  static from(mail: CapturedMailSummary): CapturedMailSummaryDto {
    return { id: mail.id, receivedAt: iso(mail.receivedAt) as string, from: mail.from, to: mail.to, subject: mail.subject };
  }
}

export class MailHeaderDto {
  @ApiProperty() name!: string;
  @ApiProperty() value!: string;
}

export class CapturedMailDto extends CapturedMailSummaryDto {
  @ApiProperty({ type: String, nullable: true }) messageId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The HTML part, to show in a sandboxed frame' }) html!: string | null;
  @ApiProperty({ type: String, nullable: true }) text!: string | null;
  @ApiProperty({ type: [MailHeaderDto] }) headers!: MailHeaderDto[];

  static fromMail(mail: CapturedMail): CapturedMailDto {
    return { ...CapturedMailSummaryDto.from(mail), messageId: mail.messageId, html: mail.html, text: mail.text, headers: mail.headers };
  }
}
