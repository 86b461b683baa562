import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { KNOWLEDGE_ENTRY_COLUMNS, type KnowledgeEntryView } from '../knowledge-entry.view.js';
import { ListKnowledgeEntriesQuery } from './list-knowledge-entries.query.js';

@QueryHandler(ListKnowledgeEntriesQuery)
export class ListKnowledgeEntriesHandler implements IQueryHandler<ListKnowledgeEntriesQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  execute({ bookTitle }: ListKnowledgeEntriesQuery): Promise<KnowledgeEntryView[]> {
    return this.manager.query(
      `SELECT ${KNOWLEDGE_ENTRY_COLUMNS} FROM knowledge_entries
       WHERE is_active AND ($1::text IS NULL OR book_title = $1)
       ORDER BY book_title, chapter_number, importance DESC, section_title, id`,
      [bookTitle ?? null],
    );
  }
}
