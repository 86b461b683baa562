import { deciderSpec } from '../../../test-support/decider-spec.js';
import { msMatrixEntryDecider, msMatrixEntryId } from './ms-matrix-entry.js';
import {
  aClearHistoryCommand,
  aDeletePointCommand,
  aGrowthPointDeleted,
  aHistoryCleared,
  aMemberMoved,
  aMemberPlaced,
  aMemberRemoved,
  aMoveCommand,
  aPlaceCommand,
  aPlacedMember,
  aRemoveCommand,
  PLACED_ENTRY_ID,
} from './ms-matrix-entry.mother.js';

const { given } = deciderSpec(msMatrixEntryDecider);

describe('MS matrix entry decider', () => {
  describe('placing a member', () => {
    it('places a member on an empty stream with the first growth point', () => {
      given()
        .when(aPlaceCommand({ positionX: 0.2, positionY: 0.8 }), aPlacedMember())
        .then([aMemberPlaced({ entryId: PLACED_ENTRY_ID, positionX: 0.2, positionY: 0.8 })]);
    });
    it('refuses a member already on the board', () => {
      given(aMemberPlaced()).when(aPlaceCommand(), aPlacedMember()).thenFails('MS_MATRIX.MEMBER_ALREADY_PLACED', { kind: 'conflict' });
    });
    it('places the member again after a removal (a new life of the stream)', () => {
      given(aMemberPlaced(), aMemberRemoved())
        .when(aPlaceCommand({ pointId: 'p5' }), aPlacedMember())
        .then([aMemberPlaced({ entryId: PLACED_ENTRY_ID, pointId: 'p5' })]);
    });
    it.each([[-0.01], [1.01], [Number.NaN]])('refuses positionX outside 0..1 (%p)', (positionX) => {
      given().when(aPlaceCommand({ positionX }), aPlacedMember()).thenFails('MS_MATRIX.INVALID_POSITION', { kind: 'validation' });
    });
    it('refuses positionY outside 0..1', () => {
      given().when(aPlaceCommand({ positionY: 2 }), aPlacedMember()).thenFails('MS_MATRIX.INVALID_POSITION', { kind: 'validation' });
    });
    it('places at the middle of the board when no position is given', () => {
      given()
        .when(aPlaceCommand({ positionX: undefined, positionY: undefined }), aPlacedMember())
        .then([aMemberPlaced({ entryId: PLACED_ENTRY_ID, positionX: 0.5, positionY: 0.5 })]);
    });
    it('keeps the notes trimmed, and blank notes as none', () => {
      given()
        .when(aPlaceCommand({ notes: '  面談予定  ' }), aPlacedMember())
        .then([aMemberPlaced({ entryId: PLACED_ENTRY_ID, notes: '面談予定' })]);
      given().when(aPlaceCommand({ notes: '   ' }), aPlacedMember()).then([aMemberPlaced({ entryId: PLACED_ENTRY_ID, notes: null })]);
    });
    it('refuses notes longer than 2000 characters', () => {
      given()
        .when(aPlaceCommand({ notes: 'あ'.repeat(2000) }), aPlacedMember())
        .then([aMemberPlaced({ entryId: PLACED_ENTRY_ID, notes: 'あ'.repeat(2000) })]);
      given().when(aPlaceCommand({ notes: 'あ'.repeat(2001) }), aPlacedMember()).thenFails('MS_MATRIX.NOTES_TOO_LONG', { kind: 'validation' });
    });
    it('accepts the edges 0 and 1', () => {
      given()
        .when(aPlaceCommand({ positionX: 0, positionY: 1 }), aPlacedMember())
        .then([aMemberPlaced({ entryId: PLACED_ENTRY_ID, positionX: 0, positionY: 1 })]);
    });
  });

  describe('moving', () => {
    it('records the move from the current position with a new growth point', () => {
      given(aMemberPlaced(), aMemberMoved({ to: { x: 0.6, y: 0.4 }, pointId: 'p2' }))
        .when(aMoveCommand(0.7, 0.3, 'p3'))
        .then([aMemberMoved({ from: { x: 0.6, y: 0.4 }, to: { x: 0.7, y: 0.3 }, pointId: 'p3' })]);
    });
    it('records nothing when the position does not change', () => {
      given(aMemberPlaced()).when(aMoveCommand(0.5, 0.5)).then([]);
    });
    it('refuses a position outside 0..1', () => {
      given(aMemberPlaced()).when(aMoveCommand(0.5, -0.1)).thenFails('MS_MATRIX.INVALID_POSITION', { kind: 'validation' });
    });
    it('refuses an entry that was never placed or was removed', () => {
      given().when(aMoveCommand(0.1, 0.1)).thenFails('MS_MATRIX.ENTRY_NOT_FOUND', { kind: 'not_found' });
      given(aMemberPlaced(), aMemberRemoved()).when(aMoveCommand(0.1, 0.1)).thenFails('MS_MATRIX.ENTRY_NOT_FOUND', { kind: 'not_found' });
    });
  });

  describe('deleting a growth point', () => {
    it('deletes a past point', () => {
      given(aMemberPlaced(), aMemberMoved()).when(aDeletePointCommand('p1')).then([aGrowthPointDeleted({ pointId: 'p1' })]);
    });
    it('refuses the latest point: it is the current position', () => {
      given(aMemberPlaced(), aMemberMoved()).when(aDeletePointCommand('p2')).thenFails('MS_MATRIX.LATEST_GROWTH_POINT', { kind: 'conflict' });
      given(aMemberPlaced()).when(aDeletePointCommand('p1')).thenFails('MS_MATRIX.LATEST_GROWTH_POINT', { kind: 'conflict' });
    });
    it('refuses an unknown or already deleted point', () => {
      given(aMemberPlaced(), aMemberMoved()).when(aDeletePointCommand('nope')).thenFails('MS_MATRIX.GROWTH_POINT_NOT_FOUND', { kind: 'not_found' });
      given(aMemberPlaced(), aMemberMoved(), aMemberMoved({ pointId: 'p3' }), aGrowthPointDeleted({ pointId: 'p1' }))
        .when(aDeletePointCommand('p1'))
        .thenFails('MS_MATRIX.GROWTH_POINT_NOT_FOUND', { kind: 'not_found' });
    });
  });

  describe('clearing the history', () => {
    it('keeps only the latest point', () => {
      given(aMemberPlaced(), aMemberMoved({ pointId: 'p2' }), aMemberMoved({ pointId: 'p3' }))
        .when(aClearHistoryCommand())
        .then([aHistoryCleared({ keptPointId: 'p3', deletedPointIds: ['p1', 'p2'] })]);
    });
    it('records nothing when only the current point is left', () => {
      given(aMemberPlaced()).when(aClearHistoryCommand()).then([]);
      given(aMemberPlaced(), aMemberMoved(), aHistoryCleared()).when(aClearHistoryCommand()).then([]);
    });
    it('lets the member keep moving after a clear', () => {
      given(aMemberPlaced(), aMemberMoved(), aHistoryCleared())
        .when(aDeletePointCommand('p2'))
        .thenFails('MS_MATRIX.LATEST_GROWTH_POINT', { kind: 'conflict' });
    });
  });

  describe('removing', () => {
    it('removes a placed member', () => {
      given(aMemberPlaced()).when(aRemoveCommand()).then([aMemberRemoved()]);
    });
    it('refuses to remove twice', () => {
      given(aMemberPlaced(), aMemberRemoved()).when(aRemoveCommand()).thenFails('MS_MATRIX.ENTRY_NOT_FOUND', { kind: 'not_found' });
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
