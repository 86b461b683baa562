import { Injectable } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import type { OutboxStatus } from './mail-outbox.js';

export interface OutboxRow {
  id: string;
  kind: string;
  to: string | null;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  smtpResponse: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
}

export interface OutboxOverview {
  counts: Record<OutboxStatus, number>;
  /** Pending mails whose last try failed (waiting for their retry). */
  failing: number;
  /** When the oldest mail not yet sent was enqueued. */
  oldestPendingAt: Date | null;
  /** The mails that failed and are waiting, then the latest ones. */
  rows: OutboxRow[];
}

export interface CapturedMailSummary {
  id: string;
  receivedAt: Date;
  from: string;
  to: string[];
  subject: string;
}

export interface CapturedMail extends CapturedMailSummary {
  messageId: string | null;
  html: string | null;
  text: string | null;
  headers: { name: string; value: string }[];
}

const OUTBOX_COLUMNS = `id, kind, to_address AS "to", subject, status, attempts, last_error AS "lastError", smtp_response AS "smtpResponse",
  next_attempt_at AS "nextAttemptAt", created_at AS "createdAt", sent_at AS "sentAt"`;

/** What the admin console shows of the mail: the outbox's state, and the development mailbox. */
@Injectable()
export class MailAdminReader {
  constructor(private readonly data: DataSource) {}

  async overview(limit: number): Promise<OutboxOverview> {
    const [totals, rows] = await Promise.all([
      this.data.query(
        `SELECT status, count(*)::int AS n, count(*) FILTER (WHERE status = 'pending' AND last_error IS NOT NULL)::int AS failing,
                min(created_at) FILTER (WHERE status IN ('pending', 'sending')) AS oldest
           FROM mail_outbox GROUP BY status`,
      ) as Promise<{ status: OutboxStatus; n: number; failing: number; oldest: Date | null }[]>,
      this.data.query(
        `(SELECT ${OUTBOX_COLUMNS}, 0 AS rank FROM mail_outbox WHERE status IN ('pending', 'sending') AND last_error IS NOT NULL ORDER BY next_attempt_at LIMIT $1)
         UNION ALL
         (SELECT ${OUTBOX_COLUMNS}, 1 AS rank FROM mail_outbox WHERE NOT (status IN ('pending', 'sending') AND last_error IS NOT NULL) ORDER BY created_at DESC LIMIT $1)
         ORDER BY rank, "createdAt" DESC`,
        [limit],
      ) as Promise<(OutboxRow & { rank: number })[]>,
    ]);
    const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, opted_out: 0, forgotten: 0 };
    let failing = 0;
    let oldestPendingAt: Date | null = null;
    for (const total of totals) {
      counts[total.status] = total.n;
      failing += total.failing;
      if (total.oldest && (!oldestPendingAt || total.oldest < oldestPendingAt)) oldestPendingAt = total.oldest;
    }
    return { counts, failing, oldestPendingAt, rows: rows.slice(0, limit).map(({ rank: _rank, ...row }) => row) };
  }

  /** Retries a waiting mail now; false when it is not waiting. */
  async retryNow(id: string): Promise<boolean> {
    const [{ n }] = (await this.data.query(
      `WITH due AS (UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1 AND status = 'pending' RETURNING id) SELECT count(*)::int AS n FROM due`,
      [id],
    )) as [{ n: number }];
    return n > 0;
  }

  async capturedList(limit: number): Promise<CapturedMailSummary[]> {
    return (await this.data.query(
      `SELECT id, received_at AS "receivedAt", envelope_from AS "from", envelope_to AS "to", subject FROM mail_captured ORDER BY received_at DESC, id LIMIT $1`,
      [limit],
    )) as CapturedMailSummary[];
  }

  /** One captured mail, parsed: its HTML and text parts and every header. */
  async captured(id: string): Promise<CapturedMail | null> {
    const [row] = (await this.data.query(
      `SELECT id, received_at AS "receivedAt", envelope_from AS "from", envelope_to AS "to", subject, message_id AS "messageId", raw FROM mail_captured WHERE id = $1`,
      [id],
    )) as (CapturedMailSummary & { messageId: string | null; raw: string })[];
    if (!row) return null;
    const parsed = await simpleParser(row.raw, { skipImageLinks: true });
    const { raw: _raw, ...summary } = row;
    return {
      ...summary,
      html: typeof parsed.html === 'string' ? parsed.html : null,
      text: parsed.text ?? null,
      headers: parsed.headerLines.map((line) => {
        const colon = line.line.indexOf(':');
        return { name: line.line.slice(0, colon), value: line.line.slice(colon + 1).replace(/\r?\n[ \t]+/g, ' ').trim() };
      }),
    };
  }
}
