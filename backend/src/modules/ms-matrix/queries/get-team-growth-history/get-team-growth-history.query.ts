import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface GrowthPointView {
  id: string;
  x: number;
  y: number;
  skillLevel: number;
  mindsetLevel: number;
  /** ISO-8601 instant the point was recorded. */
  timestamp: string;
}

/** Spec part 1 §3 "MS growth history per member". */
export interface MemberGrowthHistoryView {
  entryId: string;
  memberId: string;
  memberName: string;
  /** Oldest first; the last point is the current position. */
  history: GrowthPointView[];
  currentPosition: Omit<GrowthPointView, 'id'>;
  /** The trail to draw, in the order of `history`. */
  growthPath: { x: number; y: number }[];
}

/** The growth history of every member on a team's board. */
export class GetTeamGrowthHistoryQuery extends Query<MemberGrowthHistoryView[]> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
