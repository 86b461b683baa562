import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Queryable } from '../database/rows.js';
import { nameBasedId } from '../domain/name-based-id.js';
import { forgottenEmail } from '../event-store/personal-data.js';
import type { MailKind } from './mail-kinds.js';
import { renderMail, type MailContent } from './mail-layout.js';
import type { MailSubscriptions } from './mail-subscriptions.js';
import { UnsubscribeTokens } from './unsubscribe-token.js';

/** One mail to enqueue: who, why (the source event), what kind, and what it says. */
export interface OutgoingMail {
  /** The event (or other fact) that causes the mail: with recipient and kind, the key it is sent once for. */
  readonly sourceId: string;
  /** The mail's kind (`mailKind(…)`): opt-outs and the unsubscribe link are per kind. */
  readonly kind: MailKind;
  /** The address. */
  readonly to: string;
  /**
   * The person the mail goes to (a user, an inquirer, a registrant): their opt-outs apply and the
   * mail carries their unsubscribe link. Null for an operator's configured address (no opt-out).
   */
  readonly recipientId: string | null;
  /** Everyone whose personal data the mail holds (the recipient, the person it is about): forgetting one of them removes it. */
  readonly subjects: readonly string[];
  readonly content: MailContent;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'opted_out' | 'forgotten';

/** A mail claimed for sending. */
export interface ClaimedMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly headers: Record<string, string>;
  readonly messageId: string;
  readonly attempts: number;
}

interface ClaimedRow {
  id: string;
  status: OutboxStatus;
  kind: string;
  recipient_id: string | null;
  to_address: string | null;
  subject: string;
  html: string;
  text_body: string;
  headers: Record<string, string>;
  message_id: string;
  attempts: number;
}

/** The domain of every forgotten person's placeholder address (`forgottenEmail`). */
const FORGOTTEN_DOMAIN = `@${forgottenEmail('x').split('@')[1]}`;

/** The longest wait between two tries of one mail. */
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Where the one-click unsubscribe is answered (outside `/api`: a mail client posts it without cookies). */
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';

/**
 * The mail outbox (decision 0083). `enqueue` writes rows, in the caller's transaction when given
 * one, keyed by (source, recipient, kind): enqueuing the same key again is nothing. The worker
 * (`MailOutboxWorker`) claims due rows with `FOR UPDATE SKIP LOCKED` and a lease, sends them and
 * marks them sent with the server's answer. Rows of a kind the person no longer wants (their
 * opt-out, or the preference of the module that governs the kind, `MailSubscriptions`) are never
 * sent; forgetting a person empties every row holding their data.
 */
@Injectable()
export class MailOutbox {
  private readonly tokens: UnsubscribeTokens;
  private readonly host: string;
  private readonly listeners = new Set<() => void>();
  private readonly subscriptions: MailSubscriptions[] = [];

  constructor(
    private readonly data: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.tokens = new UnsubscribeTokens(config.sessionSecret);
    this.host = new URL(config.baseUrl).hostname || 'localhost';
  }

  get unsubscribeTokens(): UnsubscribeTokens {
    return this.tokens;
  }

  /** The one-click unsubscribe URL for a person and kind. */
  unsubscribeUrl(recipientId: string, kind: string): string {
    return `${this.config.baseUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(this.tokens.sign({ recipientId, kind }))}`;
  }

  /**
   * Renders and enqueues mails, each once per (source, recipient, kind); answers how many were new.
   * Pass the transaction (`db`) the caller writes its own rows in, so the mail exists exactly when
   * they do. An address of a forgotten person is stored as forgotten, never sent.
   */
  async enqueue(mails: readonly OutgoingMail[], db: Queryable = this.data): Promise<number> {
    if (mails.length === 0) return 0;
    const rows = mails.map((mail) => this.row(mail));
    const columns = ['id', 'source_id', 'recipient_key', 'kind', 'recipient_id', 'subjects', 'to_address', 'subject', 'html', 'text_body', 'headers', 'message_id', 'status'] as const;
    const types = ['uuid', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'jsonb', 'text', 'text'];
    // One statement for any number of mails: one array per column, the subjects as JSON arrays.
    const inserted = (await db.query(
      `INSERT INTO mail_outbox (${columns.join(', ')})
       SELECT id, source_id, recipient_key, kind, recipient_id, ARRAY(SELECT jsonb_array_elements_text(subjects::jsonb)), to_address, subject, html, text_body, headers, message_id, status
         FROM unnest(${columns.map((_, i) => `$${i + 1}::${types[i]}[]`).join(', ')})
           AS m(${columns.join(', ')})
       ON CONFLICT (source_id, recipient_key, kind) DO NOTHING
       RETURNING id`,
      columns.map((column) => rows.map((row) => row[column])),
    )) as { id: string }[];
    if (inserted.length > 0) for (const listener of this.listeners) listener();
    return inserted.length;
  }

  /**
   * Hands the decision whether mails of some kinds are wanted to the module that keeps it (the
   * notifications' preferences, decision 0090): claims ask it, the one-click unsubscribe changes it.
   */
  useSubscriptions(source: MailSubscriptions): void {
    this.subscriptions.push(source);
  }

  /** The source that decides for `kind`, if a module governs it. */
  subscriptionsOf(kind: string): MailSubscriptions | undefined {
    return this.subscriptions.find((source) => source.governs(kind));
  }

  /** Called after every enqueue that added a mail (the worker wakes at once instead of at its next poll). */
  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private row(mail: OutgoingMail) {
    const recipientKey = mail.recipientId ?? mail.to.trim().toLowerCase();
    const id = nameBasedId('mail', mail.sourceId, recipientKey, mail.kind.id);
    const unsubscribeUrl = mail.recipientId ? this.unsubscribeUrl(mail.recipientId, mail.kind.id) : null;
    const rendered = renderMail(mail.content, { baseUrl: this.config.baseUrl, unsubscribeUrl, kindLabel: mail.kind.label });
    const forgotten = mail.to.endsWith(FORGOTTEN_DOMAIN);
    const headers: Record<string, string> = unsubscribeUrl ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
    return {
      id,
      source_id: mail.sourceId,
      recipient_key: recipientKey,
      kind: mail.kind.id,
      recipient_id: mail.recipientId,
      subjects: JSON.stringify([...new Set([...(mail.recipientId ? [mail.recipientId] : []), ...mail.subjects])]),
      to_address: forgotten ? null : mail.to.trim(),
      subject: forgotten ? '' : rendered.subject,
      html: forgotten ? '' : rendered.html,
      text_body: forgotten ? '' : rendered.text,
      headers: JSON.stringify(forgotten ? {} : headers),
      // Deterministic: a mail sent again after a crash carries the same Message-ID (decision 0083).
      message_id: `<${id}@${this.host}>`,
      status: forgotten ? 'forgotten' : 'pending',
    };
  }

  /**
   * Claims up to `limit` due mails for `worker`: pending ones whose time has come and sending ones
   * whose lease ran out (their sender died). Rows locked by another claim are skipped, so two
   * instances never take the same mail. A claimed mail of an opted-out kind is marked so, not sent.
   */
  async claim(worker: string, limit: number): Promise<ClaimedMail[]> {
    const rows = (await this.data.query(
      `WITH due AS (
         SELECT id FROM mail_outbox
          WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND lease_until < now())
          ORDER BY next_attempt_at
          LIMIT $2
          FOR UPDATE SKIP LOCKED
       ), marked AS (
         SELECT due.id, EXISTS (SELECT 1 FROM mail_opt_outs x WHERE x.recipient_id = o.recipient_id AND x.kind = o.kind) AS opted_out
           FROM due JOIN mail_outbox o ON o.id = due.id
       ), claimed AS (
       UPDATE mail_outbox o
          SET status = CASE WHEN marked.opted_out THEN 'opted_out' ELSE 'sending' END,
              attempts = o.attempts + CASE WHEN marked.opted_out THEN 0 ELSE 1 END,
              lease_until = CASE WHEN marked.opted_out THEN NULL ELSE now() + $3 * interval '1 millisecond' END,
              leased_by = CASE WHEN marked.opted_out THEN NULL ELSE $1 END
         FROM marked
        WHERE o.id = marked.id
        RETURNING o.id, o.status, o.kind, o.recipient_id, o.to_address, o.subject, o.html, o.text_body, o.headers, o.message_id, o.attempts
       )
       SELECT * FROM claimed`,
      [worker, limit, this.config.mail.leaseMs],
    )) as ClaimedRow[];
    const unwanted = await this.unwanted(rows.filter((row) => row.status === 'sending'));
    if (unwanted.size > 0) {
      await this.data.query(
        `UPDATE mail_outbox SET status = 'opted_out', attempts = attempts - 1, lease_until = NULL, leased_by = NULL
          WHERE id = ANY($1::uuid[]) AND leased_by = $2 AND status = 'sending'`,
        [[...unwanted], worker],
      );
    }
    return rows
      .filter((row) => row.status === 'sending' && row.to_address !== null && !unwanted.has(row.id))
      .map((row) => ({
        id: row.id,
        to: row.to_address as string,
        subject: row.subject,
        html: row.html,
        text: row.text_body,
        headers: row.headers,
        messageId: row.message_id,
        attempts: row.attempts,
      }));
  }

  /** The ids of claimed mails of governed kinds whose recipient no longer wants them (decision 0090). */
  private async unwanted(rows: readonly ClaimedRow[]): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const source of this.subscriptions) {
      const governed = rows.filter((row) => row.recipient_id !== null && source.governs(row.kind));
      if (!governed.length) continue;
      const indexes = await source.unwanted(governed.map((row) => ({ recipientId: row.recipient_id as string, kind: row.kind })));
      for (const index of indexes) ids.add(governed[index].id);
    }
    return ids;
  }

  /** The server accepted the mail: recorded with its answer (queue id), if this worker still holds it. */
  async markSent(id: string, worker: string, response: string): Promise<void> {
    await this.data.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), smtp_response = $3, last_error = NULL, lease_until = NULL, leased_by = NULL
        WHERE id = $1 AND leased_by = $2 AND status = 'sending'`,
      [id, worker, response.slice(0, 500)],
    );
  }

  /** The send failed: tried again after a doubling wait (with jitter), up to an hour; never given up. */
  async markFailed(id: string, worker: string, attempts: number, error: string): Promise<void> {
    await this.data.query(
      `UPDATE mail_outbox SET status = 'pending', last_error = $3, lease_until = NULL, leased_by = NULL,
              next_attempt_at = now() + $4 * interval '1 millisecond'
        WHERE id = $1 AND leased_by = $2 AND status = 'sending'`,
      [id, worker, error.slice(0, 1000), this.backoffMs(attempts)],
    );
  }

  /** The wait before the next try after `attempts` failed ones: base · 2^(attempts−1), ±20 %, at most an hour. */
  backoffMs(attempts: number): number {
    const doubled = this.config.mail.retryBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
    return Math.round(Math.min(doubled, MAX_BACKOFF_MS) * (0.8 + Math.random() * 0.4));
  }

  /**
   * Forgets a person (decision 0044): every mail holding their data loses its address and
   * content; those not sent yet are marked forgotten and never sent. The development mailbox's
   * copies of those mails go too. Answers how many outbox rows held the person.
   */
  async forget(subjectId: string): Promise<number> {
    return this.data.transaction(async (db) => {
      // The key columns stay (ids, or an operator's address): the same mail is never enqueued again.
      const [{ n }] = (await db.query(
        `WITH emptied AS (
           UPDATE mail_outbox
              SET to_address = NULL, subject = '', html = '', text_body = '', headers = '{}',
                  status = CASE WHEN status IN ('pending', 'sending') THEN 'forgotten' ELSE status END
            WHERE subjects @> ARRAY[$1]::text[]
            RETURNING id
         )
         SELECT count(*)::int AS n FROM emptied`,
        [subjectId],
      )) as [{ n: number }];
      // After the update: a copy the development server is storing right now waits for the rows' locks, then goes here.
      await db.query(`DELETE FROM mail_captured WHERE message_id IN (SELECT message_id FROM mail_outbox WHERE subjects @> ARRAY[$1]::text[])`, [subjectId]);
      return n;
    });
  }

  /**
   * Records that a person wants no more mails of a kind; answers false when they had already said
   * so. A governed kind's source records it its own way (a notification kind becomes "in the app
   * only"); the others are kept in `mail_opt_outs`.
   */
  async optOut(recipientId: string, kind: string): Promise<boolean> {
    const source = this.subscriptionsOf(kind);
    if (source) return source.stop(recipientId, kind);
    const rows = (await this.data.query(
      `INSERT INTO mail_opt_outs (recipient_id, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING recipient_id`,
      [recipientId, kind],
    )) as unknown[];
    return rows.length > 0;
  }
}
