import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { actorOf, OrganizationStreams } from '../../commands/shared/organization-streams.js';
import { NotTeamMemberError, TeamNotFoundError } from '../../domain/organization.errors.js';
import { teamAccess } from '../../domain/team.js';
import { iso, listScope, type Row } from '../shared/read-access.js';
import { ListDepartmentsQuery, type DepartmentView } from './list-departments.query.js';

@QueryHandler(ListDepartmentsQuery)
export class ListDepartmentsHandler implements IQueryHandler<ListDepartmentsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly streams: OrganizationStreams,
  ) {}

  async execute({ user, teamId }: ListDepartmentsQuery): Promise<DepartmentView[]> {
    if (teamId !== undefined) {
      const team = await this.streams.team(teamId);
      if (team.status !== 'active') throw new TeamNotFoundError();
      // An open team's departments are for anyone who may join it (the welcome dialog picks one);
      // a closed team's only for those who may read it: a requester sees nothing of it.
      if (!team.open && !teamAccess(team, actorOf(user)).canRead) throw new NotTeamMemberError();
    }
    const scope = await listScope(this.db, user, teamId, 'd.team_id');
    if (!scope) return [];
    const rows: Row[] = await this.db.query(
      `SELECT d.*, (SELECT count(*)::int FROM company_members m WHERE m.department_id = d.id) AS member_count
       FROM departments d ${scope.where} ORDER BY d.created_at, d.id`,
      scope.params,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      teamId: r.team_id,
      color: r.color,
      description: r.description,
      isActive: r.is_active,
      memberCount: r.member_count,
      createdAt: iso(r.created_at),
      revision: r.revision,
    }));
  }
}
