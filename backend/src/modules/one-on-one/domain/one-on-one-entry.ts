import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import { isFraction } from '../../../platform/domain/fraction.js';
import { nameBasedId } from '../../../platform/domain/name-based-id.js';
import type {
  BoardPosition,
  OneOnOneApproach,
  OneOnOneEntryEvent,
} from '../events/one-on-one-entry.events.js';
import {
  GrowthPointNotFoundError,
  InvalidPositionError,
  InvalidSessionError,
  LatestGrowthPointError,
  OneOnOneEntryAlreadyExistsError,
  OneOnOneEntryNotFoundError,
} from './one-on-one-entry.errors.js';
import { isCalendarDate } from '../../../platform/time/calendar.js';

/**
 * A manager's 1on1 entry for one company member: its place on the board, its growth points and
 * its sessions. Stream `one-on-one-entry-<id>`.
 *
 * The id is derived from (manager, employee), so "one entry per manager and employee" is kept by
 * the stream itself: creating while the stream holds a live entry is a conflict, and after a
 * deletion the same stream starts a new life.
 */
export const oneOnOneEntryStreamId = (entryId: string) => `one-on-one-entry-${entryId}`;

/** A name-based UUID of the manager and employee ids. */
export const oneOnOneEntryId = (managerId: string, employeeId: string): string =>
  nameBasedId('one-on-one-entry', managerId, employeeId);

export type OneOnOneEntryState =
  | { status: 'empty' }
  | {
      status: 'active';
      entryId: string;
      managerId: string;
      employeeId: string;
      position: BoardPosition;
      /** Growth point ids, oldest first; the last one is the current position. */
      pointIds: string[];
      sessionIds: string[];
    }
  | { status: 'deleted' };

export type OneOnOneEntryCommand =
  | {
      type: 'CreateOneOnOneEntry';
      data: {
        entryId: string;
        managerId: string;
        teamId: string;
        employeeId: string;
        employeeName: string;
        departmentId: string | null;
        position: BoardPosition;
        pointId: string;
        notes: string | null;
      };
    }
  | { type: 'MoveOneOnOneEntry'; data: { actorId: string; to: BoardPosition; pointId: string } }
  | { type: 'DeleteOneOnOneGrowthPoint'; data: { actorId: string; pointId: string } }
  | {
      type: 'RecordOneOnOneSession';
      data: {
        actorId: string;
        sessionId: string;
        sessionDate: string;
        approach: OneOnOneApproach;
        outcomes: string | null;
        feedback: string | null;
        effectiveness: number;
        nextSessionDate: string | null;
        /** Today in the deployment's time zone: a session cannot be recorded for the future. */
        today: string;
      };
    }
  | { type: 'DeleteOneOnOneEntry'; data: { actorId: string } };

type Active = Extract<OneOnOneEntryState, { status: 'active' }>;

/** Only the owner sees the entry; anyone else is told it does not exist. */
function ownedBy(state: OneOnOneEntryState, actorId: string): Active {
  if (state.status !== 'active' || state.managerId !== actorId) throw new OneOnOneEntryNotFoundError();
  return state;
}

function assertPosition(position: BoardPosition): void {
  if (!isFraction(position.x) || !isFraction(position.y)) throw new InvalidPositionError();
}

function assertSession(data: Extract<OneOnOneEntryCommand, { type: 'RecordOneOnOneSession' }>['data']): void {
  if (!isCalendarDate(data.sessionDate)) throw new InvalidSessionError('実施日はYYYY-MM-DD形式の日付で指定してください');
  if (data.sessionDate > data.today) throw new InvalidSessionError('実施日に未来の日付は指定できません');
  if (!Number.isInteger(data.effectiveness) || data.effectiveness < 1 || data.effectiveness > 5) {
    throw new InvalidSessionError('効果は1から5の整数で指定してください');
  }
  if (data.nextSessionDate !== null) {
    if (!isCalendarDate(data.nextSessionDate)) throw new InvalidSessionError('次回予定日はYYYY-MM-DD形式の日付で指定してください');
    if (data.nextSessionDate <= data.sessionDate) throw new InvalidSessionError('次回予定日は実施日より後の日付を指定してください');
  }
}

export function decide(command: OneOnOneEntryCommand, state: OneOnOneEntryState): OneOnOneEntryEvent[] {
  switch (command.type) {
    case 'CreateOneOnOneEntry': {
      if (state.status === 'active') throw new OneOnOneEntryAlreadyExistsError();
      const { position, ...data } = command.data;
      assertPosition(position);
      return [{ type: 'OneOnOneEntryCreated', data: { ...data, positionX: position.x, positionY: position.y } }];
    }
    case 'MoveOneOnOneEntry': {
      const entry = ownedBy(state, command.data.actorId);
      assertPosition(command.data.to);
      if (entry.position.x === command.data.to.x && entry.position.y === command.data.to.y) return [];
      return [
        {
          type: 'OneOnOneEntryMoved',
          data: { entryId: entry.entryId, from: entry.position, to: command.data.to, pointId: command.data.pointId },
        },
      ];
    }
    case 'DeleteOneOnOneGrowthPoint': {
      const entry = ownedBy(state, command.data.actorId);
      const index = entry.pointIds.indexOf(command.data.pointId);
      if (index < 0) throw new GrowthPointNotFoundError();
      if (index === entry.pointIds.length - 1) throw new LatestGrowthPointError();
      return [{ type: 'OneOnOneGrowthPointDeleted', data: { entryId: entry.entryId, pointId: command.data.pointId } }];
    }
    case 'RecordOneOnOneSession': {
      const entry = ownedBy(state, command.data.actorId);
      assertSession(command.data);
      const { actorId: _actor, today: _today, ...session } = command.data;
      return [{ type: 'OneOnOneSessionRecorded', data: { entryId: entry.entryId, ...session } }];
    }
    case 'DeleteOneOnOneEntry': {
      const entry = ownedBy(state, command.data.actorId);
      return [
        { type: 'OneOnOneEntryDeleted', data: { entryId: entry.entryId, managerId: entry.managerId, employeeId: entry.employeeId } },
      ];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: OneOnOneEntryState, event: OneOnOneEntryEvent): OneOnOneEntryState {
  switch (event.type) {
    case 'OneOnOneEntryCreated':
      return {
        status: 'active',
        entryId: event.data.entryId,
        managerId: event.data.managerId,
        employeeId: event.data.employeeId,
        position: { x: event.data.positionX, y: event.data.positionY },
        pointIds: [event.data.pointId],
        sessionIds: [],
      };
    case 'OneOnOneEntryMoved':
      if (state.status !== 'active') return state;
      return { ...state, position: event.data.to, pointIds: [...state.pointIds, event.data.pointId] };
    case 'OneOnOneGrowthPointDeleted':
      if (state.status !== 'active') return state;
      return { ...state, pointIds: state.pointIds.filter((id) => id !== event.data.pointId) };
    case 'OneOnOneSessionRecorded':
      if (state.status !== 'active') return state;
      return { ...state, sessionIds: [...state.sessionIds, event.data.sessionId] };
    case 'OneOnOneEntryDeleted':
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}

export const oneOnOneEntryDecider: Decider<OneOnOneEntryState, OneOnOneEntryCommand, OneOnOneEntryEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
