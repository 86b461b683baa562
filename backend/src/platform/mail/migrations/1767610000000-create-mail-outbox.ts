import type { QueryRunner } from 'typeorm';
import { orNull, SchemaMigration, t, table } from '../../database/schema.js';

/**
 * The mail outbox (decision 0083): one row per (source event, recipient, kind), sent once; the
 * opt-outs its one-click unsubscribe records; and what the development mail server received.
 */
export class CreateMailOutbox1767610000000 extends SchemaMigration {
  name = 'CreateMailOutbox1767610000000';
  protected readonly tables = [
    table(
      'mail_outbox',
      {
        id: 'uuid PRIMARY KEY',
        source_id: t.text,
        recipient_key: t.text,
        kind: t.text,
        recipient_id: orNull.text,
        subjects: "text[] NOT NULL DEFAULT '{}'",
        to_address: orNull.text,
        subject: t.text,
        html: t.text,
        text_body: t.text,
        headers: "jsonb NOT NULL DEFAULT '{}'",
        message_id: t.text,
        status: "text NOT NULL DEFAULT 'pending'",
        attempts: 'integer NOT NULL DEFAULT 0',
        next_attempt_at: 'timestamptz NOT NULL DEFAULT now()',
        lease_until: orNull.timestamptz,
        leased_by: orNull.text,
        last_error: orNull.text,
        smtp_response: orNull.text,
        created_at: 'timestamptz NOT NULL DEFAULT now()',
        sent_at: orNull.timestamptz,
      },
      {
        constraints: [
          'UNIQUE (source_id, recipient_key, kind)',
          "CHECK (status IN ('pending', 'sending', 'sent', 'opted_out', 'forgotten'))",
        ],
        indexes: [
          { on: 'next_attempt_at', as: 'due', where: "status IN ('pending', 'sending')" },
          { on: 'created_at DESC' },
        ],
      },
    ),
    table('mail_opt_outs', { recipient_id: t.text, kind: t.text, at: 'timestamptz NOT NULL DEFAULT now()' }, { primaryKey: 'recipient_id, kind' }),
    table(
      'mail_captured',
      {
        id: 'uuid PRIMARY KEY DEFAULT gen_random_uuid()',
        message_id: orNull.text,
        received_at: 'timestamptz NOT NULL DEFAULT now()',
        envelope_from: t.text,
        envelope_to: 'text[] NOT NULL',
        subject: t.text,
        raw: t.text,
      },
      { indexes: [{ on: 'received_at DESC' }, { name: 'mail_captured_message_id_key', on: 'message_id', unique: true }] },
    ),
  ];

  /** Forgetting a person finds their mails by `subjects` (a GIN index, which a declaration cannot say). */
  override async up(q: QueryRunner): Promise<void> {
    await super.up(q);
    await q.query('CREATE INDEX mail_outbox_subjects_idx ON mail_outbox USING gin (subjects)');
  }

  override async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS mail_outbox_subjects_idx');
    await super.down(q);
  }
}
