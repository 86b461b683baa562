import { SchemaMigration } from '../../../platform/database/schema.js';

/**
 * `ms_matrix_entries.placed_position`: the log position of the placement that began the entry's
 * current life. The entry stream's events are applied inline (decision 0029), so the catch-up loop
 * can apply an organisation event after a later entry event; it then changes only entries placed
 * before it. Existing entries get 0: every event still to come is later than their placement.
 */
export class EntryPlacedPosition1764800100000 extends SchemaMigration {
  name = 'EntryPlacedPosition1764800100000';
  protected readonly columns = { ms_matrix_entries: { placed_position: 'bigint NOT NULL DEFAULT 0' } };
}
