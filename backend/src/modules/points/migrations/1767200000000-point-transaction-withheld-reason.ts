import { orNull, SchemaMigration } from '../../../platform/database/schema.js';

/**
 * `point_transactions.withheld_reason`: the fair-play rule that withheld a cause (a
 * `WithholdingReason`), null for rows that moved points. The write that caused an award answers it
 * (docs/decisions/0059). Rows from before have null until the ledger is rebuilt from the log.
 */
export class PointTransactionWithheldReason1767200000000 extends SchemaMigration {
  name = 'PointTransactionWithheldReason1767200000000';
  protected readonly columns = { point_transactions: { withheld_reason: orNull.text } };
  protected readonly indexes = { point_transactions: [{ on: 'user_id, related_entity_id', name: 'point_transactions_user_related' }] };
}
