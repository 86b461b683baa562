import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListJournalEntriesQuery, type JournalEntryView } from './list-journal-entries.query.js';

/**
 * Nothing can write a journal entry yet: the AI reflection issue brings the commands, events and
 * the read model this will query. Until then no user has an entry, and an empty list is the true
 * answer (docs/modules/journal.md).
 */
@QueryHandler(ListJournalEntriesQuery)
export class ListJournalEntriesHandler implements IQueryHandler<ListJournalEntriesQuery> {
  async execute(_query: ListJournalEntriesQuery): Promise<JournalEntryView[]> {
    return [];
  }
}
