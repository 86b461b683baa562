import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `point_transactions.withheld_reason`: the fair-play rule that withheld a cause (a
 * `WithholdingReason`), null for rows that moved points. The write that caused an award answers it
 * (docs/decisions/0059). Rows from before have null until the ledger is rebuilt from the log.
 */
export class PointTransactionWithheldReason1767200000000 implements MigrationInterface {
  name = 'PointTransactionWithheldReason1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE point_transactions ADD COLUMN withheld_reason text`);
    await q.query(`CREATE INDEX point_transactions_user_related ON point_transactions (user_id, related_entity_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX point_transactions_user_related`);
    await q.query(`ALTER TABLE point_transactions DROP COLUMN withheld_reason`);
  }
}
