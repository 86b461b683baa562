import { Injectable } from '@nestjs/common';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ConflictError } from '../../../../platform/domain/domain-error.js';
import type { ReservationKind } from '../../events/reservation.events.js';
import { normalizeKey } from '../../domain/normalize.js';
import { ReleaseKey, ReserveKey } from '../../domain/reservation.commands.js';
import { KeyTakenError, reservationDecider, reservationStreamId } from '../../domain/reservation.js';

export interface UniqueKey {
  kind: ReservationKind;
  /** Raw parts; the last one is normalised (NFKC, case-folded), the others are scopes such as a team id. */
  parts: string[];
  /** Whether the key's current owner still exists; a stale holder (e.g. of a deleted team) is taken over. */
  isOwnerAlive: (ownerId: string) => Promise<boolean>;
  /** The error answered when the key is held by a live owner. */
  takenError: () => ConflictError;
}

const streamOf = (key: Pick<UniqueKey, 'kind' | 'parts'>) => {
  const scope = key.parts.slice(0, -1);
  return reservationStreamId(key.kind, [...scope, normalizeKey(key.parts[key.parts.length - 1])].join('\u0000'));
};

export const sameKey = (a: string, b: string) => normalizeKey(a) === normalizeKey(b);

/**
 * Keeps uniqueness on the write side with one reservation stream per normalised key. A
 * concurrent reservation of the same key loses on the expected revision and gets the key's
 * conflict error; nothing else is written.
 */
@Injectable()
export class UniqueKeys {
  constructor(private readonly aggregates: AggregateStore) {}

  async reserve(key: UniqueKey, ownerId: string): Promise<void> {
    const streamId = streamOf(key);
    const loaded = await this.aggregates.load(streamId, reservationDecider);
    const holder = loaded.state.ownerId;
    const ownerAlive = holder !== null && holder !== ownerId ? await key.isOwnerAlive(holder) : false;
    const reserve = new ReserveKey({ kind: key.kind, ownerId });
    try {
      await this.aggregates.execute(
        streamId,
        reservationDecider,
        (state) => {
          // Someone else reserved between our load and now: decide again on their state.
          const alive = state.ownerId === holder ? ownerAlive : state.ownerId !== null;
          return reservationDecider.decide(reserve, state, { ownerAlive: alive });
        },
        {},
      );
    } catch (error) {
      if (error instanceof KeyTakenError || error instanceof ConflictError) throw key.takenError();
      throw error;
    }
  }

  /** Releases the key if `ownerId` holds it; never fails the caller's already-done work. */
  async release(key: Pick<UniqueKey, 'kind' | 'parts'>, ownerId: string): Promise<void> {
    const release = new ReleaseKey({ kind: key.kind, ownerId });
    await this.aggregates.execute(streamOf(key), reservationDecider, (state) =>
      reservationDecider.decide(release, state),
      { retries: 3 },
    );
  }
}

/**
 * Runs `work` while holding `key` for `ownerId` (when there is a key); releases it again when
 * the work fails, so a refused command leaves the key free.
 */
export async function withReservedKey<T>(keys: UniqueKeys, key: UniqueKey | null, ownerId: string, work: () => Promise<T>): Promise<T> {
  if (!key) return work();
  await keys.reserve(key, ownerId);
  try {
    return await work();
  } catch (error) {
    await keys.release(key, ownerId);
    throw error;
  }
}
