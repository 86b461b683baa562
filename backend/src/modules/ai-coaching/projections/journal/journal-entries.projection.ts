import { rowProjection } from '../../../../platform/projections/row-projection.js';
import type { JournalEntryEvent } from '../../events/journal-entry.events.js';

/** The user's weekly journal entries. Keyed by id: applying twice changes nothing. */
export class JournalEntriesProjection extends rowProjection<JournalEntryEvent>({
  name: 'journal-entries',
  tables: ['journal_entries'],
  on: {
    JournalEntryWritten: ({ data: d, metadata: { occurredAt: at } }, db) =>
      db.insert(
        'journal_entries',
        {
          id: d.entryId,
          user_id: d.userId,
          session_id: d.sessionId,
          title: d.title,
          practice_content: d.practiceContent,
          insights: d.insights,
          challenges: d.challenges,
          goals: d.goals,
          ai_summary: d.aiSummary,
          is_public: false,
          week_of: d.weekOf,
          created_at: at,
          updated_at: at,
        },
        ['id'],
      ),
    JournalEntryDeleted: ({ data }, db) => db.delete('journal_entries', { id: data.entryId }),
  },
}) {}
