import type { OneOnOneEntryCreated, OneOnOneEntryMoved, OneOnOneSessionRecorded } from '../events/one-on-one-entry.events.js';
import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import {
  CreateOneOnOneEntry,
  DeleteOneOnOneEntry,
  DeleteOneOnOneGrowthPoint,
  MoveOneOnOneEntry,
  RecordOneOnOneSession,
} from './one-on-one-entry.commands.js';
import { oneOnOneEntryId, type Employee } from './one-on-one-entry.js';

// Test data builders for the 1on1 entry: sensible defaults, override what the test is about.

/** The manager who owns the entries (manager-1). */
const manager = aSessionUser({ id: 'manager-1' });
/** The entry id creating manager-1's entry for member-1 decides (the events below use 'entry-1'). */
export const CREATED_ENTRY_ID = oneOnOneEntryId('manager-1', 'member-1');

export function aCreateCommand(overrides: Partial<CreateOneOnOneEntry['data']> = {}): CreateOneOnOneEntry {
  return new CreateOneOnOneEntry(
    { employeeId: 'member-1', positionX: 0.5, positionY: 0.5, notes: null, pointId: 'p1', ...overrides },
    manager,
  );
}

/** The company member an entry is created for (its handler reads it from the organisation). */
export function anEmployee(overrides: Partial<Employee> = {}): { employee: Employee } {
  return { employee: { id: 'member-1', teamId: 'team-1', displayName: '山田 太郎', departmentId: 'dept-1', ...overrides } };
}

export const aMoveCommand = (to: { x: number; y: number }, actor: SessionUser = manager) =>
  new MoveOneOnOneEntry({ entryId: 'entry-1', to, pointId: 'p2' }, actor);
export const aDeletePointCommand = (pointId: string) => new DeleteOneOnOneGrowthPoint({ pointId }, manager);
export const aDeleteEntryCommand = (actor: SessionUser = manager) => new DeleteOneOnOneEntry({ entryId: 'entry-1' }, actor);

export function anEntryCreated(overrides: Partial<OneOnOneEntryCreated['data']> = {}): OneOnOneEntryCreated {
  return {
    type: 'OneOnOneEntryCreated',
    data: {
      entryId: 'entry-1',
      managerId: 'manager-1',
      teamId: 'team-1',
      employeeId: 'member-1',
      employeeName: '山田 太郎',
      departmentId: 'dept-1',
      positionX: 0.5,
      positionY: 0.5,
      pointId: 'p1',
      notes: null,
      ...overrides,
    },
  };
}

export function anEntryMoved(overrides: Partial<OneOnOneEntryMoved['data']> = {}): OneOnOneEntryMoved {
  return {
    type: 'OneOnOneEntryMoved',
    data: { entryId: 'entry-1', from: { x: 0.5, y: 0.5 }, to: { x: 0.6, y: 0.4 }, pointId: 'p2', ...overrides },
  };
}

/** Session s1 of entry-1, as the command gives it and as the recorded event keeps it. */
const SESSION: OneOnOneSessionRecorded['data'] = {
  entryId: 'entry-1',
  sessionId: 's1',
  sessionDate: '2026-05-01',
  approach: 'trust_building',
  outcomes: '目標を確認した',
  feedback: null,
  effectiveness: 4,
  nextSessionDate: null,
};

export function aRecordSessionCommand(
  overrides: Partial<RecordOneOnOneSession['data']> = {},
  actor: SessionUser = manager,
): RecordOneOnOneSession {
  return new RecordOneOnOneSession({ ...SESSION, ...overrides }, actor);
}

export function aSessionRecorded(overrides: Partial<OneOnOneSessionRecorded['data']> = {}): OneOnOneSessionRecorded {
  return { type: 'OneOnOneSessionRecorded', data: { ...SESSION, ...overrides } };
}

/** The day a session is recorded on (its handler reads the clock). */
export const onToday = (today = '2026-05-20') => ({ today });
