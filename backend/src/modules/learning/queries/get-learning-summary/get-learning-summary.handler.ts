import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { learningSummary, type LearningSummary } from '../../domain/learning-summary.js';
import type { LearningCategory } from '../../events/learning-content.events.js';
import { GetLearningSummaryQuery } from './get-learning-summary.query.js';

@QueryHandler(GetLearningSummaryQuery)
export class GetLearningSummaryHandler implements IQueryHandler<GetLearningSummaryQuery> {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly clock: DeploymentClock,
  ) {}

  async execute({ userId }: GetLearningSummaryQuery): Promise<LearningSummary> {
    const [contents, progress, [time]] = await Promise.all([
      this.manager.query(`SELECT id, category FROM learning_contents WHERE is_public`) as Promise<{ id: string; category: LearningCategory }[]>,
      this.manager.query(
        `SELECT content_id AS "contentId", progress, completed, started_at IS NOT NULL AS started FROM learning_progress WHERE user_id = $1`,
        [userId],
      ) as Promise<{ contentId: string; progress: number; completed: boolean; started: boolean }[]>,
      // "This month" is the calendar month in the configured time zone (Asia/Tokyo).
      this.manager.query(
        `SELECT coalesce(sum(seconds), 0)::int AS total,
                coalesce(sum(seconds) FILTER (WHERE date_trunc('month', recorded_at AT TIME ZONE $2) = date_trunc('month', $3::timestamptz AT TIME ZONE $2)), 0)::int AS month
         FROM learning_study_log WHERE user_id = $1`,
        [userId, this.clock.timeZone, this.clock.now()],
      ) as Promise<{ total: number; month: number }[]>,
    ]);
    return learningSummary({ contents, progress, studySecondsThisMonth: time.month, studySecondsTotal: time.total });
  }
}
