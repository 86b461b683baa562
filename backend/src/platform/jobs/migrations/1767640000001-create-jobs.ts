import { orNull, SchemaMigration, t, table } from '../../database/schema.js';

/**
 * Background jobs' progress (`platform/jobs/jobs.ts`): operational state like the projections'
 * checkpoints, not a read model (no event writes it), shared by every instance so that a client
 * polling any of them sees its job.
 */
export class CreateJobs1767640000001 extends SchemaMigration {
  name = 'CreateJobs1767640000001';
  protected readonly tables = [
    table(
      'jobs',
      {
        id: 'uuid PRIMARY KEY', kind: t.text, owner_id: t.text, state: t.text, total: t.integer, done: t.integer, progress: t.jsonb,
        error: orNull.text, started_at: t.timestamptz, updated_at: t.timestamptz,
      },
      { indexes: [{ on: 'owner_id, started_at' }] },
    ),
  ];
}
