import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Equal scores share an MVP rank (issue 33: 1, 2, 2, 4), so two people may hold one rank of a
 * period's award: `mvp_awards` is keyed by the person instead of the rank. Rows already there
 * had one person per rank and keep their key's meaning.
 */
export class MvpAwardsSharedRanks1767703000000 implements MigrationInterface {
  name = 'MvpAwardsSharedRanks1767703000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mvp_awards DROP CONSTRAINT mvp_awards_pkey, ADD PRIMARY KEY (period_kind, period_start, award_type, user_id)`);
  }

  /** Back to one row per rank (fails while two people share a rank: that is what the key forbade). */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mvp_awards DROP CONSTRAINT mvp_awards_pkey, ADD PRIMARY KEY (period_kind, period_start, award_type, rank)`);
  }
}
