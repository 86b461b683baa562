import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { UserDirectory } from '../../../users/index.js';
import { periodContaining, periodKey, previousPeriod } from '../../domain/periods.js';
import { GetLeaderboardQuery, type LeaderboardEntryView, type LeaderboardView, type MvpAwardView } from './get-leaderboard.query.js';
import { rankWithMvps } from './leaderboard-sql.js';

@QueryHandler(GetLeaderboardQuery)
export class GetLeaderboardHandler implements IQueryHandler<GetLeaderboardQuery> {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly users: UserDirectory,
    private readonly clock: DeploymentClock,
  ) {}

  async execute({ period, metric, limit, userId }: GetLeaderboardQuery): Promise<LeaderboardView> {
    const today = this.clock.today();
    const range = periodContaining(period, today);
    const lastWeek = previousPeriod('week', today);
    const lastMonth = previousPeriod('month', today);
    const { entries: rows, mvps: mvpRows } = await rankWithMvps(this.manager, metric, periodKey(period, today), limit, userId, {
      week: lastWeek.start,
      month: lastMonth.start,
    });
    const names = await this.users.displayNames([...new Set([...rows.map((r) => r.user_id), ...mvpRows.map((r) => r.user_id)])]);
    const entry = (r: (typeof rows)[number]): LeaderboardEntryView => ({
      rank: r.rank,
      userId: r.user_id,
      displayName: names.get(r.user_id) ?? '',
      score: r.score,
      feedbackQualityScore: r.feedback_quality_score,
      feedForwardCount: r.feed_forward_count,
      responseRate: Number(r.response_rate),
    });
    const mvps: MvpAwardView[] = mvpRows.map((r) => ({
      periodKind: r.period_kind,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      awardType: r.award_type,
      rank: r.rank,
      userId: r.user_id,
      displayName: names.get(r.user_id) ?? '',
      score: r.score,
    }));
    const mine = rows.find((r) => r.user_id === userId);
    return {
      period,
      metric,
      periodStart: range.start,
      periodEnd: range.end,
      entries: rows.filter((r) => r.place <= limit).map(entry),
      me: mine ? entry(mine) : null,
      mvps,
    };
  }
}
