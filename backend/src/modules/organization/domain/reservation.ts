import { assertNever, deciderWithFacts, type CommandWithoutFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import type { ReservationEvent, ReservationKind } from '../events/reservation.events.js';
import { keyHash } from './normalize.js';
import type { ReservationCommand } from './reservation.commands.js';

/** One stream per normalised unique key; see `events/reservation.events.ts`. */
export const reservationStreamId = (kind: ReservationKind, normalisedKey: string) =>
  `reservation-${kind}-${keyHash(kind, normalisedKey)}`;

export interface ReservationState {
  ownerId: string | null;
  /** When the owner reserved the key; null when unknown (a v1 event) or free. */
  reservedAt: string | null;
}

/**
 * Where the key's holder stands, read from the holder's own stream:
 * - `live`: it exists (in a live team);
 * - `unwritten`: its stream is empty: its request reserved the key and has not appended it yet,
 *   or stopped (crashed) in between;
 * - `gone`: it can never exist again: deleted, its team deleted, or its creation abandoned.
 */
export type HolderStatus = 'live' | 'unwritten' | 'gone';

/** What a decision needs from outside the key's stream; the handler reads it (see `Decider`). */
export interface ReservationFacts {
  /** The holder's status (for a key held by another owner), and now (recorded as `reservedAt`). */
  ReserveKey: { holder: HolderStatus; now: Date };
}

/**
 * How long a holder that is not written yet is left to its request. A request appends its owner
 * a few milliseconds after reserving; one that has not after a minute has stopped (or is so late
 * that it will fail: the owner's creation is abandoned before the key changes hands).
 */
export const UNWRITTEN_HOLDER_GRACE_MS = 60_000;

/**
 * Whether the key's holder, found unwritten, has had its time: its creation may be abandoned
 * (`Abandon…Creation`) so that the key can be taken over. A reservation of unknown age has.
 */
export function unwrittenHolderExpired(state: ReservationState, now: Date): boolean {
  return state.reservedAt === null || now.getTime() - Date.parse(state.reservedAt) >= UNWRITTEN_HOLDER_GRACE_MS;
}

export class KeyTakenError extends Error {
  constructor(readonly kind: ReservationKind) {
    super(`key of kind ${kind} is taken`);
  }
}

const decideWithFacts: FactDecisions<ReservationState, ReservationCommand, ReservationEvent, ReservationFacts> = {
  ReserveKey: (command, state, { holder, now }) => {
    const { kind, ownerId } = command.data;
    if (state.ownerId === ownerId) return [];
    // A key changes hands only when its holder can never exist: a holder not written yet may
    // still be, until its creation is abandoned (then it is gone).
    if (state.ownerId !== null && holder !== 'gone') throw new KeyTakenError(kind);
    return [{ type: 'KeyReserved', data: { kind, ownerId, reservedAt: now.toISOString() } }];
  },
};

function decide(command: CommandWithoutFacts<ReservationCommand, ReservationFacts>, state: ReservationState): ReservationEvent[] {
  switch (command.type) {
    case 'ReleaseKey': {
      if (state.ownerId !== command.data.ownerId) return [];
      return [{ type: 'KeyReleased', data: command.data }];
    }
    default:
      return assertNever(command.type);
  }
}

function evolve(state: ReservationState, event: ReservationEvent): ReservationState {
  switch (event.type) {
    case 'KeyReserved':
      return { ownerId: event.data.ownerId, reservedAt: event.data.reservedAt };
    case 'KeyReleased':
      return state.ownerId === event.data.ownerId ? { ownerId: null, reservedAt: null } : state;
    default:
      return assertNever(event);
  }
}

export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent, ReservationFacts> = deciderWithFacts({
  initialState: () => ({ ownerId: null, reservedAt: null }),
  evolve,
  decideWithFacts,
  decide,
});
