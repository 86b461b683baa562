import type {
  MatrixGrowthPointDeleted,
  MatrixMemberMoved,
  MatrixMemberPlaced,
  MatrixMemberRemoved,
  MatrixTeamHistoryCleared,
} from '../events/ms-matrix-entry.events.js';
import type { MsMatrixEntryCommand } from './ms-matrix-entry.js';

// Test data builders for the MS matrix entry: sensible defaults, override what the test is about.

type PlaceCommand = Extract<MsMatrixEntryCommand, { type: 'PlaceMatrixMember' }>;

export function aPlaceCommand(overrides: Partial<PlaceCommand['data']> = {}): PlaceCommand {
  return {
    type: 'PlaceMatrixMember',
    data: {
      entryId: 'entry-1',
      teamId: 'team-1',
      memberId: 'member-1',
      memberName: '山田 太郎',
      departmentId: 'dept-1',
      position: { x: 0.5, y: 0.5 },
      notes: null,
      pointId: 'p1',
      ...overrides,
    },
  };
}

export function aMemberPlaced(overrides: Partial<MatrixMemberPlaced['data']> = {}): MatrixMemberPlaced {
  return {
    type: 'MatrixMemberPlaced',
    data: {
      entryId: 'entry-1',
      teamId: 'team-1',
      memberId: 'member-1',
      memberName: '山田 太郎',
      departmentId: 'dept-1',
      positionX: 0.5,
      positionY: 0.5,
      notes: null,
      pointId: 'p1',
      ...overrides,
    },
  };
}

export function aMemberMoved(overrides: Partial<MatrixMemberMoved['data']> = {}): MatrixMemberMoved {
  return {
    type: 'MatrixMemberMoved',
    data: {
      entryId: 'entry-1',
      teamId: 'team-1',
      memberId: 'member-1',
      from: { x: 0.5, y: 0.5 },
      to: { x: 0.6, y: 0.4 },
      pointId: 'p2',
      ...overrides,
    },
  };
}

export function aGrowthPointDeleted(overrides: Partial<MatrixGrowthPointDeleted['data']> = {}): MatrixGrowthPointDeleted {
  return { type: 'MatrixGrowthPointDeleted', data: { entryId: 'entry-1', pointId: 'p1', ...overrides } };
}

export function aHistoryCleared(overrides: Partial<MatrixTeamHistoryCleared['data']> = {}): MatrixTeamHistoryCleared {
  return {
    type: 'MatrixTeamHistoryCleared',
    data: { entryId: 'entry-1', teamId: 'team-1', keptPointId: 'p2', deletedPointIds: ['p1'], ...overrides },
  };
}

export function aMemberRemoved(overrides: Partial<MatrixMemberRemoved['data']> = {}): MatrixMemberRemoved {
  return { type: 'MatrixMemberRemoved', data: { entryId: 'entry-1', teamId: 'team-1', memberId: 'member-1', ...overrides } };
}
