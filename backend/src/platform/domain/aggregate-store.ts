import { randomUUID } from 'node:crypto';
import type { DomainEvent, ExpectedRevision, NewEvent, RecordedEvent } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { WrongExpectedRevisionError } from '../event-store/event-store.errors.js';
import { eventSchemas } from '../event-store/upcasters.js';
import { requestContext } from '../request-context/request-context.js';
import { ConflictError } from './domain-error.js';

export interface Evolver<State, Event extends DomainEvent> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
}

export interface Loaded<State> {
  state: State;
  /** Last revision in the stream, or 'no_stream'. */
  revision: number | 'no_stream';
}

export interface ExecuteOptions {
  /** The revision the client last saw (HTTP If-Match). A mismatch is a 409 that changes nothing. */
  expectedRevision?: number;
  /** Retries after a concurrent write; only for commands that are safe to decide again. */
  retries?: number;
}

export interface ExecuteResult<State, Event> {
  events: Event[];
  state: State;
  revision: number | 'no_stream';
  position: bigint | null;
}

export const STALE_REVISION_MESSAGE = '他のユーザーが先に更新しました。画面を再読み込みしてからもう一度お試しください。';

/**
 * Loads an aggregate from its stream, lets the caller decide, appends the new events with the
 * loaded revision as the expected revision, and records the position for read-your-writes.
 * Free of Nest like the rest of domain/: `EventStoreModule` provides it over the `EVENT_STORE` port.
 */
export class AggregateStore {
  constructor(private readonly store: EventStore) {}

  async load<State, Event extends DomainEvent>(streamId: string, evolver: Evolver<State, Event>): Promise<Loaded<State>> {
    const events = await this.read(streamId);
    let state = evolver.initialState();
    for (const recorded of events) state = evolver.evolve(state, toDomain<Event>(recorded));
    return { state, revision: events.length ? events[events.length - 1].revision : 'no_stream' };
  }

  async execute<State, Event extends DomainEvent>(
    streamId: string,
    evolver: Evolver<State, Event>,
    decide: (state: State) => Event[],
    options: ExecuteOptions = {},
  ): Promise<ExecuteResult<State, Event>> {
    let attemptsLeft = options.expectedRevision === undefined ? (options.retries ?? 0) : 0;
    for (;;) {
      const loaded = await this.load(streamId, evolver);
      if (options.expectedRevision !== undefined && loaded.revision !== options.expectedRevision) {
        throw new ConflictError('EVENT_STORE.STALE_REVISION', STALE_REVISION_MESSAGE);
      }
      const events = decide(loaded.state);
      if (events.length === 0) return { events, state: loaded.state, revision: loaded.revision, position: null };
      try {
        const result = await this.store.appendToStream(streamId, events.map(toNewEvent), {
          expectedRevision: loaded.revision,
        });
        requestContext.recordAppend(result.position);
        const state = events.reduce(evolver.evolve, loaded.state);
        return { events, state, revision: result.nextExpectedRevision, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attemptsLeft-- <= 0) throw new ConflictError('EVENT_STORE.STALE_REVISION', STALE_REVISION_MESSAGE);
      } finally {
        forgetRead(streamId);
      }
    }
  }

  /** Appends events that need no decision over prior state (e.g. a reservation stream). */
  async append(streamId: string, events: DomainEvent[], expectedRevision: ExpectedRevision): Promise<bigint> {
    try {
      const result = await this.store.appendToStream(streamId, events.map(toNewEvent), { expectedRevision });
      requestContext.recordAppend(result.position);
      return result.position;
    } finally {
      forgetRead(streamId);
    }
  }

  /**
   * A stream's events, read from the store once per request: a command's access checks and its
   * query's read the same team stream, and a guard and the command the same entry stream. An
   * append, or a conflict, drops the copy, so a decision on a stale copy fails on its expected
   * revision like any concurrent write would.
   */
  private read(streamId: string): Promise<RecordedEvent[]> {
    const reads = requestContext.current()?.streamReads;
    if (!reads) return this.store.readStream(streamId);
    let read = reads.get(streamId);
    if (!read) {
      read = this.store.readStream(streamId);
      reads.set(streamId, read);
      read.catch(() => reads.delete(streamId));
    }
    return read;
  }
}

function forgetRead(streamId: string): void {
  requestContext.current()?.streamReads.delete(streamId);
}

export function toNewEvent(event: DomainEvent): NewEvent {
  const ctx = requestContext.current();
  return {
    eventId: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: {
      correlationId: ctx?.correlationId ?? randomUUID(),
      causationId: ctx?.correlationId ?? null,
      userId: ctx?.userId ?? null,
      occurredAt: (ctx?.occurredAt ?? new Date()).toISOString(),
      schemaVersion: eventSchemas.currentVersion(event.type),
    },
  };
}

export function toDomain<Event extends DomainEvent>(recorded: RecordedEvent): Event {
  const upcast = eventSchemas.upcast(recorded);
  return { type: upcast.type, data: upcast.data } as Event;
}
