import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { calendarMonth } from '../../../../platform/time/calendar.js';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { OrganizationStreams } from '../../commands/shared/organization-streams.js';
import { GetMemberStatsQuery, type MemberStatsView } from './get-member-stats.query.js';

@QueryHandler(GetMemberStatsQuery)
export class GetMemberStatsHandler implements IQueryHandler<GetMemberStatsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly streams: OrganizationStreams,
    private readonly clock: DeploymentClock,
  ) {}

  async execute({ teamId, user }: GetMemberStatsQuery): Promise<MemberStatsView> {
    await this.streams.requireReadable(teamId, user);
    const month = calendarMonth(this.clock.today());
    const [row] = await this.db.query(
      `SELECT
         (SELECT count(*)::int FROM company_members WHERE team_id = $1) AS total_members,
         (SELECT count(*)::int FROM positions WHERE team_id = $1) AS positions,
         (SELECT count(*)::int FROM company_members WHERE team_id = $1
            AND to_char(hire_date, 'YYYY-MM') = $2) AS new_hires`,
      [teamId, month],
    );
    return { totalMembers: row.total_members, positions: row.positions, newHiresThisMonth: row.new_hires, month };
  }
}
