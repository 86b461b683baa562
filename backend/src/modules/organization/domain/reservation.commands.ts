import { DomainCommand } from '../../../platform/domain/command.js';
import type { ReservationKind } from '../events/reservation.events.js';

// Steps of the organisation's handlers on a reservation stream (one per normalised unique key):
// never sent over the command bus.

/** Takes the key for `ownerId`; a key is taken over only from a holder that can never exist (deleted, abandoned). */
export class ReserveKey extends DomainCommand<'ReserveKey', { kind: ReservationKind; ownerId: string }> {
  readonly type = 'ReserveKey';
}

/** Frees the key if `ownerId` holds it. */
export class ReleaseKey extends DomainCommand<'ReleaseKey', { kind: ReservationKind; ownerId: string }> {
  readonly type = 'ReleaseKey';
}

export type ReservationCommand = ReserveKey | ReleaseKey;
