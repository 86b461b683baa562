import type { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { toDomain } from '../../../../platform/domain/aggregate-store.js';
import { WrongExpectedRevisionError } from '../../../../platform/event-store/event-store.errors.js';
import type { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { emailReservationStreamId } from '../../domain/email.js';
import { identityReservationStreamId, type IssuerIdentity } from '../../domain/identity.js';
import type { UserEmailReserved, UserIdentityReserved } from '../../events/user.events.js';

type Reservation = UserEmailReserved | UserIdentityReserved;

/**
 * Appends `reservation` as the first event of its stream, and answers whether its user owns the
 * key now: yes when this append or an earlier one of the same user (a retry after a crash) came
 * first, no when another user did. Never taken over: the first append wins for good.
 */
export async function reserve(aggregates: AggregateStore, store: EventStore, streamId: string, reservation: Reservation): Promise<boolean> {
  try {
    await aggregates.append(streamId, [reservation], 'no_stream');
    return true;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  return (await firstOwner(store, streamId)) === reservation.data.userId;
}

/** The user id owning an e-mail address, from its reservation stream; undefined when free. */
export function reservationOwner(store: EventStore, email: string): Promise<string | undefined> {
  return firstOwner(store, emailReservationStreamId(email));
}

/** The user id an issuer account signs in as; undefined when no user is linked to it yet. */
export function identityOwner(store: EventStore, identity: IssuerIdentity): Promise<string | undefined> {
  return firstOwner(store, identityReservationStreamId(identity));
}

async function firstOwner(store: EventStore, streamId: string): Promise<string | undefined> {
  const events = await store.readStream(streamId);
  return events[0] ? toDomain<Reservation>(events[0]).data.userId : undefined;
}
