import { ApiProperty } from '@nestjs/swagger';
import { PERFORMANCE_LABELS } from '@pivot/rules';
import type { OneOnOneApproach } from '../events/one-on-one-entry.events.js';

export const ONE_ON_ONE_APPROACHES = ['strategy', 'mindset_improvement', 'trust_building', 'mixed'] as const satisfies readonly OneOnOneApproach[];

export class OneOnOneEntryResponse {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'The user who owns the entry' }) managerId: string;
  @ApiProperty() teamId: string;
  @ApiProperty({ description: 'Company member id' }) employeeId: string;
  @ApiProperty({ description: '姓 名' }) employeeName: string;
  @ApiProperty({ nullable: true, type: String }) departmentId: string | null;
  @ApiProperty({ nullable: true, type: String }) departmentName: string | null;
  @ApiProperty({ nullable: true, type: String, example: '#3B82F6' }) departmentColor: string | null;
  @ApiProperty({ minimum: 0, maximum: 1 }) positionX: number;
  @ApiProperty({ minimum: 0, maximum: 1 }) positionY: number;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Fraction: trust = x' }) trustLevel: number;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Fraction: mindset = 1 − y' }) mindsetLevel: number;
  @ApiProperty({ enum: ONE_ON_ONE_APPROACHES, enumName: 'OneOnOneApproach' }) quadrant: OneOnOneApproach;
  @ApiProperty() approachLabel: string;
  @ApiProperty() recommendedApproach: string;
  @ApiProperty({ nullable: true, type: String }) notes: string | null;
  @ApiProperty({ nullable: true, type: String, example: '2026-05-01' }) lastSessionDate: string | null;
  @ApiProperty({ nullable: true, type: String, example: '2026-05-15' }) nextSessionDate: string | null;
  @ApiProperty({ description: 'No session for more than 14 days (or none since creation 14+ days ago), counted in APP_TIME_ZONE' })
  isStale: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty({ description: 'Send as If-Match to guard a change' }) revision: number;
}

export class OneOnOnePositionResponse {
  @ApiProperty() x: number;
  @ApiProperty() y: number;
  @ApiProperty() trustLevel: number;
  @ApiProperty() mindsetLevel: number;
}

export class OneOnOneGrowthPointResponse {
  @ApiProperty() id: string;
  @ApiProperty() x: number;
  @ApiProperty() y: number;
  @ApiProperty() trustLevel: number;
  @ApiProperty() mindsetLevel: number;
  @ApiProperty() timestamp: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Percentage points of trust + mindset vs the previous point' })
  changeValue: number | null;
  @ApiProperty({ enum: [...PERFORMANCE_LABELS], enumName: 'OneOnOnePerformanceLabel' }) performanceLabel: string;
  @ApiProperty({ description: 'The current position; cannot be deleted' }) isLatest: boolean;
}

export class OneOnOneGrowthHistoryResponse {
  @ApiProperty() entryId: string;
  @ApiProperty() employeeId: string;
  @ApiProperty({ description: '姓 名' }) memberName: string;
  @ApiProperty({ nullable: true, type: String }) departmentId: string | null;
  @ApiProperty() teamId: string;
  @ApiProperty({ type: OneOnOnePositionResponse }) currentPosition: OneOnOnePositionResponse;
  @ApiProperty({ enum: ONE_ON_ONE_APPROACHES, enumName: 'OneOnOneApproach' }) quadrant: OneOnOneApproach;
  @ApiProperty() approachLabel: string;
  @ApiProperty() recommendedApproach: string;
  @ApiProperty() revision: number;
  @ApiProperty({ type: [OneOnOneGrowthPointResponse] }) history: OneOnOneGrowthPointResponse[];
}

export class OneOnOneSessionResponse {
  @ApiProperty() id: string;
  @ApiProperty() entryId: string;
  @ApiProperty({ example: '2026-05-01' }) sessionDate: string;
  @ApiProperty({ enum: ONE_ON_ONE_APPROACHES, enumName: 'OneOnOneApproach' }) approach: OneOnOneApproach;
  @ApiProperty() approachLabel: string;
  @ApiProperty({ nullable: true, type: String }) outcomes: string | null;
  @ApiProperty({ nullable: true, type: String }) feedback: string | null;
  @ApiProperty({ minimum: 1, maximum: 5 }) effectiveness: number;
  @ApiProperty({ nullable: true, type: String }) nextSessionDate: string | null;
  @ApiProperty() recordedAt: string;
}

/** An entry on the manager's board as it was at the end of a past day (decision 0050). */
export class OneOnOneAsOfEntryResponse {
  @ApiProperty() id: string;
  @ApiProperty() managerId: string;
  @ApiProperty({ description: "The member's team that day" }) teamId: string;
  @ApiProperty() employeeId: string;
  @ApiProperty({ description: '姓 名, as it was that day' }) employeeName: string;
  @ApiProperty({ type: String, nullable: true }) departmentId: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The department's name that day" }) departmentName: string | null;
  @ApiProperty({ type: String, nullable: true }) departmentColor: string | null;
  @ApiProperty() positionX: number;
  @ApiProperty() positionY: number;
  @ApiProperty({ description: 'Fraction: trust = x' }) trustLevel: number;
  @ApiProperty({ description: 'Fraction: mindset = 1 − y' }) mindsetLevel: number;
  @ApiProperty({ enum: ONE_ON_ONE_APPROACHES, enumName: 'OneOnOneApproach' }) quadrant: OneOnOneApproach;
  @ApiProperty() approachLabel: string;
  @ApiProperty() recommendedApproach: string;
  @ApiProperty({ type: String, nullable: true, description: 'The last session on or before that day' }) lastSessionDate: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The next session planned at that last session' }) nextSessionDate: string | null;
  @ApiProperty({ description: 'Stale as of that day (no session for more than 14 days)' }) isStale: boolean;
  @ApiProperty({ format: 'date-time', description: 'When this life of the entry began' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'Since when the member stood there with this name, department and team' }) since: string;
}

export const ONE_ON_ONE_AS_OF_EMPTY_REASONS = ['before_team', 'nobody_placed'] as const;
export type OneOnOneAsOfEmptyReason = (typeof ONE_ON_ONE_AS_OF_EMPTY_REASONS)[number];

export class OneOnOneAsOfResponse {
  @ApiProperty({ example: '2026-05-01' }) date: string;
  @ApiProperty({ format: 'date-time', description: 'The end of that day: the board holds every event before this instant' }) endsAt: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-01-10' }) teamCreatedOn: string | null;
  @ApiProperty({ enum: ONE_ON_ONE_AS_OF_EMPTY_REASONS, enumName: 'OneOnOneAsOfEmptyReason', nullable: true, description: 'Why the board is empty' })
  emptyReason: OneOnOneAsOfEmptyReason | null;
  @ApiProperty({ type: [OneOnOneAsOfEntryResponse] }) entries: OneOnOneAsOfEntryResponse[];
}

/** One change of a 1on1 entry, read from its events (GET /api/1on1-matrix/{id}/audit). */
export class OneOnOneAuditRecordResponse {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true }) actorId: string | null;
  @ApiProperty({ type: String, nullable: true, description: '姓 名 of the user who acted, when known' }) actorName: string | null;
  @ApiProperty({ enum: ['placed', 'moved', 'point_deleted', 'session_recorded', 'removed'] })
  action: 'placed' | 'moved' | 'point_deleted' | 'session_recorded' | 'removed';
  @ApiProperty({ type: OneOnOnePositionResponse, nullable: true }) from: OneOnOnePositionResponse | null;
  @ApiProperty({ type: OneOnOnePositionResponse, nullable: true }) to: OneOnOnePositionResponse | null;
  @ApiProperty({ type: String, nullable: true, description: 'The growth point created or deleted' }) pointId: string | null;
}
