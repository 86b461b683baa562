import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import { oneOnOneEntryDecider, oneOnOneEntryId } from './one-on-one-entry.js';
import {
  GrowthPointNotFoundError,
  InvalidPositionError,
  InvalidSessionError,
  LatestGrowthPointError,
  OneOnOneEntryAlreadyExistsError,
  OneOnOneEntryNotFoundError,
} from './one-on-one-entry.errors.js';
import {
  aCreateCommand,
  aDeleteEntryCommand,
  aDeletePointCommand,
  aMoveCommand,
  aRecordSessionCommand,
  aSessionRecorded,
  anEmployee,
  anEntryCreated,
  anEntryMoved,
  CREATED_ENTRY_ID,
  onToday,
} from './one-on-one-entry.mother.js';

const { given } = deciderSpec(oneOnOneEntryDecider);

const MANAGER = 'manager-1';
const someoneElse = aSessionUser({ id: 'someone-else' });

describe('1on1 entry decider', () => {
  it('derives one stable id per manager and employee', () => {
    expect(oneOnOneEntryId('m', 'e')).toBe(oneOnOneEntryId('m', 'e'));
    expect(oneOnOneEntryId('m', 'e')).not.toBe(oneOnOneEntryId('m', 'f'));
    expect(oneOnOneEntryId('m', 'e')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  describe('create', () => {
    it('creates an entry with its first growth point', () => {
      given()
        .when(aCreateCommand({ positionX: 0.2, positionY: 0.3 }), anEmployee())
        .then([anEntryCreated({ entryId: CREATED_ENTRY_ID, positionX: 0.2, positionY: 0.3 })]);
    });
    it('keeps the notes trimmed, and blank notes as none', () => {
      given()
        .when(aCreateCommand({ notes: '  週次で実施  ' }), anEmployee())
        .then([anEntryCreated({ entryId: CREATED_ENTRY_ID, notes: '週次で実施' })]);
      given().when(aCreateCommand({ notes: '  ' }), anEmployee()).then([anEntryCreated({ entryId: CREATED_ENTRY_ID, notes: null })]);
    });
    it('refuses a second live entry for the same employee', () => {
      given(anEntryCreated()).when(aCreateCommand(), anEmployee()).thenFails(OneOnOneEntryAlreadyExistsError);
    });
    it('starts again after a deletion', () => {
      given(anEntryCreated(), { type: 'OneOnOneEntryDeleted', data: { entryId: 'entry-1', managerId: MANAGER, employeeId: 'member-1' } })
        .when(aCreateCommand(), anEmployee())
        .then([anEntryCreated({ entryId: CREATED_ENTRY_ID })]);
    });
    it.each([
      [-0.01, 0.5],
      [0.5, 1.01],
      [Number.NaN, 0.5],
    ])('refuses a position outside 0..1 (%p, %p)', (positionX, positionY) => {
      given().when(aCreateCommand({ positionX, positionY }), anEmployee()).thenFails(InvalidPositionError);
    });
  });

  describe('move', () => {
    it('records the move with from, to and a new growth point', () => {
      given(anEntryCreated({ positionX: 0.5, positionY: 0.5 }))
        .when(aMoveCommand({ x: 0.8, y: 0.1 }))
        .then([{ type: 'OneOnOneEntryMoved', data: { entryId: 'entry-1', from: { x: 0.5, y: 0.5 }, to: { x: 0.8, y: 0.1 }, pointId: 'p2' } }]);
    });
    it('records nothing when the position does not change', () => {
      given(anEntryCreated({ positionX: 0.5, positionY: 0.5 }))
        .when(aMoveCommand({ x: 0.5, y: 0.5 }))
        .then([]);
    });
    it('hides the entry from another manager', () => {
      given(anEntryCreated()).when(aMoveCommand({ x: 0.8, y: 0.1 }, someoneElse)).thenFails(OneOnOneEntryNotFoundError);
    });
    it('refuses a position outside 0..1', () => {
      given(anEntryCreated()).when(aMoveCommand({ x: 1.5, y: 0.1 })).thenFails(InvalidPositionError);
    });
    it('cannot move a deleted or unknown entry', () => {
      given().when(aMoveCommand({ x: 0.1, y: 0.1 })).thenFails(OneOnOneEntryNotFoundError);
    });
  });

  describe('delete a growth point', () => {
    it('deletes a past point', () => {
      given(anEntryCreated({ pointId: 'p1' }), anEntryMoved({ pointId: 'p2' }))
        .when(aDeletePointCommand('p1'))
        .then([{ type: 'OneOnOneGrowthPointDeleted', data: { entryId: 'entry-1', pointId: 'p1' } }]);
    });
    it('keeps the latest point, which is the current position', () => {
      given(anEntryCreated({ pointId: 'p1' }), anEntryMoved({ pointId: 'p2' }))
        .when(aDeletePointCommand('p2'))
        .thenFails(LatestGrowthPointError);
    });
    it('refuses an unknown or already deleted point', () => {
      given(anEntryCreated({ pointId: 'p1' }), anEntryMoved({ pointId: 'p2' }), {
        type: 'OneOnOneGrowthPointDeleted',
        data: { entryId: 'entry-1', pointId: 'p1' },
      })
        .when(aDeletePointCommand('p1'))
        .thenFails(GrowthPointNotFoundError);
    });
  });

  describe('record a session', () => {
    it('records the session', () => {
      given(anEntryCreated())
        .when(aRecordSessionCommand({ sessionId: 's1', sessionDate: '2026-05-01', nextSessionDate: '2026-05-15' }), onToday())
        .then([aSessionRecorded({ nextSessionDate: '2026-05-15' })]);
    });
    it('keeps outcomes and feedback trimmed, blank ones and a missing next date as none', () => {
      given(anEntryCreated())
        .when(aRecordSessionCommand({ outcomes: ' 目標を確認した ', feedback: '   ', nextSessionDate: undefined }), onToday())
        .then([aSessionRecorded()]);
    });
    it.each([0, 6, 2.5])('refuses effectiveness %p', (effectiveness) => {
      given(anEntryCreated()).when(aRecordSessionCommand({ effectiveness }), onToday()).thenFails(InvalidSessionError);
    });
    it('refuses a session in the future and a next date not after the session', () => {
      given(anEntryCreated()).when(aRecordSessionCommand({ sessionDate: '2026-05-21' }), onToday('2026-05-20')).thenFails(InvalidSessionError);
      given(anEntryCreated())
        .when(aRecordSessionCommand({ sessionDate: '2026-05-01', nextSessionDate: '2026-05-01' }), onToday())
        .thenFails(InvalidSessionError);
      given(anEntryCreated()).when(aRecordSessionCommand({ sessionDate: '2026-02-30' }), onToday()).thenFails(InvalidSessionError);
    });
    it('hides the entry from another manager', () => {
      given(anEntryCreated()).when(aRecordSessionCommand({}, aSessionUser({ id: 'other' })), onToday()).thenFails(OneOnOneEntryNotFoundError);
    });
  });

  describe('delete the entry', () => {
    it('deletes it for its manager only', () => {
      given(anEntryCreated())
        .when(aDeleteEntryCommand())
        .then([{ type: 'OneOnOneEntryDeleted', data: { entryId: 'entry-1', managerId: MANAGER, employeeId: 'member-1' } }]);
      given(anEntryCreated()).when(aDeleteEntryCommand(aSessionUser({ id: 'other' }))).thenFails(OneOnOneEntryNotFoundError);
    });
  });
});
