import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTables, dropTables, t, table } from '../../database/schema.js';

const tables = [table('projection_leases', { name: t.id, owner: t.text, expires_at: t.timestamptz })];

/**
 * Which app instance runs each projection and reactor (decision 0027): a lease renewed every few
 * seconds, taken over by another instance once it has expired.
 */
export class CreateProjectionLeases1764010100000 implements MigrationInterface {
  name = 'CreateProjectionLeases1764010100000';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, tables);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, tables);
  }
}
