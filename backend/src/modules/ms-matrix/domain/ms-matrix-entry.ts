import { streamCategory } from '../../../platform/domain/stream-folders.js';
import { assertNever, deciderWithFacts, type CommandWithoutFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import { isFraction } from '../../../platform/domain/fraction.js';
import { IdTrail } from '../../../platform/domain/id-trail.js';
import { nameBasedId } from '../../../platform/domain/name-based-id.js';
import type { MatrixPoint, MsMatrixEntryEvent } from '../events/ms-matrix-entry.events.js';
import { DEFAULT_POSITION, MS_MATRIX_LIMITS } from '@pivot/rules';
import type { MsMatrixEntryCommand, PlaceMatrixMember } from './ms-matrix-entry.commands.js';
import {
  GrowthPointNotFoundError,
  InvalidPositionError,
  LatestGrowthPointError,
  MatrixEntryNotFoundError,
  MemberAlreadyPlacedError,
  NotesTooLongError,
} from './ms-matrix-entry.errors.js';

/**
 * One company member on one team's MS board: its position and its growth points.
 * Stream `ms-matrix-entry-<entryId>`.
 *
 * The id is derived from (team, member), so "a member is on a team's board at most once" is kept
 * by the stream itself: placing while the stream holds a live entry is a conflict, and after a
 * removal the same stream starts a new life.
 */
export const msMatrixEntryStream = streamCategory('ms-matrix-entry');

/** A name-based UUID of the team and member ids. */
export const msMatrixEntryId = (teamId: string, memberId: string): string => nameBasedId('ms-matrix-entry', teamId, memberId);

export type MsMatrixEntryState =
  | { status: 'empty' }
  | {
      status: 'placed';
      entryId: string;
      teamId: string;
      memberId: string;
      position: MatrixPoint;
      /** Growth point ids, oldest first; the last one is the current position. */
      pointIds: IdTrail;
    }
  | { status: 'removed'; teamId: string };

/** What a decision needs from outside the entry's stream; the handler reads it (see `Decider`). */
export interface MsMatrixEntryFacts {
  /** The company member placed, as the organisation knows it now. */
  PlaceMatrixMember: { member: PlacedMember };
}

export interface PlacedMember {
  id: string;
  displayName: string;
  departmentId: string | null;
}

type Placed = Extract<MsMatrixEntryState, { status: 'placed' }>;

function placed(state: MsMatrixEntryState): Placed {
  if (state.status !== 'placed') throw new MatrixEntryNotFoundError();
  return state;
}

function assertPosition(position: MatrixPoint): void {
  if (!isFraction(position.x)) throw new InvalidPositionError('positionX');
  if (!isFraction(position.y)) throw new InvalidPositionError('positionY');
}

/** The longest notes a placement keeps (shared with the client). */
export const MAX_NOTES_LENGTH = MS_MATRIX_LIMITS.notes.max;

/** Where a member is placed: the given position, 0.5 / 0.5 where none is given (spec §9); refused outside 0..1. */
export function placementPosition({ positionX, positionY }: PlaceMatrixMember['data']): MatrixPoint {
  const position = { x: positionX ?? DEFAULT_POSITION.x, y: positionY ?? DEFAULT_POSITION.y };
  assertPosition(position);
  return position;
}

const decideWithFacts: FactDecisions<MsMatrixEntryState, MsMatrixEntryCommand, MsMatrixEntryEvent, MsMatrixEntryFacts> = {
  PlaceMatrixMember: (command, state, { member }) => {
    if (state.status === 'placed') throw new MemberAlreadyPlacedError();
    const position = placementPosition(command.data);
    if ((command.data.notes?.length ?? 0) > MAX_NOTES_LENGTH) throw new NotesTooLongError(MAX_NOTES_LENGTH);
    const { teamId, pointId } = command.data;
    return [
      {
        type: 'MatrixMemberPlaced',
        data: {
          entryId: msMatrixEntryId(teamId, member.id),
          teamId,
          memberId: member.id,
          memberName: member.displayName,
          departmentId: member.departmentId,
          notes: command.data.notes?.trim() || null,
          pointId,
          positionX: position.x,
          positionY: position.y,
        },
      },
    ];
  },
};

function decide(command: CommandWithoutFacts<MsMatrixEntryCommand, MsMatrixEntryFacts>, state: MsMatrixEntryState): MsMatrixEntryEvent[] {
  switch (command.type) {
    case 'MoveMatrixMember': {
      const entry = placed(state);
      assertPosition(command.data.to);
      if (entry.position.x === command.data.to.x && entry.position.y === command.data.to.y) return [];
      return [
        {
          type: 'MatrixMemberMoved',
          data: {
            entryId: entry.entryId,
            teamId: entry.teamId,
            memberId: entry.memberId,
            from: entry.position,
            to: command.data.to,
            pointId: command.data.pointId,
          },
        },
      ];
    }
    case 'DeleteMatrixGrowthPoint': {
      const entry = placed(state);
      const index = entry.pointIds.indexOf(command.data.pointId);
      if (index < 0) throw new GrowthPointNotFoundError();
      if (index === entry.pointIds.length - 1) throw new LatestGrowthPointError();
      return [{ type: 'MatrixGrowthPointDeleted', data: { entryId: entry.entryId, pointId: command.data.pointId } }];
    }
    case 'ClearMatrixTeamHistory': {
      const entry = placed(state);
      if (entry.pointIds.length <= 1) return [];
      return [
        {
          type: 'MatrixTeamHistoryCleared',
          data: {
            entryId: entry.entryId,
            teamId: entry.teamId,
            keptPointId: entry.pointIds.last as string,
            deletedPointIds: entry.pointIds.toArray().slice(0, -1),
          },
        },
      ];
    }
    case 'RemoveMatrixMember': {
      const entry = placed(state);
      return [{ type: 'MatrixMemberRemoved', data: { entryId: entry.entryId, teamId: entry.teamId, memberId: entry.memberId } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: MsMatrixEntryState, event: MsMatrixEntryEvent): MsMatrixEntryState {
  switch (event.type) {
    case 'MatrixMemberPlaced':
      return {
        status: 'placed',
        entryId: event.data.entryId,
        teamId: event.data.teamId,
        memberId: event.data.memberId,
        position: { x: event.data.positionX, y: event.data.positionY },
        pointIds: IdTrail.EMPTY.append(event.data.pointId),
      };
    case 'MatrixMemberMoved':
      if (state.status !== 'placed') return state;
      return { ...state, position: event.data.to, pointIds: state.pointIds.append(event.data.pointId) };
    case 'MatrixGrowthPointDeleted':
      if (state.status !== 'placed') return state;
      return { ...state, pointIds: state.pointIds.without(new Set([event.data.pointId])) };
    case 'MatrixTeamHistoryCleared': {
      if (state.status !== 'placed') return state;
      const deleted = new Set(event.data.deletedPointIds);
      return { ...state, pointIds: state.pointIds.without(deleted) };
    }
    case 'MatrixMemberRemoved':
      return { status: 'removed', teamId: event.data.teamId };
    default:
      return assertNever(event);
  }
}

export const msMatrixEntryDecider: Decider<MsMatrixEntryState, MsMatrixEntryCommand, MsMatrixEntryEvent, MsMatrixEntryFacts> = deciderWithFacts({
  initialState: () => ({ status: 'empty' }),
  evolve,
  decideWithFacts,
  decide,
});
