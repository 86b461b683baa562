import type { OneOnOneEntryEvent } from '../events/one-on-one-entry.events.js';
import { oneOnOneEntryDecider, oneOnOneEntryId, type OneOnOneEntryCommand } from './one-on-one-entry.js';
import {
  GrowthPointNotFoundError,
  InvalidPositionError,
  InvalidSessionError,
  LatestGrowthPointError,
  OneOnOneEntryAlreadyExistsError,
  OneOnOneEntryNotFoundError,
} from './one-on-one-entry.errors.js';
import { aCreateCommand, aRecordSessionCommand, anEntryCreated, anEntryMoved } from './one-on-one-entry.mother.js';

const { decide, evolve, initialState } = oneOnOneEntryDecider;

/** given / when / then over the decider. */
function given(...events: OneOnOneEntryEvent[]) {
  const state = events.reduce(evolve, initialState());
  return {
    when: (command: OneOnOneEntryCommand) => ({
      then: (expected: OneOnOneEntryEvent[]) => expect(decide(command, state)).toEqual(expected),
      thenThrows: (error: new (...args: never[]) => Error) => expect(() => decide(command, state)).toThrow(error),
    }),
  };
}

const MANAGER = 'manager-1';

describe('1on1 entry decider', () => {
  it('derives one stable id per manager and employee', () => {
    expect(oneOnOneEntryId('m', 'e')).toBe(oneOnOneEntryId('m', 'e'));
    expect(oneOnOneEntryId('m', 'e')).not.toBe(oneOnOneEntryId('m', 'f'));
    expect(oneOnOneEntryId('m', 'e')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  describe('create', () => {
    it('creates an entry with its first growth point', () => {
      given()
        .when(aCreateCommand({ position: { x: 0.2, y: 0.3 } }))
        .then([anEntryCreated({ positionX: 0.2, positionY: 0.3 })]);
    });
    it('refuses a second live entry for the same employee', () => {
      given(anEntryCreated()).when(aCreateCommand()).thenThrows(OneOnOneEntryAlreadyExistsError);
    });
    it('starts again after a deletion', () => {
      given(anEntryCreated(), { type: 'OneOnOneEntryDeleted', data: { entryId: 'entry-1', managerId: MANAGER, employeeId: 'member-1' } })
        .when(aCreateCommand())
        .then([anEntryCreated()]);
    });
    it.each([
      [-0.01, 0.5],
      [0.5, 1.01],
      [Number.NaN, 0.5],
    ])('refuses a position outside 0..1 (%p, %p)', (x, y) => {
      given().when(aCreateCommand({ position: { x, y } })).thenThrows(InvalidPositionError);
    });
  });

  describe('move', () => {
    it('records the move with from, to and a new growth point', () => {
      given(anEntryCreated({ positionX: 0.5, positionY: 0.5 }))
        .when({ type: 'MoveOneOnOneEntry', data: { actorId: MANAGER, to: { x: 0.8, y: 0.1 }, pointId: 'p2' } })
        .then([
          { type: 'OneOnOneEntryMoved', data: { entryId: 'entry-1', from: { x: 0.5, y: 0.5 }, to: { x: 0.8, y: 0.1 }, pointId: 'p2' } },
        ]);
    });
    it('records nothing when the position does not change', () => {
      given(anEntryCreated({ positionX: 0.5, positionY: 0.5 }))
        .when({ type: 'MoveOneOnOneEntry', data: { actorId: MANAGER, to: { x: 0.5, y: 0.5 }, pointId: 'p2' } })
        .then([]);
    });
    it('hides the entry from another manager', () => {
      given(anEntryCreated())
        .when({ type: 'MoveOneOnOneEntry', data: { actorId: 'someone-else', to: { x: 0.8, y: 0.1 }, pointId: 'p2' } })
        .thenThrows(OneOnOneEntryNotFoundError);
    });
    it('refuses a position outside 0..1', () => {
      given(anEntryCreated())
        .when({ type: 'MoveOneOnOneEntry', data: { actorId: MANAGER, to: { x: 1.5, y: 0.1 }, pointId: 'p2' } })
        .thenThrows(InvalidPositionError);
    });
    it('cannot move a deleted or unknown entry', () => {
      given().when({ type: 'MoveOneOnOneEntry', data: { actorId: MANAGER, to: { x: 0.1, y: 0.1 }, pointId: 'p2' } }).thenThrows(OneOnOneEntryNotFoundError);
    });
  });

  describe('delete a growth point', () => {
    it('deletes a past point', () => {
      given(anEntryCreated({ pointId: 'p1' }), anEntryMoved({ pointId: 'p2' }))
        .when({ type: 'DeleteOneOnOneGrowthPoint', data: { actorId: MANAGER, pointId: 'p1' } })
        .then([{ type: 'OneOnOneGrowthPointDeleted', data: { entryId: 'entry-1', pointId: 'p1' } }]);
    });
    it('keeps the latest point, which is the current position', () => {
      given(anEntryCreated({ pointId: 'p1' }), anEntryMoved({ pointId: 'p2' }))
        .when({ type: 'DeleteOneOnOneGrowthPoint', data: { actorId: MANAGER, pointId: 'p2' } })
        .thenThrows(LatestGrowthPointError);
    });
    it('refuses an unknown or already deleted point', () => {
      given(anEntryCreated({ pointId: 'p1' }), anEntryMoved({ pointId: 'p2' }), {
        type: 'OneOnOneGrowthPointDeleted',
        data: { entryId: 'entry-1', pointId: 'p1' },
      })
        .when({ type: 'DeleteOneOnOneGrowthPoint', data: { actorId: MANAGER, pointId: 'p1' } })
        .thenThrows(GrowthPointNotFoundError);
    });
  });

  describe('record a session', () => {
    it('records the session', () => {
      given(anEntryCreated())
        .when(aRecordSessionCommand({ sessionId: 's1', sessionDate: '2026-05-01', nextSessionDate: '2026-05-15' }))
        .then([
          {
            type: 'OneOnOneSessionRecorded',
            data: {
              entryId: 'entry-1',
              sessionId: 's1',
              sessionDate: '2026-05-01',
              approach: 'trust_building',
              outcomes: '目標を確認した',
              feedback: null,
              effectiveness: 4,
              nextSessionDate: '2026-05-15',
            },
          },
        ]);
    });
    it.each([0, 6, 2.5])('refuses effectiveness %p', (effectiveness) => {
      given(anEntryCreated()).when(aRecordSessionCommand({ effectiveness })).thenThrows(InvalidSessionError);
    });
    it('refuses a session in the future and a next date not after the session', () => {
      given(anEntryCreated()).when(aRecordSessionCommand({ sessionDate: '2026-05-21', today: '2026-05-20' })).thenThrows(InvalidSessionError);
      given(anEntryCreated())
        .when(aRecordSessionCommand({ sessionDate: '2026-05-01', nextSessionDate: '2026-05-01' }))
        .thenThrows(InvalidSessionError);
      given(anEntryCreated()).when(aRecordSessionCommand({ sessionDate: '2026-02-30' })).thenThrows(InvalidSessionError);
    });
    it('hides the entry from another manager', () => {
      given(anEntryCreated()).when(aRecordSessionCommand({ actorId: 'other' })).thenThrows(OneOnOneEntryNotFoundError);
    });
  });

  describe('delete the entry', () => {
    it('deletes it for its manager only', () => {
      given(anEntryCreated())
        .when({ type: 'DeleteOneOnOneEntry', data: { actorId: MANAGER } })
        .then([{ type: 'OneOnOneEntryDeleted', data: { entryId: 'entry-1', managerId: MANAGER, employeeId: 'member-1' } }]);
      given(anEntryCreated()).when({ type: 'DeleteOneOnOneEntry', data: { actorId: 'other' } }).thenThrows(OneOnOneEntryNotFoundError);
    });
  });
});
