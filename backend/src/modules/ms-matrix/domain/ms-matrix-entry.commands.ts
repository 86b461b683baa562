import { UserCommand } from '../../../platform/domain/command.js';
import type { MatrixPoint } from '../events/ms-matrix-entry.events.js';

// Commands of the MS matrix entry (stream `ms-matrix-entry-<entryId>`): each is the command bus's
// message and the decider's input. Ids are generated where a command is created.

/** A company member to register first, then place (the "add member" dialog of the MS page). */
export interface NewMatrixMember {
  /** The id the new company member gets. */
  memberId: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  positionId?: string | null;
  departmentId?: string | null;
}

/** Puts a company member on a team's MS board (once per team and member). Answers the entry id. */
export class PlaceMatrixMember extends UserCommand<
  'PlaceMatrixMember',
  {
    teamId: string;
    /** Link an existing company member of the team... */
    memberId?: string;
    /** ...or register a new one (exactly one of the two). */
    newMember?: NewMatrixMember;
    /** Default 0.5 / 0.5 (spec §9). */
    positionX?: number;
    positionY?: number;
    notes?: string | null;
    /** The first growth point. */
    pointId: string;
  },
  { id: string }
> {
  readonly type = 'PlaceMatrixMember';
}

/**
 * What a move answers: the entry as the board shows it right after the move, when the board's
 * projection applied it in the append's transaction (decision 0029), else null (read it then).
 * Opaque here: its shape is the read model's (`MsMatrixEntryView`).
 */
export type MovedEntry = object | null;

/** Moves an entry on the board; each move is a new growth point. */
export class MoveMatrixMember extends UserCommand<'MoveMatrixMember', { entryId: string; to: MatrixPoint; pointId: string }, MovedEntry> {
  readonly type = 'MoveMatrixMember';
}

/** Deletes a past growth point of an entry (never the latest: it is the current position). */
export class DeleteMatrixGrowthPoint extends UserCommand<'DeleteMatrixGrowthPoint', { pointId: string }> {
  readonly type = 'DeleteMatrixGrowthPoint';
}

/**
 * Clears the growth history of every member on a team's board: each keeps its current position
 * as its only point. Decided once per entry of the team. Answers how many points were deleted.
 */
export class ClearMatrixTeamHistory extends UserCommand<'ClearMatrixTeamHistory', { teamId: string }, { deletedPoints: number }> {
  readonly type = 'ClearMatrixTeamHistory';
}

/** Takes a member off the team's board (the company member stays; the log keeps the trail). */
export class RemoveMatrixMember extends UserCommand<'RemoveMatrixMember', { entryId: string }> {
  readonly type = 'RemoveMatrixMember';
}

export type MsMatrixEntryCommand = PlaceMatrixMember | MoveMatrixMember | DeleteMatrixGrowthPoint | ClearMatrixTeamHistory | RemoveMatrixMember;
