import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface UpcomingOneOnOneView {
  entryId: string;
  /** `姓 名`. */
  employeeName: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Label of the entry's recommended approach; null when none is known. */
  approachLabel: string | null;
}

/**
 * Every figure is counted from read models. Journal entries and learning progress are not part
 * of it until those modules exist (no made-up numbers).
 */
export interface DashboardSummaryView {
  /** Teams the user belongs to. */
  joinedTeams: number;
  /** The user's 1on1 entries (members they manage). */
  managedMembers: number;
  /** Sessions of the user's entries whose session date falls in the current month (time zone of the deployment). */
  sessionsThisMonth: number;
  /** Up to 3 next session dates from today on, earliest first. */
  upcomingSessions: UpcomingOneOnOneView[];
}

export class GetDashboardSummaryQuery extends Query<DashboardSummaryView> {
  constructor(readonly user: SessionUser) {
    super();
  }
}
