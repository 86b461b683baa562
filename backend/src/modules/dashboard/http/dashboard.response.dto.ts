import { ApiProperty } from '@nestjs/swagger';
import { JournalEntryResponse } from '../../ai-coaching/index.js';
import { LearningSummaryResponse } from '../../learning/index.js';
import { MS_QUADRANTS, type MsQuadrant } from '../domain/ms-movement.js';

export class UpcomingOneOnOneResponse {
  @ApiProperty() entryId: string;
  @ApiProperty({ description: '姓 名' }) employeeName: string;
  @ApiProperty({ example: '2026-05-15' }) date: string;
  @ApiProperty({ nullable: true, type: String, description: "null: show '未設定'" }) approachLabel: string | null;
  @ApiProperty({ description: 'Topics on the agenda of that session (the agendas module)' }) agendaItems: number;
}

export class WeeklyCountResponse {
  @ApiProperty({ example: '2026-11-23', description: 'The Monday the week starts on' }) weekStart: string;
  @ApiProperty() count: number;
}

export class StaleMemberResponse {
  @ApiProperty({ description: 'The 1on1 entry' }) entryId: string;
  @ApiProperty({ description: '姓 名' }) employeeName: string;
  @ApiProperty({ nullable: true, type: String, example: '2026-11-01', description: 'null: no 1on1 recorded yet' })
  lastSessionDate: string | null;
  @ApiProperty({ description: 'Days since the last 1on1, or since the entry was created when there was none' }) daysSince: number;
}

export class OneOnOneCadenceResponse {
  @ApiProperty({ type: [WeeklyCountResponse], description: "The user's 1on1 sessions per week, the last 12 weeks, oldest first" })
  weeks: WeeklyCountResponse[];
  @ApiProperty({ description: 'Days without a 1on1 after which a member is listed as stale' }) staleAfterDays: number;
  @ApiProperty({ type: [StaleMemberResponse], description: "The user's 1on1 members without a 1on1 for more than staleAfterDays, longest first" })
  staleMembers: StaleMemberResponse[];
}

export class DashboardSummaryResponse {
  @ApiProperty({ description: 'Teams the user belongs to' }) joinedTeams: number;
  @ApiProperty({ description: "The user's 1on1 entries" }) managedMembers: number;
  @ApiProperty({ description: '1on1 sessions dated this month (APP_TIME_ZONE)' }) sessionsThisMonth: number;
  @ApiProperty({ type: [UpcomingOneOnOneResponse], description: 'Up to 3, from today on, earliest first' })
  upcomingSessions: UpcomingOneOnOneResponse[];
  @ApiProperty({ type: OneOnOneCadenceResponse }) oneOnOneCadence: OneOnOneCadenceResponse;
}

export class MsPlaceResponse {
  @ApiProperty() skillLevel: number;
  @ApiProperty() mindsetLevel: number;
  @ApiProperty({ enum: MS_QUADRANTS, enumName: 'MsQuadrant', description: 'Split at skill 50 and mindset 50' }) quadrant: MsQuadrant;
}

export class MsMoverResponse {
  @ApiProperty() entryId: string;
  @ApiProperty() memberId: string;
  @ApiProperty({ description: '姓 名' }) memberName: string;
  @ApiProperty({ description: 'Moves this month' }) moves: number;
  @ApiProperty({ type: MsPlaceResponse, description: 'Where the member stood when the month began (or was placed this month)' })
  from: MsPlaceResponse;
  @ApiProperty({ type: MsPlaceResponse, description: 'Where the member stands now' }) to: MsPlaceResponse;
  @ApiProperty() skillChange: number;
  @ApiProperty() mindsetChange: number;
}

export class MsMovementResponse {
  @ApiProperty() teamId: string;
  @ApiProperty({ enum: ['team', 'own'], description: "own: a plain member, who sees only their own entry's movement" })
  scope: 'team' | 'own';
  @ApiProperty({ example: '2026-11', description: 'The current month (APP_TIME_ZONE)' }) month: string;
  @ApiProperty({ description: 'Members on the board (that the caller may see)' }) membersOnBoard: number;
  @ApiProperty({ description: 'Members moved at least once this month' }) membersMoved: number;
  @ApiProperty({ description: 'Moves this month' }) moves: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Mean skill change of the members who moved, one decimal; null when nobody moved' })
  averageSkillChange: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Mean mindset change of the members who moved, one decimal; null when nobody moved' })
  averageMindsetChange: number | null;
  @ApiProperty({ description: 'Members who moved into another quadrant this month' }) crossedQuadrant: number;
  @ApiProperty({ type: [MsMoverResponse], description: 'Members who moved this month, the largest change first' }) movers: MsMoverResponse[];
  @ApiProperty({ type: [WeeklyCountResponse], description: 'Moves per week, the last 12 weeks, oldest first' }) weeks: WeeklyCountResponse[];
}

export class DashboardJournalResponse {
  @ApiProperty({ description: "The user's journal entries" }) total: number;
  @ApiProperty({ type: [JournalEntryResponse], description: 'The newest entries, at most 3' }) latest: JournalEntryResponse[];
}

/** The dashboard's first screen in one answer (`GET /api/dashboard/first-screen`). */
export class DashboardFirstScreenResponse {
  @ApiProperty({ type: DashboardSummaryResponse, description: 'The same answer as GET /api/dashboard/summary' }) summary: DashboardSummaryResponse;
  @ApiProperty({ type: DashboardJournalResponse }) journal: DashboardJournalResponse;
  @ApiProperty({ type: LearningSummaryResponse, description: 'The same answer as GET /api/learning/summary (cards, badges, category bars)' })
  learning: LearningSummaryResponse;
}
