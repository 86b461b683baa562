import type { ReservationEvent } from '../events/reservation.events.js';
import { normalizeKey } from './normalize.js';
import { KeyTakenError, reservationDecider, reservationStreamId, type ReservationCommand } from './reservation.js';
import { userDepartmentsDecider } from './user-departments.js';

const when = (events: ReservationEvent[], command: ReservationCommand) =>
  reservationDecider.decide(command, events.reduce(reservationDecider.evolve, reservationDecider.initialState()));

const reserve = (ownerId: string, ownerAlive = true): ReservationCommand => ({
  type: 'ReserveKey',
  data: { kind: 'member-email', ownerId, ownerAlive },
});
const held: ReservationEvent = { type: 'KeyReserved', data: { kind: 'member-email', ownerId: 'a' } };

describe('reservation decider', () => {
  it('reserves a free key, again for its owner is a no-op, and refuses a live other owner', () => {
    expect(when([], reserve('a'))).toEqual([held]);
    expect(when([held], reserve('a'))).toEqual([]);
    expect(() => when([held], reserve('b'))).toThrow(KeyTakenError);
  });

  it('takes over a key whose owner no longer exists, and after a release', () => {
    expect(when([held], reserve('b', false))).toEqual([{ type: 'KeyReserved', data: { kind: 'member-email', ownerId: 'b' } }]);
    const released: ReservationEvent = { type: 'KeyReleased', data: { kind: 'member-email', ownerId: 'a' } };
    expect(when([held, released], reserve('b'))).toHaveLength(1);
    expect(when([held], { type: 'ReleaseKey', data: { kind: 'member-email', ownerId: 'b' } })).toEqual([]);
  });

  it('compares keys after NFKC and case folding', () => {
    expect(normalizeKey('ＤＥＶ')).toBe(normalizeKey('dev'));
    expect(normalizeKey(' Hanako@Example.COM ')).toBe('hanako@example.com');
    expect(reservationStreamId('department-name', normalizeKey('ＤＥＶ'))).toBe(reservationStreamId('department-name', 'dev'));
    expect(reservationStreamId('department-name', 'dev')).not.toContain('dev');
  });
});

describe('user departments decider', () => {
  it('keeps one main department', () => {
    const link = (departmentId: string, isMain: boolean) =>
      ({ type: 'UserDepartmentLinked', data: { userId: 'u', departmentId, teamId: 't', isMain } }) as const;
    const state = [link('d1', true), link('d2', true)].reduce(userDepartmentsDecider.evolve, userDepartmentsDecider.initialState());
    expect(state.links).toEqual({ d1: false, d2: true });
    expect(userDepartmentsDecider.decide({ type: 'LinkUserDepartment', data: link('d2', true).data }, state)).toEqual([]);
  });
});
