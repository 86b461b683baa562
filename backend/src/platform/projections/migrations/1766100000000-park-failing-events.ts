import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events a projection or reactor failed on are parked instead of stopping it (decision 0046):
 * one row per (consumer, event), written in the transaction that moves the checkpoint past the
 * event, so an event is either applied, or parked, never both and never neither. A retry applies
 * it and marks it `retried`; a skip marks it `skipped` with who and why. The checkpoint row also
 * records who started the last rebuild.
 */
export class ParkFailingEvents1766100000000 implements MigrationInterface {
  name = 'ParkFailingEvents1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projection_parked_events (
        name         text        NOT NULL,
        position     bigint      NOT NULL,
        event_id     uuid        NOT NULL,
        stream_id    text        NOT NULL,
        type         text        NOT NULL,
        error        text        NOT NULL,
        attempts     integer     NOT NULL DEFAULT 1,
        state        text        NOT NULL DEFAULT 'parked' CHECK (state IN ('parked', 'retried', 'skipped')),
        parked_at    timestamptz NOT NULL DEFAULT now(),
        resolved_at  timestamptz NULL,
        resolved_by  text        NULL,
        reason       text        NULL,
        PRIMARY KEY (name, position)
      )`);
    await q.query(`CREATE INDEX projection_parked_events_open ON projection_parked_events (name, position) WHERE state = 'parked'`);
    await q.query(`ALTER TABLE projection_checkpoints ADD COLUMN rebuild_started_by text NULL, ADD COLUMN failed_event_id uuid NULL, ADD COLUMN failed_type text NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projection_checkpoints DROP COLUMN IF EXISTS rebuild_started_by, DROP COLUMN IF EXISTS failed_event_id, DROP COLUMN IF EXISTS failed_type`);
    await q.query(`DROP TABLE IF EXISTS projection_parked_events`);
  }
}
