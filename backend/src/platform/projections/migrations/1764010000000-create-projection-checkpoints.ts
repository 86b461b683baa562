import { orNull, SchemaMigration, t, table } from '../../database/schema.js';

/**
 * One row per projection: how far it has applied the log (written in the same transaction as its
 * read-model changes), whether it stopped on a failing event, and the progress of a rebuild.
 */
export class CreateProjectionCheckpoints1764010000000 extends SchemaMigration {
  name = 'CreateProjectionCheckpoints1764010000000';
  protected readonly tables = [
    table('projection_checkpoints', {
      name: t.id,
      position: 'bigint NOT NULL DEFAULT 0',
      state: `text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'failed'))`,
      last_error: orNull.text,
      failed_position: 'bigint',
      updated_at: 'timestamptz NOT NULL DEFAULT now()',
      rebuild_state: `text CHECK (rebuild_state IN ('rebuilding', 'done', 'failed'))`,
      rebuild_done: 'bigint NOT NULL DEFAULT 0',
      rebuild_total: 'bigint NOT NULL DEFAULT 0',
      rebuild_started_at: orNull.timestamptz,
      rebuild_finished_at: orNull.timestamptz,
      rebuild_error: orNull.text,
    }),
  ];
}
