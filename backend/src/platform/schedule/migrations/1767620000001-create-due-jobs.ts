import { orNull, SchemaMigration, t, table } from '../../database/schema.js';

/**
 * Due jobs of the scheduler (docs/architecture.md, "Due-time scheduler"): one row per key, run once
 * at `due_at` by whichever instance claims it (`claimed_by` until `claimed_until`), then `done_at`.
 */
export class CreateDueJobs1767620000001 extends SchemaMigration {
  name = 'CreateDueJobs1767620000001';
  protected readonly tables = [
    table(
      'due_jobs',
      {
        key: t.id, kind: t.text, due_at: t.timestamptz, payload: t.jsonb, scheduled_at: t.timestamptz,
        claimed_by: orNull.text, claimed_until: orNull.timestamptz, done_at: orNull.timestamptz,
        attempts: 'integer NOT NULL DEFAULT 0', last_error: orNull.text,
      },
      { indexes: [{ on: 'due_at', as: 'pending', where: 'done_at IS NULL' }] },
    ),
  ];
}
