import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/event.js';

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
