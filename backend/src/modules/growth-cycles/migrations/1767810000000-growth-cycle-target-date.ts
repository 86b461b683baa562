import { SchemaMigration } from '../../../platform/database/schema.js';

/**
 * A cycle's target date (decision 0107, issue 31: the personal calendar feed lists growth-cycle
 * targets): optional, a calendar date; cycles started before it have none.
 */
export class GrowthCycleTargetDate1767810000000 extends SchemaMigration {
  name = 'GrowthCycleTargetDate1767810000000';
  protected readonly columns = { growth_cycles: { target_date: 'date' } };
}
