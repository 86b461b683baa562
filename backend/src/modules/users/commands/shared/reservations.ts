import type { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { toDomain } from '../../../../platform/domain/aggregate-store.js';
import { WrongExpectedRevisionError } from '../../../../platform/event-store/event-store.errors.js';
import type { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { emailReservationStreamId } from '../../domain/email.js';
import { identityReservationStreamId, type IssuerIdentity } from '../../domain/identity.js';
import type { UserEmailReserved, UserIdentityReserved } from '../../events/user.events.js';

type Reservation = UserEmailReserved | UserIdentityReserved;

/** Whether a user can never sign in again: forgotten at their request (decision 0044). */
export type UserGone = (userId: string) => Promise<boolean>;

/**
 * Appends `reservation` to its stream and answers whether its user owns the key now: yes when
 * this append or an earlier one of the same user (a retry after a crash) holds it, no when
 * another user does. The latest reservation of a stream holds the key; a key changes hands only
 * when its holder is gone (a forgotten person's address and issuer account are free for whoever
 * signs in with them next, a new person). Two takeovers at once: the stream's revision lets one
 * win, the other finds the winner holding the key.
 */
export async function reserve(aggregates: AggregateStore, store: EventStore, streamId: string, reservation: Reservation, gone: UserGone): Promise<boolean> {
  let expected: number | 'no_stream' = 'no_stream';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await aggregates.append(streamId, [reservation], expected);
      return true;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    const holder = await currentHolder(store, streamId);
    if (!holder) continue;
    if (holder.userId === reservation.data.userId) return true;
    if (!(await gone(holder.userId))) return false;
    expected = holder.revision;
  }
  return false;
}

/** The user id holding an e-mail address, from its reservation stream; undefined when free. */
export async function reservationOwner(store: EventStore, email: string): Promise<string | undefined> {
  return (await currentHolder(store, emailReservationStreamId(email)))?.userId;
}

/** The user id an issuer account signs in as; undefined when no user is linked to it yet. */
export async function identityOwner(store: EventStore, identity: IssuerIdentity): Promise<string | undefined> {
  return (await currentHolder(store, identityReservationStreamId(identity)))?.userId;
}

async function currentHolder(store: EventStore, streamId: string): Promise<{ userId: string; revision: number } | undefined> {
  const events = await store.readStream(streamId);
  const last = events.at(-1);
  return last ? { userId: toDomain<Reservation>(last).data.userId, revision: last.revision } : undefined;
}
