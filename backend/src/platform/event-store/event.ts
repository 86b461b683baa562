/**
 * Domain events as plain readonly objects (emmett style). `type` is past tense, no suffix.
 * Domain code produces `DomainEvent`s; the platform adds ids and metadata when appending.
 */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  readonly type: Type;
  readonly data: Data;
}

export interface EventMetadata {
  readonly correlationId: string;
  /**
   * What caused the event: the correlation id of the request whose command appended it (a command
   * carries no id of its own, so every event of one request has the same one); null outside a request.
   */
  readonly causationId: string | null;
  /** The signed-in user who issued the command; null for system work (the demo-seed markers, reactors); the demo seeder acts as the demo user who would have done it. */
  readonly userId: string | null;
  /** ISO-8601 instant the command was decided. */
  readonly occurredAt: string;
  /** Version of the data's shape; upcasters raise older versions on read. */
  readonly schemaVersion: number;
}

export interface NewEvent<E extends DomainEvent = DomainEvent> {
  readonly eventId: string;
  readonly type: E['type'];
  readonly data: E['data'];
  readonly metadata: EventMetadata;
}

export interface RecordedEvent<E extends DomainEvent = DomainEvent> extends NewEvent<E> {
  readonly streamId: string;
  /** 0-based position of the event inside its stream. */
  readonly revision: number;
  /** Global, monotonically increasing position across all streams. */
  readonly position: bigint;
  /**
   * The projections that applied this event in its append's own transaction (inline projections,
   * docs/decisions/0029): their catch-up loops skip it. Absent when none did.
   */
  readonly appliedInline?: readonly string[];
}

/**
 * A recorded event of any member of the union `E`, distributed over the members, so that
 * `switch (event.type)` narrows `event.data` to that member's data without a cast (what a
 * projection's `apply` and a reactor's `react` receive).
 */
export type RecordedEventOf<E extends DomainEvent> = E extends DomainEvent ? RecordedEvent<E> : never;

/** `no_stream`: the stream must not exist; `any`: skip the check; a number: the last revision seen. */
export type ExpectedRevision = number | 'no_stream' | 'stream_exists' | 'any';

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  readonly nextExpectedRevision: number;
  /** Global position of the last appended event (for read-your-writes). */
  readonly position: bigint;
  /**
   * The projections that applied these events in the append's transaction, each with the rows its
   * statements answered (e.g. the read-model row a command answers with). Absent when none did.
   */
  readonly appliedInline?: ReadonlyMap<string, readonly Record<string, unknown>[]>;
}

/**
 * Whether `recorded` is one of the events `types` names, narrowing it to `RecordedEventOf<E>`: for
 * a projection generic over events it does not know itself (the board kernel's, over each
 * matrix's entry events), where a `switch` on a type parameter's type names cannot narrow.
 * `types` names `E`'s members (`readonly E['type'][]`), so the narrowing is what a switch would do.
 */
export function isOneOf<E extends DomainEvent>(recorded: RecordedEvent, types: readonly E['type'][]): recorded is RecordedEventOf<E> {
  return types.some((type) => type === recorded.type);
}
