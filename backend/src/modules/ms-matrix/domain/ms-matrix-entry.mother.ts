import type {
  MatrixGrowthPointDeleted,
  MatrixMemberMoved,
  MatrixMemberPlaced,
  MatrixMemberRemoved,
  MatrixTeamHistoryCleared,
} from '../events/ms-matrix-entry.events.js';
import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import {
  ClearMatrixTeamHistory,
  DeleteMatrixGrowthPoint,
  MoveMatrixMember,
  PlaceMatrixMember,
  RemoveMatrixMember,
} from './ms-matrix-entry.commands.js';
import { msMatrixEntryId, type PlacedMember } from './ms-matrix-entry.js';

// Test data builders for the MS matrix entry: sensible defaults, override what the test is about.

/** The entry id a placement of member-1 on team-1's board decides (the events below use 'entry-1'). */
export const PLACED_ENTRY_ID = msMatrixEntryId('team-1', 'member-1');

export function aPlaceCommand(overrides: Partial<PlaceMatrixMember['data']> = {}): PlaceMatrixMember {
  return new PlaceMatrixMember(
    { teamId: 'team-1', memberId: 'member-1', positionX: 0.5, positionY: 0.5, notes: null, pointId: 'p1', ...overrides },
    aSessionUser(),
  );
}

/** The company member a placement is decided with (its handler reads it from the organisation). */
export function aPlacedMember(overrides: Partial<PlacedMember> = {}): { member: PlacedMember } {
  return { member: { id: 'member-1', displayName: '山田 太郎', departmentId: 'dept-1', ...overrides } };
}

export const aMoveCommand = (x: number, y: number, pointId = 'p9') =>
  new MoveMatrixMember({ entryId: 'entry-1', to: { x, y }, pointId }, aSessionUser());
export const aDeletePointCommand = (pointId: string) => new DeleteMatrixGrowthPoint({ pointId }, aSessionUser());
export const aClearHistoryCommand = () => new ClearMatrixTeamHistory({ teamId: 'team-1' }, aSessionUser());
export const aRemoveCommand = () => new RemoveMatrixMember({ entryId: 'entry-1' }, aSessionUser());

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
