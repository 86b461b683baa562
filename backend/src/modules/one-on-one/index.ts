// The 1on1 module's public surface: other modules import only from here.
// Reads: `OneOnOneReader`, provided by `OneOnOneModule` (import it in your module).
export { OneOnOneModule } from './one-on-one.module.js';
export { OneOnOneReader, type ManagerOneOnOnes, type ManagerCadence, type OneOnOneEntrySummary } from './queries/one-on-one-reader.js';
export { approachFor, levelsFromPosition, APPROACHES } from './domain/one-on-one-board.js';
export type { OneOnOneApproach, OneOnOneEntryEvent, OneOnOneEntryCreated, OneOnOneSessionRecorded, OneOnOneEntryDeleted } from './events/one-on-one-entry.events.js';
// Commands the demo seeder may run, exactly as the HTTP layer does.
export { CreateOneOnOneEntry, MoveOneOnOneEntry, RecordOneOnOneSession } from './domain/one-on-one-entry.commands.js';
/** The due-moment kind of the next 1on1 (the notifications map it to the manager and the member). */
export { NEXT_SESSION_TOMORROW } from './reactors/schedule-next-session-reminders.reactor.js';
