import { Query } from '@nestjs/cqrs';
import type { LearningSummary } from '../../domain/learning-summary.js';

/** The user's learning summary over the public content: cards, badges, category bars (also the dashboard's learning card). */
export class GetLearningSummaryQuery extends Query<LearningSummary> {
  constructor(readonly userId: string) {
    super();
  }
}
