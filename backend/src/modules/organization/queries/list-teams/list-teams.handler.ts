import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { iso, type Row } from '../shared/read-access.js';
import { ListTeamsQuery, type TeamView } from './list-teams.query.js';

@QueryHandler(ListTeamsQuery)
export class ListTeamsHandler implements IQueryHandler<ListTeamsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ user }: ListTeamsQuery): Promise<TeamView[]> {
    const privileged = user.isAdmin || user.isTeamAdmin;
    const rows: Row[] = await this.db.query(
      `SELECT t.*, (SELECT count(*)::int FROM user_teams c WHERE c.team_id = t.id) AS member_count,
              me.user_id IS NOT NULL AS is_member, COALESCE(me.is_leader, false) AS is_leader,
              EXISTS (SELECT 1 FROM team_join_requests r WHERE r.team_id = t.id AND r.user_id = $1) AS join_requested
       FROM teams t LEFT JOIN user_teams me ON me.team_id = t.id AND me.user_id = $1
       ORDER BY t.created_at, t.id`,
      [user.id],
    );
    return rows.map((r) => {
      // The rule of `teamAccess` (domain/team.ts), from the read model.
      const leads = r.is_leader || privileged;
      return {
        id: r.id,
        name: r.name,
        description: r.description,
        organizationType: r.organization_type,
        leaderId: r.leader_id,
        isActive: r.is_active,
        memberCount: r.member_count,
        createdAt: iso(r.created_at),
        revision: r.revision,
        isMember: r.is_member,
        isOpen: r.is_open,
        joinRequested: r.join_requested,
        canReadBoard: leads,
        canManage: leads,
      };
    });
  }
}
