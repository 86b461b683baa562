import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { KNOWLEDGE_ENTRY_COLUMNS, type KnowledgeEntryView } from '../knowledge-entry.view.js';
import { GetKnowledgeEntryQuery } from './get-knowledge-entry.query.js';

@QueryHandler(GetKnowledgeEntryQuery)
export class GetKnowledgeEntryHandler implements IQueryHandler<GetKnowledgeEntryQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ id }: GetKnowledgeEntryQuery): Promise<KnowledgeEntryView | undefined> {
    const [row] = await this.manager.query(`SELECT ${KNOWLEDGE_ENTRY_COLUMNS} FROM knowledge_entries WHERE id = $1 AND is_active`, [id]);
    return row;
  }
}
