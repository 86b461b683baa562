import { deciderSpec } from '../../../test-support/decider-spec.js';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { EventSchemaRegistry } from '../../../platform/event-store/event-schemas.js';
import { RESERVATION_EVENT_SCHEMAS, type ReservationEvent } from '../events/reservation.events.js';
import { normalizeKey } from './normalize.js';
import { ReleaseKey, ReserveKey } from './reservation.commands.js';
import {
  KeyTakenError,
  reservationDecider,
  reservationStreamId,
  UNWRITTEN_HOLDER_GRACE_MS,
  unwrittenHolderExpired,
  type HolderStatus,
} from './reservation.js';
import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { UserDepartmentEvent } from '../events/user-department.events.js';
import { LinkUserDepartment } from './user-departments.commands.js';
import { userDepartmentsDecider } from './user-departments.js';

describe('reservation decider', () => {
  const { given } = deciderSpec(reservationDecider);
  const now = new Date('2026-03-01T09:00:00.000Z');
  const reserve = (ownerId: string) => new ReserveKey({ kind: 'member-email', ownerId });
  const reserved = (ownerId: string, at = now): ReservationEvent => ({
    type: 'KeyReserved',
    data: { kind: 'member-email', ownerId, reservedAt: at.toISOString() },
  });
  const holder = (status: HolderStatus) => ({ holder: status, now });

  it('reserves a free key with the time, again for its owner is a no-op', () => {
    given().when(reserve('a'), holder('gone')).then([reserved('a')]);
    given(reserved('a')).when(reserve('a'), holder('live')).then([]);
  });

  it('refuses a key whose holder exists, or is not written yet (its request may still write it)', () => {
    given(reserved('a')).when(reserve('b'), holder('live')).thenFails(KeyTakenError);
    given(reserved('a')).when(reserve('b'), holder('unwritten')).thenFails(KeyTakenError);
  });

  it('takes over a key whose holder can never exist (deleted, or its creation abandoned), and a released key', () => {
    given(reserved('a')).when(reserve('b'), holder('gone')).then([reserved('b')]);
    const released: ReservationEvent = { type: 'KeyReleased', data: { kind: 'member-email', ownerId: 'a' } };
    given(reserved('a'), released).when(reserve('b'), holder('live')).then([reserved('b')]);
    given(reserved('a')).when(new ReleaseKey({ kind: 'member-email', ownerId: 'b' })).then([]);
  });

  it(`leaves an unwritten holder ${UNWRITTEN_HOLDER_GRACE_MS / 1000} s to its request; one of unknown age has had its time`, () => {
    const state = (at: Date | null) => ({ ownerId: 'a', reservedAt: at && at.toISOString() });
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(unwrittenHolderExpired(state(now), later(UNWRITTEN_HOLDER_GRACE_MS - 1))).toBe(false);
    expect(unwrittenHolderExpired(state(now), later(UNWRITTEN_HOLDER_GRACE_MS))).toBe(true);
    expect(unwrittenHolderExpired(state(null), now)).toBe(true);
  });

  it('reads a v1 KeyReserved (no time) as reserved at an unknown time', () => {
    const registry = new EventSchemaRegistry(RESERVATION_EVENT_SCHEMAS);
    const v1: RecordedEvent = {
      eventId: 'e-1',
      streamId: 'reservation-member-email-x',
      revision: 0,
      position: 1n,
      type: 'KeyReserved',
      data: { kind: 'member-email', ownerId: 'a' },
      metadata: { correlationId: 'c', causationId: null, userId: null, occurredAt: now.toISOString(), schemaVersion: 1 },
    };
    expect(registry.upcast(v1).data).toEqual({ kind: 'member-email', ownerId: 'a', reservedAt: null });
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
