import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OrganizationStreams } from '../../commands/shared/organization-streams.js';
import { isLinkedMember } from '../../domain/member-link.js';
import { analyseQuery } from '../../../../platform/search/query.js';
import { MemberSearch } from '../member-search.js';
import { boardReadableTeamIds, iso, readableTeamIds, type Row } from '../shared/read-access.js';
import { ListCompanyMembersQuery, MEMBER_SEARCH_LIMIT, rosterOnly, type CompanyMemberView } from './list-company-members.query.js';

@QueryHandler(ListCompanyMembersQuery)
export class ListCompanyMembersHandler implements IQueryHandler<ListCompanyMembersQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly streams: OrganizationStreams,
    private readonly search: MemberSearch,
  ) {}

  async execute({ user, teamId, q }: ListCompanyMembersQuery): Promise<CompanyMemberView[]> {
    // An unsearchable query is refused before anything is read.
    const query = q === undefined ? undefined : analyseQuery(q);
    const access = teamId !== undefined ? await this.streams.requireReadable(teamId, user) : undefined;
    const teams = teamId !== undefined ? [teamId] : await readableTeamIds(this.db, user);
    if (teams !== 'all' && teams.length === 0) return [];
    // With a query: the members found among the same teams, in the search's order.
    const found = query && (await this.search.find(query, teams, MEMBER_SEARCH_LIMIT)).hits.map((hit) => hit.id);
    if (found?.length === 0) return [];
    const conditions = [...(teams === 'all' ? [] : ['m.team_id = ANY($1::text[])']), ...(found ? [`m.id = ANY($${teams === 'all' ? 1 : 2}::text[])`] : [])];
    const params = [...(teams === 'all' ? [] : [teams]), ...(found ? [found] : [])];
    // One team: its stream says (current at once); every team: the links the read model holds.
    const wholeTeams = access ? (access.canReadBoard ? 'all' : []) : await boardReadableTeamIds(this.db, user);
    const seesWhole = (row: CompanyMemberView) =>
      wholeTeams === 'all' || wholeTeams.includes(row.teamId) || isLinkedMember(row.email, user.email);
    const rows: Row[] = await this.db.query(
      `SELECT m.*, m.hire_date::text AS hire_date_text, p.name AS position_name, d.name AS department_name
       FROM company_members m
       LEFT JOIN positions p ON p.id = m.position_id
       LEFT JOIN departments d ON d.id = m.department_id
       ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY m.last_name, m.first_name, m.created_at, m.id`,
      params,
    );
    const views: CompanyMemberView[] = rows.map((r) => ({
      id: r.id,
      teamId: r.team_id,
      firstName: r.first_name,
      lastName: r.last_name,
      displayName: `${r.last_name} ${r.first_name}`,
      furigana: r.furigana,
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
    const order = found && new Map(found.map((id, rank) => [id, rank]));
    if (order) views.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return views.map((view) => (seesWhole(view) ? view : rosterOnly(view)));
  }
}
