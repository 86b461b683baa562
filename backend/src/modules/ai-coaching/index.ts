// The AI coaching module's public surface: other modules import only from here.
export { AiCoachingModule } from './ai-coaching.module.js';
export type { CoachKnowledge, CoachPassage } from './coach/coach-knowledge.port.js';
export { COACH_KNOWLEDGE } from './coach/coach-knowledge.port.js';
// Commands the demo seeder may run, exactly as the HTTP layer does.
export { WriteJournalEntry } from './domain/journal-entry.commands.js';
export { journalSummaryOf } from './coach/coaching-model.js';
// The dashboard's first screen shows the latest journal entries in its one answer.
export { ListJournalEntriesQuery } from './queries/coaching.queries.js';
export { JournalEntryResponse } from './http/journal.response.dto.js';
