import type { MatrixGrowthPointResponse, MemberGrowthHistoryResponse, MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import { levelsAt } from '@pivot/rules';

let sequence = 0;

/** A board entry as GET /api/ms-matrix/team/:teamId answers; levels derived like the server does. */
export function anEntry(overrides: Partial<MsMatrixEntryResponse> = {}): MsMatrixEntryResponse {
  sequence += 1;
  const positionX = overrides.positionX ?? 0.5;
  const positionY = overrides.positionY ?? 0.5;
  return {
    id: `entry-${sequence}`,
    memberId: `member-${sequence}`,
    memberName: `山田 太郎${sequence}`,
    departmentId: 'dept-dev',
    departmentName: '開発部',
    departmentColor: '#3B82F6',
    teamId: 'team-1',
    notes: null,
    revision: 3,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...levelsAt({ x: positionX, y: positionY }),
    ...overrides,
    positionX,
    positionY,
  };
}

/** A growth point at a position (levels derived), recorded on `day` of November 2026. */
export function aPoint(id: string, x: number, y: number, day: number): MatrixGrowthPointResponse {
  return { id, x, y, ...levelsAt({ x, y }), timestamp: `2026-11-${String(day).padStart(2, '0')}T01:00:00.000Z` };
}

/** The growth history of an entry: its points, oldest first; the last is where the entry is. */
export function aHistory(entry: MsMatrixEntryResponse, points: MatrixGrowthPointResponse[]): MemberGrowthHistoryResponse {
  const current = points[points.length - 1];
  return {
    entryId: entry.id,
    memberId: entry.memberId,
    memberName: entry.memberName,
    history: points,
    currentPosition: { x: current.x, y: current.y, skillLevel: current.skillLevel, mindsetLevel: current.mindsetLevel, timestamp: current.timestamp },
    growthPath: points.map(({ x, y }) => ({ x, y })),
  };
}
