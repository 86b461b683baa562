import { deciderSpec } from '../../../test-support/decider-spec.js';
import type { ReservationEvent } from '../events/reservation.events.js';
import { normalizeKey } from './normalize.js';
import { ReleaseKey, ReserveKey } from './reservation.commands.js';
import { KeyTakenError, reservationDecider, reservationStreamId } from './reservation.js';
import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { UserDepartmentEvent } from '../events/user-department.events.js';
import { LinkUserDepartment } from './user-departments.commands.js';
import { userDepartmentsDecider } from './user-departments.js';

describe('reservation decider', () => {
  const { given } = deciderSpec(reservationDecider);
  const reserve = (ownerId: string) => new ReserveKey({ kind: 'member-email', ownerId });
  const held: ReservationEvent = { type: 'KeyReserved', data: { kind: 'member-email', ownerId: 'a' } };
  const reservedByB: ReservationEvent = { type: 'KeyReserved', data: { kind: 'member-email', ownerId: 'b' } };
  const alive = { ownerAlive: true };

  it('reserves a free key, again for its owner is a no-op, and refuses a live other owner', () => {
    given().when(reserve('a'), { ownerAlive: false }).then([held]);
    given(held).when(reserve('a'), alive).then([]);
    given(held).when(reserve('b'), alive).thenFails(KeyTakenError);
  });

  it('takes over a key whose owner no longer exists, and after a release', () => {
    given(held).when(reserve('b'), { ownerAlive: false }).then([reservedByB]);
    const released: ReservationEvent = { type: 'KeyReleased', data: { kind: 'member-email', ownerId: 'a' } };
    given(held, released).when(reserve('b'), alive).then([reservedByB]);
    given(held).when(new ReleaseKey({ kind: 'member-email', ownerId: 'b' })).then([]);
  });

  it('compares keys after NFKC and case folding', () => {
    expect(normalizeKey('ＤＥＶ')).toBe(normalizeKey('dev'));
    expect(normalizeKey(' Hanako@Example.COM ')).toBe('hanako@example.com');
    expect(reservationStreamId('department-name', normalizeKey('ＤＥＶ'))).toBe(reservationStreamId('department-name', 'dev'));
    expect(reservationStreamId('department-name', 'dev')).not.toContain('dev');
  });
});

describe('user departments decider', () => {
  const { given } = deciderSpec(userDepartmentsDecider);
  const linked = (departmentId: string, isMain: boolean): UserDepartmentEvent => ({
    type: 'UserDepartmentLinked',
    data: { userId: 'u', departmentId, teamId: 't', isMain },
  });
  const link = (departmentId: string, isMain: boolean) => new LinkUserDepartment({ userId: 'u', departmentId, isMain }, aSessionUser());
  const ofTeam = { teamId: 't' };

  it('keeps one main department', () => {
    const history = [linked('d1', true), linked('d2', true)];
    given(...history).when(link('d2', true), ofTeam).then([]);
    given(...history).when(link('d1', false), ofTeam).then([]);
    given(...history).when(link('d1', true), ofTeam).then([linked('d1', true)]);
  });
});
