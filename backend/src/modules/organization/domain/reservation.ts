import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { ReservationEvent, ReservationKind } from '../events/reservation.events.js';
import { keyHash } from './normalize.js';
import type { ReservationCommand } from './reservation.commands.js';

/** One stream per normalised unique key; see `events/reservation.events.ts`. */
export const reservationStreamId = (kind: ReservationKind, normalisedKey: string) =>
  `reservation-${kind}-${keyHash(kind, normalisedKey)}`;

export interface ReservationState {
  ownerId: string | null;
}

/** What a decision needs from outside the key's stream; the handler reads it (see `Decider`). */
export interface ReservationFacts {
  /** Whether the key's current owner still exists (a stale holder is taken over). */
  ReserveKey: { ownerAlive: boolean };
}

export class KeyTakenError extends Error {
  constructor(readonly kind: ReservationKind) {
    super(`key of kind ${kind} is taken`);
  }
}

function decide(command: ReservationCommand, state: ReservationState, facts?: ReservationFacts[keyof ReservationFacts]): ReservationEvent[] {
  switch (command.type) {
    case 'ReserveKey': {
      const { kind, ownerId } = command.data;
      const { ownerAlive } = facts as ReservationFacts['ReserveKey'];
      if (state.ownerId === ownerId) return [];
      if (state.ownerId !== null && ownerAlive) throw new KeyTakenError(kind);
      return [{ type: 'KeyReserved', data: { kind, ownerId } }];
    }
    case 'ReleaseKey': {
      if (state.ownerId !== command.data.ownerId) return [];
      return [{ type: 'KeyReleased', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: ReservationState, event: ReservationEvent): ReservationState {
  switch (event.type) {
    case 'KeyReserved':
      return { ownerId: event.data.ownerId };
    case 'KeyReleased':
      return state.ownerId === event.data.ownerId ? { ownerId: null } : state;
    default:
      return assertNever(event);
  }
}

export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent, ReservationFacts> = {
  initialState: () => ({ ownerId: null }),
  evolve,
  decide,
};
