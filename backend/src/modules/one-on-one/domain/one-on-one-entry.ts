import { streamCategory } from '../../../platform/domain/stream-folders.js';
import { assertNever, deciderWithFacts, type CommandWithoutFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import { isFraction } from '../../../platform/domain/fraction.js';
import { IdTrail } from '../../../platform/domain/id-trail.js';
import { nameBasedId } from '../../../platform/domain/name-based-id.js';
import type {
  BoardPosition,
  OneOnOneEntryEvent,
  OneOnOneSessionRecorded,
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
import type { OneOnOneEntryCommand } from './one-on-one-entry.commands.js';
import { ONE_ON_ONE_LIMITS } from '@pivot/rules';

/**
 * A manager's 1on1 entry for one company member: its place on the board, its growth points and
 * its sessions. Stream `one-on-one-entry-<id>`.
 *
 * The id is derived from (manager, employee), so "one entry per manager and employee" is kept by
 * the stream itself: creating while the stream holds a live entry is a conflict, and after a
 * deletion the same stream starts a new life.
 */
export const oneOnOneEntryStream = streamCategory('one-on-one-entry');

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
      pointIds: IdTrail;
      sessionIds: string[];
    }
  | { status: 'deleted' };

/** What a decision needs from outside the entry's stream; the handler reads it (see `Decider`). */
export interface OneOnOneEntryFacts {
  /** The company member the entry is for, as the organisation knows it now. */
  CreateOneOnOneEntry: { employee: Employee };
  /** Today in the deployment's time zone: a session cannot be recorded for the future. */
  RecordOneOnOneSession: { today: string };
}

export interface Employee {
  id: string;
  teamId: string;
  displayName: string;
  departmentId: string | null;
}

type Active = Extract<OneOnOneEntryState, { status: 'active' }>;

/** Only the owner sees the entry; anyone else is told it does not exist. */
function ownedBy(state: OneOnOneEntryState, actorId: string): Active {
  if (state.status !== 'active' || state.managerId !== actorId) throw new OneOnOneEntryNotFoundError();
  return state;
}

function assertPosition(position: BoardPosition): void {
  if (!isFraction(position.x) || !isFraction(position.y)) throw new InvalidPositionError();
}

function assertSession(data: OneOnOneSessionRecorded['data'], today: string): void {
  if (!isCalendarDate(data.sessionDate)) throw new InvalidSessionError('実施日はYYYY-MM-DD形式の日付で指定してください');
  if (data.sessionDate > today) throw new InvalidSessionError('実施日に未来の日付は指定できません');
  const { effectiveness } = ONE_ON_ONE_LIMITS;
  if (!Number.isInteger(data.effectiveness) || data.effectiveness < effectiveness.min || data.effectiveness > effectiveness.max) {
    throw new InvalidSessionError(effectiveness.message);
  }
  if (data.nextSessionDate !== null) {
    if (!isCalendarDate(data.nextSessionDate)) throw new InvalidSessionError('次回予定日はYYYY-MM-DD形式の日付で指定してください');
    if (data.nextSessionDate <= data.sessionDate) throw new InvalidSessionError('次回予定日は実施日より後の日付を指定してください');
  }
}

const decideWithFacts: FactDecisions<OneOnOneEntryState, OneOnOneEntryCommand, OneOnOneEntryEvent, OneOnOneEntryFacts> = {
  CreateOneOnOneEntry: (command, state, { employee }) => {
    if (state.status === 'active') throw new OneOnOneEntryAlreadyExistsError();
    const { positionX, positionY, pointId } = command.data;
    assertPosition({ x: positionX, y: positionY });
    const managerId = command.actor.id;
    return [
      {
        type: 'OneOnOneEntryCreated',
        data: {
          entryId: oneOnOneEntryId(managerId, employee.id),
          managerId,
          teamId: employee.teamId,
          employeeId: employee.id,
          employeeName: employee.displayName,
          departmentId: employee.departmentId,
          pointId,
          notes: command.data.notes?.trim() || null,
          positionX,
          positionY,
        },
      },
    ];
  },
  RecordOneOnOneSession: (command, state, facts) => {
    const entry = ownedBy(state, command.actor.id);
    const { data } = command;
    const session = {
      entryId: entry.entryId,
      sessionId: data.sessionId,
      sessionDate: data.sessionDate,
      approach: data.approach,
      outcomes: data.outcomes?.trim() || null,
      feedback: data.feedback?.trim() || null,
      effectiveness: data.effectiveness,
      nextSessionDate: data.nextSessionDate ?? null,
    };
    assertSession(session, facts.today);
    return [{ type: 'OneOnOneSessionRecorded', data: session }];
  },
};

function decide(command: CommandWithoutFacts<OneOnOneEntryCommand, OneOnOneEntryFacts>, state: OneOnOneEntryState): OneOnOneEntryEvent[] {
  switch (command.type) {
    case 'MoveOneOnOneEntry': {
      const entry = ownedBy(state, command.actor.id);
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
      const entry = ownedBy(state, command.actor.id);
      const index = entry.pointIds.indexOf(command.data.pointId);
      if (index < 0) throw new GrowthPointNotFoundError();
      if (index === entry.pointIds.length - 1) throw new LatestGrowthPointError();
      return [{ type: 'OneOnOneGrowthPointDeleted', data: { entryId: entry.entryId, pointId: command.data.pointId } }];
    }
    case 'DeleteOneOnOneEntry': {
      const entry = ownedBy(state, command.actor.id);
      return [
        { type: 'OneOnOneEntryDeleted', data: { entryId: entry.entryId, managerId: entry.managerId, employeeId: entry.employeeId } },
      ];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: OneOnOneEntryState, event: OneOnOneEntryEvent): OneOnOneEntryState {
  switch (event.type) {
    case 'OneOnOneEntryCreated':
      return {
        status: 'active',
        entryId: event.data.entryId,
        managerId: event.data.managerId,
        employeeId: event.data.employeeId,
        position: { x: event.data.positionX, y: event.data.positionY },
        pointIds: IdTrail.EMPTY.append(event.data.pointId),
        sessionIds: [],
      };
    case 'OneOnOneEntryMoved':
      if (state.status !== 'active') return state;
      return { ...state, position: event.data.to, pointIds: state.pointIds.append(event.data.pointId) };
    case 'OneOnOneGrowthPointDeleted':
      if (state.status !== 'active') return state;
      return { ...state, pointIds: state.pointIds.without(new Set([event.data.pointId])) };
    case 'OneOnOneSessionRecorded':
      if (state.status !== 'active') return state;
      return { ...state, sessionIds: [...state.sessionIds, event.data.sessionId] };
    case 'OneOnOneEntryDeleted':
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}

export const oneOnOneEntryDecider: Decider<OneOnOneEntryState, OneOnOneEntryCommand, OneOnOneEntryEvent, OneOnOneEntryFacts> = deciderWithFacts({
  initialState: () => ({ status: 'empty' }),
  evolve,
  decideWithFacts,
  decide,
});
