import type { AppendResult, ExpectedRevision, NewEvent, RecordedEvent } from './event.js';
import type { InlineApplier } from './inline-projection.js';

export interface AppendOptions {
  readonly expectedRevision: ExpectedRevision;
  /**
   * Other streams the decision was made on, each at the revision it was read at: the append is made
   * only if none of them has grown since (else `StreamChangedError`, nothing appended). Only where
   * `checksUnchanged` is true.
   */
  readonly unchanged?: readonly { streamId: string; revision: number }[];
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Omit to read from the start. */
  readonly after?: bigint;
  readonly maxCount?: number;
  /**
   * Only events of these types, still in global order (`maxCount` counts them only); filtered by
   * the store, so a reader handling a few types does not fetch, open and upcast the others.
   */
  readonly types?: readonly string[];
}

/**
 * The one way the application talks to an event store. Two adapters implement it:
 * PostgreSQL (default) and EventStoreDB (`EVENTSTORE_URL`); both pass `event-store.contract.ts`.
 */
export interface EventStore {
  /**
   * Appends atomically. Throws `WrongExpectedRevisionError` when `expectedRevision` does not
   * match. Re-appending events whose ids are already stored in that stream is a no-op that
   * answers the original result: with the same expected revision (a retried call), and for ids
   * derived from their cause (`deriveEventId`) whatever the expected revision, because a reaction
   * that runs again decides again on a state that already holds its first run's events.
   */
  appendToStream(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Whether `appendToStream` takes `unchanged` (the PostgreSQL store): the check runs in the
   * append's transaction. Without it, a caller must not pass `unchanged`.
   */
  readonly checksUnchanged?: boolean;
  /** The stream's events in revision order; an empty list when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  /**
   * Events of all streams in global order. Never returns an event while an older position
   * may still be uncommitted, so a reader that resumes "after" its last position misses nothing.
   */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the newest event that `readAll` can return now (0n when empty). */
  headPosition(): Promise<bigint>;
  /**
   * Position of the newest committed event, which `readAll` may not return yet while a transaction
   * that took a lower position is still open (0n when empty). What a wait for something already
   * appended elsewhere (a reactor's emitted events) must reach: the settled head can stand below it.
   */
  lastCommittedPosition(): Promise<bigint>;
  /**
   * Number of events readAll would return after `after`, up to and including `upTo` when given
   * (for progress; a count up to a position `readAll` has passed is exact, since nothing can be
   * added below it any more).
   */
  countAfter(after: bigint, upTo?: bigint): Promise<number>;
  close(): Promise<void>;
  /**
   * Only on a store that can run a projection's statements in the append's own transaction (the
   * PostgreSQL one, when the read models live in the same database): from now on, appends whose
   * events an applier handles are applied by it inline (docs/decisions/0029).
   */
  registerInline?(appliers: readonly InlineApplier[]): void;
  /**
   * With `registerInline`: the committed events after `after` that `projection` applied inline,
   * whether or not `readAll` can return them yet (a rebuild's swap replays them into the new
   * tables, since the catch-up loop will skip them; docs/decisions/0029 point 9).
   */
  readAppliedInline?(projection: string, options: ReadAllOptions): Promise<RecordedEvent[]>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');
