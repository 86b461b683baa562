import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';
import { FORGOTTEN_NAME, personal } from '../../../platform/event-store/personal-data.js';

/** A place on the MS board: fractions 0..1 of the board, x = skill (left → right), y from the top. */
export interface MatrixPoint {
  x: number;
  y: number;
}

/**
 * A company member was put on a team's MS board. Starts a life of the entry stream
 * `ms-matrix-entry-<entryId>` and records its first growth point.
 */
export type MatrixMemberPlaced = DomainEvent<
  'MatrixMemberPlaced',
  {
    entryId: string;
    teamId: string;
    memberId: string;
    /** `姓 名` at placement; later names come from CompanyMemberUpdated. */
    memberName: string;
    departmentId: string | null;
    positionX: number;
    positionY: number;
    notes: string | null;
    /** The first growth point, at the initial position. */
    pointId: string;
  }
>;

/** The member was moved on the board; `pointId` is the new growth point at `to`. */
export type MatrixMemberMoved = DomainEvent<
  'MatrixMemberMoved',
  { entryId: string; teamId: string; memberId: string; from: MatrixPoint; to: MatrixPoint; pointId: string }
>;

/** A past growth point was deleted (never the latest: it is the current position). */
export type MatrixGrowthPointDeleted = DomainEvent<'MatrixGrowthPointDeleted', { entryId: string; pointId: string }>;

/**
 * The team's growth history was cleared. Appended to every entry stream of the team (one event
 * per entry, sharing the request's correlation id), so each entry's own stream stays the whole
 * truth about its points: all points but the latest (`keptPointId`, the current position) are gone.
 */
export type MatrixTeamHistoryCleared = DomainEvent<
  'MatrixTeamHistoryCleared',
  { entryId: string; teamId: string; keptPointId: string; deletedPointIds: string[] }
>;

/** The member was taken off the board; the stream may start a new life by a later placement. */
export type MatrixMemberRemoved = DomainEvent<'MatrixMemberRemoved', { entryId: string; teamId: string; memberId: string }>;

export type MsMatrixEntryEvent =
  | MatrixMemberPlaced
  | MatrixMemberMoved
  | MatrixGrowthPointDeleted
  | MatrixTeamHistoryCleared
  | MatrixMemberRemoved;

/** Schema versions, registered by `MsMatrixModule`: a breaking change raises a version and adds its upcaster here. */
export const MS_MATRIX_ENTRY_EVENT_SCHEMAS = eventSchemas<MsMatrixEntryEvent>({
  MatrixMemberPlaced: { version: 1, personal: personal<MatrixMemberPlaced['data']>('memberId', { memberName: FORGOTTEN_NAME, notes: null }) },
  MatrixMemberMoved: 1,
  MatrixGrowthPointDeleted: 1,
  MatrixTeamHistoryCleared: 1,
  MatrixMemberRemoved: 1,
});
