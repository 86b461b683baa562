import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OrganizationStreams } from '../../commands/shared/organization-streams.js';
import { iso, listScope, type Row } from '../shared/read-access.js';
import { ListPositionsQuery, type PositionView } from './list-positions.query.js';

@QueryHandler(ListPositionsQuery)
export class ListPositionsHandler implements IQueryHandler<ListPositionsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly streams: OrganizationStreams,
  ) {}

  async execute({ user, teamId }: ListPositionsQuery): Promise<PositionView[]> {
    if (teamId !== undefined) await this.streams.requireReadable(teamId, user);
    const scope = await listScope(this.db, user, teamId, 'p.team_id');
    if (!scope) return [];
    const rows: Row[] = await this.db.query(
      `SELECT p.*, (SELECT count(*)::int FROM company_members m WHERE m.position_id = p.id) AS member_count
       FROM positions p ${scope.where} ORDER BY p.level DESC, p.created_at, p.id`,
      scope.params,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      level: r.level,
      description: r.description,
      teamId: r.team_id,
      isActive: r.is_active,
      memberCount: r.member_count,
      createdAt: iso(r.created_at),
      revision: r.revision,
    }));
  }
}
