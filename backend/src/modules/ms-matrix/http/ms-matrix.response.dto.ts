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
