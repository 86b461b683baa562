import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { OneOnOneApproach } from '../../events/one-on-one-entry.events.js';
import type { PerformanceLabel } from '../../domain/one-on-one-board.js';

export interface OneOnOneGrowthPointView {
  id: string;
  x: number;
  y: number;
  trustLevel: number;
  mindsetLevel: number;
  /** ISO-8601 instant the point was recorded. */
  timestamp: string;
  /** Change of trust + mindset vs the previous point, in percentage points; null for the first. */
  changeValue: number | null;
  performanceLabel: PerformanceLabel;
  /** The latest point is the current position and cannot be deleted. */
  isLatest: boolean;
}

export interface OneOnOneGrowthHistoryView {
  entryId: string;
  employeeId: string;
  memberName: string;
  departmentId: string | null;
  teamId: string;
  currentPosition: { x: number; y: number; trustLevel: number; mindsetLevel: number };
  quadrant: OneOnOneApproach;
  approachLabel: string;
  recommendedApproach: string;
  revision: number;
  history: OneOnOneGrowthPointView[];
}

/** The caller's entries with their growth points, oldest first. */
export class GetGrowthHistoryQuery extends Query<OneOnOneGrowthHistoryView[]> {
  constructor(
    readonly reader: SessionUser,
    readonly options: { teamId?: string } = {},
  ) {
    super();
  }
}
