// The 1on1 module's public surface: other modules import only from here.
export { OneOnOneModule } from './one-on-one.module.js';
export { approachLabel, approachFor, levelsFromPosition, APPROACHES } from './domain/one-on-one-board.js';
export type { OneOnOneApproach, OneOnOneEntryEvent } from './events/one-on-one-entry.events.js';
/** Read-model tables other read sides may query (e.g. the dashboard), see the migration for columns. */
export const ONE_ON_ONE_TABLES = {
  entries: 'one_on_one_matrix_entries',
  sessions: 'one_on_one_sessions',
  growthHistory: 'one_on_one_growth_history',
} as const;
// Commands the demo seeder may run, exactly as the HTTP layer does.
export { CreateOneOnOneEntry, MoveOneOnOneEntry, RecordOneOnOneSession } from './domain/one-on-one-entry.commands.js';
