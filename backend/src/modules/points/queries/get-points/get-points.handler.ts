import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { GetPointsHistoryQuery, GetPointsQuery, type PointsHistoryDay, type PointsView } from './get-points.query.js';

@QueryHandler(GetPointsQuery)
export class GetPointsHandler implements IQueryHandler<GetPointsQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ userId }: GetPointsQuery): Promise<PointsView> {
    const [row] = (await this.manager.query(
      `SELECT total_points, available_points, points_earned_feedback, points_earned_feed_forward, points_earned_goal_completion, points_spent
         FROM user_points WHERE user_id = $1`,
      [userId],
    )) as Record<string, number>[];
    return {
      userId,
      totalPoints: row?.total_points ?? 0,
      availablePoints: row?.available_points ?? 0,
      pointsEarnedFeedback: row?.points_earned_feedback ?? 0,
      pointsEarnedFeedForward: row?.points_earned_feed_forward ?? 0,
      pointsEarnedGoalCompletion: row?.points_earned_goal_completion ?? 0,
      pointsSpent: row?.points_spent ?? 0,
    };
  }
}

@QueryHandler(GetPointsHistoryQuery)
export class GetPointsHistoryHandler implements IQueryHandler<GetPointsHistoryQuery> {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: GetPointsHistoryQuery): Promise<PointsHistoryDay[]> {
    const rows = (await this.manager.query(
      `SELECT to_char(occurred_at AT TIME ZONE $2, 'YYYY-MM-DD') AS date,
              sum(GREATEST(points, 0))::int AS earned,
              sum(GREATEST(-points, 0))::int AS spent
         FROM point_transactions WHERE user_id = $1 AND points <> 0
        GROUP BY 1 ORDER BY 1`,
      [userId, this.config.timeZone],
    )) as { date: string; earned: number; spent: number }[];
    // The balance at each day's end by the dates, not the ledger's order: an award recorded late
    // (its reactor behind another's) is dated by its cause, and a balance taken from the ledger's
    // order would then stand above the total earned, or fall with nothing spent.
    let total = 0;
    let balance = 0;
    return rows.map((r) => ({ ...r, balance: (balance += r.earned - r.spent), total: (total += r.earned) }));
  }
}
