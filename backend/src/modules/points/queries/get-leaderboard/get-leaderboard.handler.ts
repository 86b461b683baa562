import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../../../platform/database/prepared-query.js';
import type { Row } from '../../../../platform/database/rows.js';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { UserDirectory } from '../../../users/index.js';
import { periodContaining, periodKey, previousPeriod } from '../../domain/periods.js';
import { GetLeaderboardQuery, type LeaderboardEntryView, type LeaderboardView, type MvpAwardView } from './get-leaderboard.query.js';
import { rank } from './leaderboard-sql.js';

type MvpRow = Pick<Row<'mvp_awards'>, 'period_kind' | 'award_type' | 'rank' | 'user_id' | 'score'> & { period_start: string; period_end: string };

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
    const [rows, mvpRows] = await Promise.all([
      rank(this.manager, metric, periodKey(period, today), limit, userId),
      preparedQuery<MvpRow>(
        this.manager,
        'points_last_mvps',
        `SELECT period_kind, to_char(period_start, 'YYYY-MM-DD') AS period_start, to_char(period_end, 'YYYY-MM-DD') AS period_end, award_type, rank, user_id, score
           FROM mvp_awards WHERE (period_kind = 'week' AND period_start = $1) OR (period_kind = 'month' AND period_start = $2)
          ORDER BY period_kind DESC, award_type DESC, rank, user_id`,
        [lastWeek.start, lastMonth.start],
      ),
    ]);
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
