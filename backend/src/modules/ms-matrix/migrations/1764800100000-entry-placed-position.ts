import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ms_matrix_entries.placed_position`: the log position of the placement that began the entry's
 * current life. The entry stream's events are applied inline (decision 0029), so the catch-up loop
 * can apply an organisation event after a later entry event; it then changes only entries placed
 * before it. Existing entries get 0: every event still to come is later than their placement.
 */
export class EntryPlacedPosition1764800100000 implements MigrationInterface {
  name = 'EntryPlacedPosition1764800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ms_matrix_entries ADD COLUMN placed_position bigint NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ms_matrix_entries DROP COLUMN placed_position`);
  }
}
