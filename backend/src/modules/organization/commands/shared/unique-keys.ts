import { Inject, Injectable } from '@nestjs/common';
import { AggregateStore, StaleRevisionError } from '../../../../platform/domain/aggregate-store.js';
import type { ConflictError } from '../../../../platform/domain/domain-error.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import type { ReservationKind } from '../../events/reservation.events.js';
import { normalizeKey } from '../../domain/normalize.js';
import { ReleaseKey, ReserveKey } from '../../domain/reservation.commands.js';
import {
  KeyTakenError,
  reservationDecider,
  reservationStreamId,
  unwrittenHolderExpired,
  type HolderStatus,
  type ReservationState,
} from '../../domain/reservation.js';

/** The aggregate that holds keys of a kind (a member, department or position), seen from its key. */
export interface KeyHolder {
  /** Where the holder `ownerId` stands (`HolderStatus`), read from its own stream. */
  status(ownerId: string): Promise<HolderStatus>;
  /** Ends `ownerId` if it was never written, so that it never can be; nothing once it exists. */
  abandon(aggregates: AggregateStore, ownerId: string): Promise<void>;
}

export interface UniqueKey {
  kind: ReservationKind;
  /** Raw parts; the last one is normalised (NFKC, case-folded), the others are scopes such as a team id. */
  parts: string[];
  holder: KeyHolder;
  /** The error answered when the key is held by someone else. */
  takenError: () => ConflictError;
}

/** The key's reservation stream. */
export const keyStreamId = (key: Pick<UniqueKey, 'kind' | 'parts'>) => {
  const scope = key.parts.slice(0, -1);
  return reservationStreamId(key.kind, [...scope, normalizeKey(key.parts[key.parts.length - 1])].join('\u0000'));
};

export const sameKey = (a: string, b: string) => normalizeKey(a) === normalizeKey(b);

/**
 * Keeps uniqueness on the write side with one reservation stream per normalised key, reserved
 * before the owner is appended (docs/modules/organization.md, "Uniqueness", has the protocol and
 * why it is safe). A key changes hands only when its holder can never exist: deleted, or never
 * written and its creation abandoned here once its grace (`UNWRITTEN_HOLDER_GRACE_MS`) is over.
 * A request that loses the key gets the key's conflict error; nothing of its own is written.
 */
@Injectable()
export class UniqueKeys {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async reserve(key: UniqueKey, ownerId: string): Promise<void> {
    const streamId = keyStreamId(key);
    const now = this.clock.now();
    const { state } = await this.aggregates.load(streamId, reservationDecider);
    const holder = state.ownerId;
    const status = holder === null || holder === ownerId ? 'gone' : await this.statusOf(key, holder, state, now);
    const reserve = new ReserveKey({ kind: key.kind, ownerId });
    try {
      await this.aggregates.execute(streamId, reservationDecider, (current) =>
        // Decided again after a concurrent reservation: its holder was not looked up and counts as live.
        reservationDecider.decide(reserve, current, { holder: current.ownerId === holder ? status : 'live', now }),
      );
    } catch (error) {
      if (error instanceof KeyTakenError || error instanceof StaleRevisionError) throw key.takenError();
      throw error;
    }
  }

  /**
   * Releases the key if `ownerId` holds it; never fails the caller's already-done work. Answers
   * whether `ownerId` held it.
   */
  async release(key: Pick<UniqueKey, 'kind' | 'parts'>, ownerId: string): Promise<boolean> {
    const release = new ReleaseKey({ kind: key.kind, ownerId });
    const result = await this.aggregates.execute(keyStreamId(key), reservationDecider, (state) => reservationDecider.decide(release, state));
    return result.events.length > 0;
  }

  /** The holder's status; one left unwritten past its grace has its creation abandoned first. */
  private async statusOf(key: UniqueKey, holder: string, state: ReservationState, now: Date): Promise<HolderStatus> {
    const status = await key.holder.status(holder);
    if (status !== 'unwritten' || !unwrittenHolderExpired(state, now)) return status;
    await key.holder.abandon(this.aggregates, holder);
    // Gone now, or live: its request appended it just before the abandonment could be.
    return key.holder.status(holder);
  }
}

/**
 * Runs `work` while holding `key` for `ownerId` (when there is a key); releases it again when
 * the work fails, so a refused command leaves the key free. Work that failed because the key was
 * taken over meanwhile (its owner's creation abandoned: the request was too late) answers the
 * key's conflict error.
 */
export async function withReservedKey<T>(keys: UniqueKeys, key: UniqueKey | null, ownerId: string, work: () => Promise<T>): Promise<T> {
  if (!key) return work();
  await keys.reserve(key, ownerId);
  try {
    return await work();
  } catch (error) {
    const held = await keys.release(key, ownerId);
    throw held ? error : key.takenError();
  }
}
