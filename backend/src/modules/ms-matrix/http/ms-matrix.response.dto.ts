import { ApiProperty } from '@nestjs/swagger';

export class MsMatrixEntryResponse {
  @ApiProperty() id: string;
  @ApiProperty() memberId: string;
  @ApiProperty({ description: '姓 名' }) memberName: string;
  @ApiProperty({ type: String, nullable: true }) departmentId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null: 未所属' }) departmentName: string | null;
  @ApiProperty({ type: String, nullable: true }) departmentColor: string | null;
  @ApiProperty() teamId: string;
  @ApiProperty({ minimum: 0, maximum: 1 }) positionX: number;
  @ApiProperty({ minimum: 0, maximum: 1 }) positionY: number;
  @ApiProperty({ minimum: 0, maximum: 120, description: 'Derived from the position (spec §5)' }) skillLevel: number;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'Derived from the position (spec §5)' }) mindsetLevel: number;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ description: 'Send back in If-Match' }) revision: number;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class MatrixGrowthPointResponse {
  @ApiProperty() id: string;
  @ApiProperty() x: number;
  @ApiProperty() y: number;
  @ApiProperty() skillLevel: number;
  @ApiProperty() mindsetLevel: number;
  @ApiProperty({ format: 'date-time' }) timestamp: string;
}

export class MatrixCurrentPositionResponse {
  @ApiProperty() x: number;
  @ApiProperty() y: number;
  @ApiProperty() skillLevel: number;
  @ApiProperty() mindsetLevel: number;
  @ApiProperty({ format: 'date-time' }) timestamp: string;
}

export class MatrixPathPointResponse {
  @ApiProperty() x: number;
  @ApiProperty() y: number;
}

export class MemberGrowthHistoryResponse {
  @ApiProperty() entryId: string;
  @ApiProperty() memberId: string;
  @ApiProperty() memberName: string;
  @ApiProperty({ type: [MatrixGrowthPointResponse], description: 'Oldest first; the last is the current position' })
  history: MatrixGrowthPointResponse[];
  @ApiProperty({ type: MatrixCurrentPositionResponse }) currentPosition: MatrixCurrentPositionResponse;
  @ApiProperty({ type: [MatrixPathPointResponse] }) growthPath: MatrixPathPointResponse[];
}

export class MatrixAuditPositionResponse {
  @ApiProperty() x: number;
  @ApiProperty() y: number;
  @ApiProperty() skillLevel: number;
  @ApiProperty() mindsetLevel: number;
}

export class MatrixAuditRecordResponse {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true }) actorId: string | null;
  @ApiProperty({ type: String, nullable: true }) actorName: string | null;
  @ApiProperty({ enum: ['placed', 'moved', 'point_deleted', 'history_cleared', 'removed'] })
  action: 'placed' | 'moved' | 'point_deleted' | 'history_cleared' | 'removed';
  @ApiProperty({ type: MatrixAuditPositionResponse, nullable: true }) from: MatrixAuditPositionResponse | null;
  @ApiProperty({ type: MatrixAuditPositionResponse, nullable: true }) to: MatrixAuditPositionResponse | null;
  @ApiProperty({ type: String, nullable: true }) pointId: string | null;
  @ApiProperty({ type: [String] }) deletedPointIds: string[];
}

export class ClearMatrixHistoryResponse {
  @ApiProperty({ description: 'How many past growth points were deleted' }) deletedPoints: number;
}

/** An entry on the board as it was at the end of a past day (decision 0050). */
export class MsMatrixAsOfEntryResponse {
  @ApiProperty() id: string;
  @ApiProperty() memberId: string;
  @ApiProperty({ description: '姓 名, as it was that day' }) memberName: string;
  @ApiProperty({ type: String, nullable: true, description: 'The department of that day; null: 未所属' }) departmentId: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The department's name that day" }) departmentName: string | null;
  @ApiProperty({ type: String, nullable: true }) departmentColor: string | null;
  @ApiProperty() teamId: string;
  @ApiProperty({ minimum: 0, maximum: 1 }) positionX: number;
  @ApiProperty({ minimum: 0, maximum: 1 }) positionY: number;
  @ApiProperty({ minimum: 0, maximum: 120 }) skillLevel: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) mindsetLevel: number;
  @ApiProperty({ format: 'date-time', description: 'Since when the member stood there with this name and department' }) since: string;
}

export const AS_OF_EMPTY_REASONS = ['before_team', 'nobody_placed', 'not_on_board'] as const;
export type AsOfEmptyReason = (typeof AS_OF_EMPTY_REASONS)[number];

export class MsMatrixAsOfResponse {
  @ApiProperty({ example: '2026-05-01', description: 'The day asked for (YYYY-MM-DD, APP_TIME_ZONE)' }) date: string;
  @ApiProperty({ format: 'date-time', description: 'The end of that day: the board holds every event before this instant' }) endsAt: string;
  @ApiProperty({ example: '2026-01-10', type: String, nullable: true, description: 'The day the team was created (YYYY-MM-DD)' })
  teamCreatedOn: string | null;
  @ApiProperty({
    enum: AS_OF_EMPTY_REASONS,
    enumName: 'MatrixAsOfEmptyReason',
    nullable: true,
    description: 'Why the board is empty: the team did not exist yet, nobody was placed yet, or (a plain member) they were not on it',
  })
  emptyReason: AsOfEmptyReason | null;
  @ApiProperty({ type: [MsMatrixAsOfEntryResponse] }) entries: MsMatrixAsOfEntryResponse[];
}
