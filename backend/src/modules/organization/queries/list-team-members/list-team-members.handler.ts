import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OrganizationStreams } from '../../commands/shared/organization-streams.js';
import { iso, type Row } from '../shared/read-access.js';
import { ListTeamMembersQuery, type TeamMemberView } from './list-team-members.query.js';

/** How a user without a name is shown to someone who may not see their address. */
const UNNAMED_USER = '名前未登録のユーザー';

@QueryHandler(ListTeamMembersQuery)
export class ListTeamMembersHandler implements IQueryHandler<ListTeamMembersQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly streams: OrganizationStreams,
  ) {}

  async execute({ teamId, user }: ListTeamMembersQuery): Promise<TeamMemberView[]> {
    const access = await this.streams.requireReadable(teamId, user);
    const rows: Row[] = await this.db.query(
      `SELECT ut.*, u.first_name, u.last_name, u.email FROM user_teams ut
       LEFT JOIN organization_user_names u ON u.user_id = ut.user_id
       WHERE ut.team_id = $1 ORDER BY ut.is_leader DESC, ut.joined_at, ut.user_id`,
      [teamId],
    );
    return rows.map((r) => {
      const name = `${r.last_name ?? ''} ${r.first_name ?? ''}`.trim();
      // Other members' addresses are for the team's leaders, team_admin and admin.
      const email = access.canReadBoard || r.user_id === user.id ? r.email : null;
      return {
        userId: r.user_id,
        teamId: r.team_id,
        firstName: r.first_name,
        lastName: r.last_name,
        displayName: name || email || UNNAMED_USER,
        email,
        isPrimaryTeam: r.is_primary_team,
        isLeader: r.is_leader,
        joinedAt: iso(r.joined_at),
      };
    });
  }
}
