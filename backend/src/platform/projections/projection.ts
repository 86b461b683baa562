import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/event.js';
import type { InlineEvent, InlineStatement } from '../event-store/inline-projection.js';

/**
 * A read model built from events. `apply` must only write through the given transaction's
 * manager, using unqualified table names (the runtime points `search_path` at a shadow schema
 * during a rebuild). The runtime stores the checkpoint in the same transaction, and hands each
 * event over as the application's event store reads it: upcast to its current schema version.
 */
export interface Projection {
  /** Stable name, also the checkpoint key. */
  readonly name: string;
  /** Event types this projection reacts to; others only advance its checkpoint. */
  readonly handles: readonly string[];
  /** Read-model tables it owns (created by migrations); rebuilt and swapped together. */
  readonly tables: readonly string[];
  apply(event: RecordedEvent, manager: EntityManager): Promise<void>;
  /**
   * Optional: applies several handled events at once, in log order, with the same effect as
   * `apply` on each in turn, so a replay or a long catch-up costs a few statements per batch
   * instead of a few per event. The runtime prefers it when present; when it throws, the live
   * loop applies that batch again one `apply` at a time to stop at the failing event.
   */
  applyBatch?(events: readonly RecordedEvent[], manager: EntityManager): Promise<void>;
  /**
   * Optional: the events of one stream whose rows this projection may write in the append's own
   * transaction (docs/decisions/0029-inline-projections.md). Only for rows owned by that stream,
   * and the statements must write what `apply` writes for the same events. With the PostgreSQL
   * event store a batch of only these types is applied inline and the catch-up loop skips it;
   * anything else (EventStoreDB, an append made without the inline part) is applied by the loop.
   */
  readonly inline?: InlinePart;
}

export interface InlinePart {
  /** A subset of `handles`, all of one stream category. */
  readonly handles: readonly string[];
  /**
   * Statements applying one stream's batch, in order (pure: builds, runs nothing). They are sent
   * with the append, before positions are handed out: an event's `position` is null there, and a
   * statement that needs it writes `event_position($n::uuid)` with the event id (`InlineEvent`).
   */
  statements(events: readonly InlineEvent[]): InlineStatement[];
}

export const PROJECTION_METADATA = 'platform:projection';

/**
 * Marks a Nest provider implementing `Projection`; the projection runtime discovers every
 * provider so marked (DiscoveryService), so a module only lists it in its `providers`.
 */
export function ReadModelProjection(): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(PROJECTION_METADATA, true, target);
  };
}
