import type { EntityManager } from 'typeorm';
import type { DomainEvent, RecordedEventOf } from '../event-store/event.js';
import type { InlineEvent, InlineStatement } from '../event-store/inline-projection.js';
import { preparedQuery } from '../database/prepared-query.js';

/**
 * A read model built from events. `apply` must only write through the given transaction's
 * manager, using unqualified table names (the runtime points `search_path` at a shadow schema
 * during a rebuild). The runtime stores the checkpoint in the same transaction, and hands each
 * event over as the application's event store reads it: upcast to its current schema version.
 *
 * Generic over the union `E` of the events it handles (`Projection<GrowthCycleEvent>`, or a union
 * of several modules' events): `handles` may list only their types, and `apply` receives that
 * union, so `switch (event.type)` narrows `event.data` without a cast and `assertNever` proves
 * every handled type is applied. The runtime only ever passes events whose type is in `handles`.
 */
export interface Projection<E extends DomainEvent = DomainEvent> {
  /** Stable name, also the checkpoint key. */
  readonly name: string;
  /** Event types this projection reacts to; others only advance its checkpoint. */
  readonly handles: readonly E['type'][];
  /** Read-model tables it owns (created by migrations); rebuilt and swapped together. */
  readonly tables: readonly string[];
  /**
   * The version of what `apply` writes for the same events (default 1). Raise it when that
   * changes (a new column filled from old events, another indexing): the checkpoint records the
   * version its tables were built with, and on start a projection built with another version is
   * rebuilt once, by one instance, while its old tables keep serving (decision 0113).
   */
  readonly version?: number;
  apply(event: RecordedEventOf<E>, manager: EntityManager): Promise<void>;
  /**
   * Optional: applies several handled events at once, in log order, with the same effect as
   * `apply` on each in turn, so a replay or a long catch-up costs a few statements per batch
   * instead of a few per event. The runtime prefers it when present; when it throws, the live
   * loop applies that batch again one `apply` at a time to stop at the failing event.
   */
  applyBatch?(events: readonly RecordedEventOf<E>[], manager: EntityManager): Promise<void>;
  /**
   * Optional: the events of one stream whose rows this projection may write in the append's own
   * transaction (docs/decisions/0029-inline-projections.md). Only for rows owned by that stream,
   * and the statements must write what `apply` writes for the same events. With the PostgreSQL
   * event store a batch of only these types is applied inline and the catch-up loop skips it;
   * anything else (EventStoreDB, an append made without the inline part) is applied by the loop.
   */
  readonly inline?: InlinePart<E>;
  /**
   * Who waits for this projection (read-your-writes, decision 0055). `'writes'` (the default): a
   * write answers once the projections handling its events have applied them. `'reads'`: for
   * history and analytics read models that no command answers with: writes do not wait (nor wake
   * the loop for each append: it applies them in batches), and the queries reading it wait until
   * it has applied the whole log as it stands when they ask (`ProjectionRuntime.awaitHead`), when
   * what they ask about could include a write that has just been made.
   */
  readonly awaitedBy?: 'writes' | 'reads';
}

export interface InlinePart<E extends DomainEvent = DomainEvent> {
  /** A subset of `handles`; a batch is one stream's events, so only its own types ever meet. */
  readonly handles: readonly E['type'][];
  /**
   * Statements applying one stream's batch, in order (pure: builds, runs nothing). They are sent
   * with the append, before positions are handed out: an event's `position` is null there, and a
   * statement that needs it writes `event_position($n::uuid)` with the event id (`InlineEvent`).
   */
  statements(events: readonly InlineEvent<E>[]): InlineStatement[];
}

export const PROJECTION_METADATA = 'platform:projection';

/** `Projection.version`, defaulted. */
export function versionOf(projection: Pick<Projection, 'version'>): number {
  return projection.version ?? 1;
}

/**
 * Marks a Nest provider implementing `Projection`; the projection runtime discovers every
 * provider so marked (DiscoveryService), so a module only lists it in its `providers`.
 */
export function ReadModelProjection(): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(PROJECTION_METADATA, true, target);
  };
}

/**
 * Runs an inline part's statements through the loop's manager, in order: how `apply` writes
 * exactly what the event store writes inline for the same events (named ones as prepared statements).
 */
export async function runStatements(manager: EntityManager, statements: readonly InlineStatement[]): Promise<void> {
  for (const statement of statements) {
    if (statement.name) await preparedQuery(manager, statement.name, statement.text, [...statement.values]);
    else await manager.query(statement.text, [...statement.values]);
  }
}
