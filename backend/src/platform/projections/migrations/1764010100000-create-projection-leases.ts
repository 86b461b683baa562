import { SchemaMigration, t, table } from '../../database/schema.js';

/**
 * Which app instance runs each projection and reactor (decision 0027): a lease renewed every few
 * seconds, taken over by another instance once it has expired.
 */
export class CreateProjectionLeases1764010100000 extends SchemaMigration {
  name = 'CreateProjectionLeases1764010100000';
  protected readonly tables = [table('projection_leases', { name: t.id, owner: t.text, expires_at: t.timestamptz })];
}
