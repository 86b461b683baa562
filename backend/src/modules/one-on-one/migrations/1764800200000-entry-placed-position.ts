import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `one_on_one_matrix_entries.placed_position`: the log position of the creation that began the
 * entry's current life. The entry stream's events are applied inline (decision 0029), so the
 * catch-up loop can apply an organisation event after a later entry event; it then changes only
 * entries created before it. Existing entries get 0: every event still to come is later.
 */
export class OneOnOneEntryPlacedPosition1764800200000 implements MigrationInterface {
  name = 'OneOnOneEntryPlacedPosition1764800200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE one_on_one_matrix_entries ADD COLUMN placed_position bigint NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE one_on_one_matrix_entries DROP COLUMN placed_position`);
  }
}
