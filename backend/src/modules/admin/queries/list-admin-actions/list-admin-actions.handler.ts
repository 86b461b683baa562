import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserDirectory } from '../../../users/index.js';
import type { AdminActionResponse } from '../../http/admin.response.dto.js';
import { AdminActionRow } from '../../projections/admin-console/admin-console.read-model.js';
import { ListAdminActionsQuery } from './list-admin-actions.query.js';

@QueryHandler(ListAdminActionsQuery)
export class ListAdminActionsHandler implements IQueryHandler<ListAdminActionsQuery> {
  constructor(
    @InjectRepository(AdminActionRow) private readonly actions: Repository<AdminActionRow>,
    private readonly users: UserDirectory,
  ) {}

  async execute(query: ListAdminActionsQuery): Promise<AdminActionResponse[]> {
    const rows = await this.actions.find({ order: { at: 'DESC', eventId: 'ASC' }, take: query.limit });
    const names = await this.users.displayNames([...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))]);
    return rows.map((row) => ({
      id: row.eventId,
      type: row.type as AdminActionResponse['type'],
      at: row.at.toISOString(),
      actorName: (row.actorId && names.get(row.actorId)) || null,
      summary: row.summary,
      success: row.success,
    }));
  }
}
