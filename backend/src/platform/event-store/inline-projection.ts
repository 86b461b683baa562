import type { DomainEvent, RecordedEvent } from './event.js';

/** One parameterised statement of an inline projection; `name` makes it a named prepared statement. */
export interface InlineStatement {
  readonly name?: string;
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * An event as an inline projection's statements see it. The statements travel to the database
 * together with the append, before its positions are handed out, so `position` is null there: a
 * statement that needs it writes `event_position($n::uuid)` with the event id (a function of the
 * event store's schema, reading the row the append has just written in the same transaction).
 * Everything else is known, the revision included. Where the same statements apply a recorded
 * event (the catch-up loop), `position` is the event's.
 */
export type InlineEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? Omit<RecordedEvent<E>, 'position'> & { readonly position: bigint | null }
  : never;

/**
 * The part of a projection that an event store applies in the append's own transaction
 * (docs/decisions/0029-inline-projections.md): for read models owned by one stream, so that a
 * command's answer need not wait for the projection's catch-up loop.
 *
 * A batch is applied inline only when every one of its events is of a type in `handles` and its
 * revisions are known (an expected revision that is a number or `no_stream`); the events are
 * then stored with the projection's name (`RecordedEvent.appliedInline`) and its catch-up loop
 * skips them. Otherwise (another store, an append made without this part, a batch with other
 * types) the loop applies them as it always did, so the statements must write exactly what the
 * projection's `apply` writes for the same events.
 */
export interface InlineApplier {
  /** The projection's name (its checkpoint key). */
  readonly name: string;
  readonly handles: ReadonlySet<string>;
  /**
   * The statements applying `events` (one stream's batch, in revision order), run in order after
   * the append; the rows they answer come back in `AppendResult.appliedInline`. Pure: builds
   * statements, runs nothing.
   */
  statements(events: readonly InlineEvent[]): InlineStatement[];
}
