import type { MsMatrixEntryEvent } from '../events/ms-matrix-entry.events.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { msMatrixEntryDecider, msMatrixEntryId, type MsMatrixEntryCommand } from './ms-matrix-entry.js';
import {
  aGrowthPointDeleted,
  aHistoryCleared,
  aMemberMoved,
  aMemberPlaced,
  aMemberRemoved,
  aPlaceCommand,
} from './ms-matrix-entry.mother.js';

const given = (...events: MsMatrixEntryEvent[]) => ({
  when: (command: MsMatrixEntryCommand) => {
    const state = events.reduce(msMatrixEntryDecider.evolve, msMatrixEntryDecider.initialState());
    return {
      then: (expected: MsMatrixEntryEvent[]) => expect(msMatrixEntryDecider.decide(command, state)).toEqual(expected),
      thenFails: (code: string, kind: DomainError['kind']) => {
        let error: unknown;
        try {
          msMatrixEntryDecider.decide(command, state);
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(DomainError);
        expect(error).toMatchObject({ code, kind });
      },
    };
  },
});

const move = (x: number, y: number, pointId = 'p9'): MsMatrixEntryCommand => ({ type: 'MoveMatrixMember', data: { to: { x, y }, pointId } });
const deletePoint = (pointId: string): MsMatrixEntryCommand => ({ type: 'DeleteMatrixGrowthPoint', data: { pointId } });
const clear: MsMatrixEntryCommand = { type: 'ClearMatrixHistory', data: {} };
const remove: MsMatrixEntryCommand = { type: 'RemoveMatrixMember', data: {} };

describe('MS matrix entry decider', () => {
  describe('placing a member', () => {
    it('places a member on an empty stream with the first growth point', () => {
      given().when(aPlaceCommand({ position: { x: 0.2, y: 0.8 } })).then([aMemberPlaced({ positionX: 0.2, positionY: 0.8 })]);
    });
    it('refuses a member already on the board', () => {
      given(aMemberPlaced()).when(aPlaceCommand()).thenFails('MS_MATRIX.MEMBER_ALREADY_PLACED', 'conflict');
    });
    it('places the member again after a removal (a new life of the stream)', () => {
      given(aMemberPlaced(), aMemberRemoved()).when(aPlaceCommand({ pointId: 'p5' })).then([aMemberPlaced({ pointId: 'p5' })]);
    });
    it.each([
      [{ x: -0.01, y: 0.5 }],
      [{ x: 1.01, y: 0.5 }],
      [{ x: Number.NaN, y: 0.5 }],
    ])('refuses positionX outside 0..1 (%p)', (position) => {
      given().when(aPlaceCommand({ position })).thenFails('MS_MATRIX.INVALID_POSITION', 'validation');
    });
    it('refuses positionY outside 0..1', () => {
      given().when(aPlaceCommand({ position: { x: 0.5, y: 2 } })).thenFails('MS_MATRIX.INVALID_POSITION', 'validation');
    });
    it('accepts the edges 0 and 1', () => {
      given().when(aPlaceCommand({ position: { x: 0, y: 1 } })).then([aMemberPlaced({ positionX: 0, positionY: 1 })]);
    });
  });

  describe('moving', () => {
    it('records the move from the current position with a new growth point', () => {
      given(aMemberPlaced(), aMemberMoved({ to: { x: 0.6, y: 0.4 }, pointId: 'p2' }))
        .when(move(0.7, 0.3, 'p3'))
        .then([aMemberMoved({ from: { x: 0.6, y: 0.4 }, to: { x: 0.7, y: 0.3 }, pointId: 'p3' })]);
    });
    it('records nothing when the position does not change', () => {
      given(aMemberPlaced()).when(move(0.5, 0.5)).then([]);
    });
    it('refuses a position outside 0..1', () => {
      given(aMemberPlaced()).when(move(0.5, -0.1)).thenFails('MS_MATRIX.INVALID_POSITION', 'validation');
    });
    it('refuses an entry that was never placed or was removed', () => {
      given().when(move(0.1, 0.1)).thenFails('MS_MATRIX.ENTRY_NOT_FOUND', 'not_found');
      given(aMemberPlaced(), aMemberRemoved()).when(move(0.1, 0.1)).thenFails('MS_MATRIX.ENTRY_NOT_FOUND', 'not_found');
    });
  });

  describe('deleting a growth point', () => {
    it('deletes a past point', () => {
      given(aMemberPlaced(), aMemberMoved()).when(deletePoint('p1')).then([aGrowthPointDeleted({ pointId: 'p1' })]);
    });
    it('refuses the latest point: it is the current position', () => {
      given(aMemberPlaced(), aMemberMoved()).when(deletePoint('p2')).thenFails('MS_MATRIX.LATEST_GROWTH_POINT', 'conflict');
      given(aMemberPlaced()).when(deletePoint('p1')).thenFails('MS_MATRIX.LATEST_GROWTH_POINT', 'conflict');
    });
    it('refuses an unknown or already deleted point', () => {
      given(aMemberPlaced(), aMemberMoved()).when(deletePoint('nope')).thenFails('MS_MATRIX.GROWTH_POINT_NOT_FOUND', 'not_found');
      given(aMemberPlaced(), aMemberMoved(), aMemberMoved({ pointId: 'p3' }), aGrowthPointDeleted({ pointId: 'p1' }))
        .when(deletePoint('p1'))
        .thenFails('MS_MATRIX.GROWTH_POINT_NOT_FOUND', 'not_found');
    });
  });

  describe('clearing the history', () => {
    it('keeps only the latest point', () => {
      given(aMemberPlaced(), aMemberMoved({ pointId: 'p2' }), aMemberMoved({ pointId: 'p3' }))
        .when(clear)
        .then([aHistoryCleared({ keptPointId: 'p3', deletedPointIds: ['p1', 'p2'] })]);
    });
    it('records nothing when only the current point is left', () => {
      given(aMemberPlaced()).when(clear).then([]);
      given(aMemberPlaced(), aMemberMoved(), aHistoryCleared()).when(clear).then([]);
    });
    it('lets the member keep moving after a clear', () => {
      given(aMemberPlaced(), aMemberMoved(), aHistoryCleared())
        .when(deletePoint('p2'))
        .thenFails('MS_MATRIX.LATEST_GROWTH_POINT', 'conflict');
    });
  });

  describe('removing', () => {
    it('removes a placed member', () => {
      given(aMemberPlaced()).when(remove).then([aMemberRemoved()]);
    });
    it('refuses to remove twice', () => {
      given(aMemberPlaced(), aMemberRemoved()).when(remove).thenFails('MS_MATRIX.ENTRY_NOT_FOUND', 'not_found');
    });
  });

  describe('entry ids', () => {
    it('are one per team and member, as UUIDs', () => {
      const id = msMatrixEntryId('team-1', 'member-1');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(msMatrixEntryId('team-1', 'member-1')).toBe(id);
      expect(msMatrixEntryId('team-2', 'member-1')).not.toBe(id);
      expect(msMatrixEntryId('team-1', 'member-2')).not.toBe(id);
    });
  });
});
