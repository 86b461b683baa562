import { Query } from '@nestjs/cqrs';

export interface PointsView {
  userId: string;
  totalPoints: number;
  availablePoints: number;
  pointsEarnedFeedback: number;
  pointsEarnedFeedForward: number;
  pointsEarnedGoalCompletion: number;
  pointsSpent: number;
}

/** A user's points (spec part 2 §3 "User points"); all zero before the first award. */
export class GetPointsQuery extends Query<PointsView> {
  constructor(readonly userId: string) {
    super();
  }
}

export interface PointsHistoryDay {
  /** `YYYY-MM-DD` in the deployment's time zone. */
  date: string;
  earned: number;
  spent: number;
  /** Available points at the end of the day. */
  balance: number;
  /** Earned in all, up to the end of the day. */
  total: number;
}

/** A user's points per day with any change, oldest first: the chart of one's own points. */
export class GetPointsHistoryQuery extends Query<PointsHistoryDay[]> {
  constructor(readonly userId: string) {
    super();
  }
}
