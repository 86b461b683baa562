import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OrganizationStreams } from '../../commands/shared/organization-streams.js';
import { isLinkedMember } from '../../domain/member-link.js';
import { boardReadableTeamIds, iso, listScope, type Row } from '../shared/read-access.js';
import { ListCompanyMembersQuery, rosterOnly, type CompanyMemberView } from './list-company-members.query.js';

@QueryHandler(ListCompanyMembersQuery)
export class ListCompanyMembersHandler implements IQueryHandler<ListCompanyMembersQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly streams: OrganizationStreams,
  ) {}

  async execute({ user, teamId }: ListCompanyMembersQuery): Promise<CompanyMemberView[]> {
    const access = teamId !== undefined ? await this.streams.requireReadable(teamId, user) : undefined;
    const scope = await listScope(this.db, user, teamId, 'm.team_id');
    if (!scope) return [];
    // One team: its stream says (current at once); every team: the links the read model holds.
    const wholeTeams = access ? (access.canReadBoard ? 'all' : []) : await boardReadableTeamIds(this.db, user);
    const seesWhole = (row: CompanyMemberView) =>
      wholeTeams === 'all' || wholeTeams.includes(row.teamId) || isLinkedMember(row.email, user.email);
    const rows: Row[] = await this.db.query(
      `SELECT m.*, m.hire_date::text AS hire_date_text, p.name AS position_name, d.name AS department_name
       FROM company_members m
       LEFT JOIN positions p ON p.id = m.position_id
       LEFT JOIN departments d ON d.id = m.department_id
       ${scope.where}
       ORDER BY m.last_name, m.first_name, m.created_at, m.id`,
      scope.params,
    );
    const views: CompanyMemberView[] = rows.map((r) => ({
      id: r.id,
      teamId: r.team_id,
      firstName: r.first_name,
      lastName: r.last_name,
      displayName: `${r.last_name} ${r.first_name}`,
      email: r.email,
      phoneNumber: r.phone_number,
      positionId: r.position_id,
      positionName: r.position_name,
      position: r.position_name === null ? null : { name: r.position_name },
      departmentId: r.department_id,
      departmentName: r.department_name,
      departmentTags: r.department_tags,
      teamTags: r.team_tags,
      organizationName: r.organization_name,
      companyName: r.organization_name,
      notes: r.notes,
      hireDate: r.hire_date_text,
      pictureUrl: r.picture_url,
      revision: r.revision,
      createdAt: iso(r.created_at),
    }));
    return views.map((view) => (seesWhole(view) ? view : rosterOnly(view)));
  }
}
