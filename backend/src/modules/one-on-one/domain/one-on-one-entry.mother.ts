import type { OneOnOneEntryCreated, OneOnOneEntryMoved } from '../events/one-on-one-entry.events.js';
import type { OneOnOneEntryCommand } from './one-on-one-entry.js';

// Test data builders for the 1on1 entry: sensible defaults, override what the test is about.

type CreateCommand = Extract<OneOnOneEntryCommand, { type: 'CreateOneOnOneEntry' }>;
type RecordSessionCommand = Extract<OneOnOneEntryCommand, { type: 'RecordOneOnOneSession' }>;

export function aCreateCommand(overrides: Partial<CreateCommand['data']> = {}): CreateCommand {
  return {
    type: 'CreateOneOnOneEntry',
    data: {
      entryId: 'entry-1',
      managerId: 'manager-1',
      teamId: 'team-1',
      employeeId: 'member-1',
      employeeName: '山田 太郎',
      departmentId: 'dept-1',
      position: { x: 0.5, y: 0.5 },
      pointId: 'p1',
      notes: null,
      ...overrides,
    },
  };
}

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

export function aRecordSessionCommand(overrides: Partial<RecordSessionCommand['data']> = {}): RecordSessionCommand {
  return {
    type: 'RecordOneOnOneSession',
    data: {
      actorId: 'manager-1',
      sessionId: 's1',
      sessionDate: '2026-05-01',
      approach: 'trust_building',
      outcomes: '目標を確認した',
      feedback: null,
      effectiveness: 4,
      nextSessionDate: null,
      today: '2026-05-20',
      ...overrides,
    },
  };
}
