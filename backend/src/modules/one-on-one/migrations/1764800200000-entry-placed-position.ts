import { SchemaMigration } from '../../../platform/database/schema.js';

/**
 * `one_on_one_matrix_entries.placed_position`: the log position of the creation that began the
 * entry's current life. The entry stream's events are applied inline (decision 0029), so the
 * catch-up loop can apply an organisation event after a later entry event; it then changes only
 * entries created before it. Existing entries get 0: every event still to come is later.
 */
export class OneOnOneEntryPlacedPosition1764800200000 extends SchemaMigration {
  name = 'OneOnOneEntryPlacedPosition1764800200000';
  protected readonly columns = { one_on_one_matrix_entries: { placed_position: 'bigint NOT NULL DEFAULT 0' } };
}
