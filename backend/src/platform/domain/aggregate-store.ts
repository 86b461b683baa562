import { randomUUID } from 'node:crypto';
import type { AppendResult, DomainEvent, ExpectedRevision, NewEvent, RecordedEvent } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { StreamChangedError, WrongExpectedRevisionError } from '../event-store/event-store.errors.js';
import { deriveEventId } from '../event-store/derived-event-id.js';
import type { EventSchemaRegistry } from '../event-store/event-schemas.js';
import { requestContext, type RequestContext } from '../request-context/request-context.js';
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
  /**
   * The revision to decide on: the one the client last saw (HTTP If-Match), or the one a handler
   * planned from (`onLatestState`). A mismatch is a 409 that changes nothing and is never retried.
   */
  expectedRevision?: number;
  /**
   * How often to decide again on the newest state when a concurrent write got in first (default
   * `STALE_REVISION_RETRIES`; ignored with `expectedRevision`). 0 for a decision that may not be
   * made again: see `onLatestState` for one planned from a load made before `execute`.
   */
  retries?: number;
}

export interface ExecuteResult<State, Event> {
  events: Event[];
  state: State;
  revision: number | 'no_stream';
  position: bigint | null;
  /**
   * The rows the inline projections that applied the append answered, by projection (decision
   * 0029): a command can answer with its read model without reading it again. Absent when none did.
   */
  appliedInline?: AppendResult['appliedInline'];
}

export const STALE_REVISION_MESSAGE = '他のユーザーが先に更新しました。画面を再読み込みしてからもう一度お試しください。';

/** A write decided on a revision that is no longer the stream's latest (HTTP 409, nothing appended). */
export class StaleRevisionError extends ConflictError {
  constructor() {
    super('EVENT_STORE.STALE_REVISION', STALE_REVISION_MESSAGE);
  }
}

/**
 * A write without If-Match applies to the latest state: after a concurrent write it is decided
 * again on the newest state, up to this many times (11 attempts in all), with a jittered backoff
 * so that writers that lost together do not collide again together (docs/decisions/0020).
 */
export const STALE_REVISION_RETRIES = 10;

/**
 * The longest pause before the n-th retry: 20 ms, doubling, at most 1 s. With full jitter a
 * writer waits about 2.5 s over all retries before it gives up (at most about 5 s): enough for
 * thirty writers of one aggregate at once to get through one after another.
 */
const retryPauseCeilingMs = (retry: number) => Math.min(1000, 20 * 2 ** (retry - 1));

/** Waits a random part of the retry's ceiling ("full jitter"). */
const pauseBeforeRetry = (retry: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * retryPauseCeilingMs(retry)));

/**
 * Runs `attempt` again on a `StaleRevisionError` (bounded and jittered like `execute`'s own
 * retries), for a use case that plans from a load made before `execute`: which unique keys to
 * reserve and release, which references to keep. Deciding such a plan again on a newer state
 * would apply a plan made for an older one, so the attempt decides on exactly the revision it
 * loaded (`expectedRevision: ifMatch ?? loaded.revision`) and a concurrent write makes it plan
 * again from the start. With the client's If-Match (`ifMatch`) a stale revision is the client's
 * 409 and is not retried.
 */
export async function onLatestState<T>(ifMatch: number | undefined, attempt: () => Promise<T>): Promise<T> {
  for (let retry = 1; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (ifMatch !== undefined || !(error instanceof StaleRevisionError) || retry > STALE_REVISION_RETRIES) throw error;
      await pauseBeforeRetry(retry);
    }
  }
}

/** How many folded states the store keeps per evolver (least recently used go first). */
export const FOLDED_STATES_KEPT = 5000;

interface Folded<State> {
  state: State;
  revision: number;
}

/**
 * Loads an aggregate from its stream, lets the caller decide, appends the new events with the
 * loaded revision as the expected revision, and records the position for read-your-writes.
 * When a concurrent write got in first, a write without an expected revision (no If-Match) is
 * decided again on the newest state (DESIGN: it applies to the latest state); one with an
 * expected revision is a 409. `decide` may therefore run more than once: it must depend only on
 * the state it is given and on facts that a few milliseconds do not change (another stream's
 * facts are read before the append, retried or not: no append is atomic with another stream).
 * A decision planned from an earlier load of the same stream uses `onLatestState`.
 * Free of Nest like the rest of domain/: `EventStoreModule` provides it over the `EVENT_STORE` port
 * (which answers events already upcast) and the application's event schemas. New events get their
 * type's current schema version; a type no module registered is refused before anything is appended.
 *
 * Streams only grow, so the state folded up to a revision stays true: the store keeps the latest
 * folded state of recently used streams and reads only the events after it. A command costs the
 * same on a member moved fifty times as on one moved once, and another writer's events (another
 * instance) are folded in on the next load. Kept states are frozen: a decision cannot change one.
 */
export class AggregateStore {
  private folded = new WeakMap<object, Map<string, Folded<unknown>>>();

  /** `keptStates`: how many folded states are kept per evolver. */
  constructor(
    private readonly store: EventStore,
    private readonly schemas: EventSchemaRegistry,
    private readonly keptStates = FOLDED_STATES_KEPT,
  ) {}

  /**
   * Drops every kept state: after a person is forgotten (decision 0044) a kept state may still hold
   * their personal fields in clear, folded before their key was destroyed. Each stream is read
   * in full once more on its next load.
   */
  dropKeptStates(): void {
    this.folded = new WeakMap();
  }

  /** The stream's state; loads of one stream with one evolver in a request share one read. */
  load<State, Event extends DomainEvent>(streamId: string, evolver: Evolver<State, Event>): Promise<Loaded<State>> {
    const ctx = requestContext.current();
    const loads = ctx?.streamLoads;
    if (!loads) return this.fold(streamId, evolver);
    let byEvolver = loads.get(streamId);
    if (!byEvolver) loads.set(streamId, (byEvolver = new Map()));
    let load = byEvolver.get(evolver) as Promise<Loaded<State>> | undefined;
    if (!load) {
      load = this.assume(streamId, evolver, ctx.speculation) ?? this.fold(streamId, evolver);
      byEvolver.set(evolver, load);
      load.catch(() => byEvolver.delete(evolver));
    }
    return load;
  }

  /**
   * Runs `command` (a handler's checks and one decision) on the kept states of the streams it
   * loads, without reading them: the append then checks, in its own transaction, that none of
   * those streams has grown since (decision 0032). When one has, or the decided stream itself has
   * (a stale expected revision), nothing was appended and `command` runs again reading every
   * stream as usual; so does a command that fails before appending anything, since its refusal
   * may come from a kept state that is behind. It decides and refuses exactly as without this. A stream with no kept
   * state is read as usual. For a command that appends once and does nothing else before it (a
   * second run must be harmless); after its first append the command goes on without assuming.
   * On an event store that cannot check other streams in an append it just runs `command`.
   */
  async speculating<T>(command: () => Promise<T>): Promise<T> {
    const ctx = requestContext.current();
    if (!ctx || ctx.speculation || !this.store.checksUnchanged) return command();
    const speculation = { assumed: new Map<string, number>() };
    ctx.speculation = speculation;
    try {
      return await command();
    } catch (error) {
      // A refusal before any append may come from a kept state that is behind: it is checked by
      // running the command again, reading (a refusal costs a second run; a success does not).
      const refusedOnAssumptions = ctx.speculation === speculation && speculation.assumed.size > 0;
      if (!(error instanceof SpeculationFailed) && !refusedOnAssumptions) throw error;
    } finally {
      if (ctx.speculation === speculation) ctx.speculation = undefined;
    }
    ctx.streamLoads.clear();
    return command();
  }

  /** The kept state, without a read, while a command speculates (recorded as assumed); else undefined. */
  private assume<State>(streamId: string, evolver: object, speculation: RequestContext['speculation']): Promise<Loaded<State>> | undefined {
    if (!speculation) return undefined;
    const kept = this.statesOf(evolver).get(streamId) as Folded<State> | undefined;
    if (!kept) return undefined;
    const assumed = speculation.assumed.get(streamId);
    speculation.assumed.set(streamId, assumed === undefined ? kept.revision : Math.min(assumed, kept.revision));
    return Promise.resolve({ state: kept.state, revision: kept.revision });
  }

  /** What an append made while speculating must find unchanged: the assumed streams but the appended one (its expected revision covers it). */
  private unchangedFor(streamId: string): { unchanged?: { streamId: string; revision: number }[] } {
    const assumed = requestContext.current()?.speculation?.assumed;
    if (!assumed) return {};
    const unchanged = [...assumed].filter(([id]) => id !== streamId).map(([id, revision]) => ({ streamId: id, revision }));
    return unchanged.length ? { unchanged } : {};
  }

  /** After an append: the rest of the command reads as usual. A refused assumption: the command runs again. */
  private endSpeculation(streamId: string, error?: unknown): void {
    const ctx = requestContext.current();
    const speculation = ctx?.speculation;
    if (!speculation) return;
    ctx.speculation = undefined;
    // Any conflict while assuming: deciding again here would append without checking what was
    // assumed, so the whole command runs again instead.
    if (speculation.assumed.size > 0 && (error instanceof StreamChangedError || error instanceof WrongExpectedRevisionError)) {
      throw new SpeculationFailed();
    }
  }

  async execute<State, Event extends DomainEvent>(
    streamId: string,
    evolver: Evolver<State, Event>,
    decide: (state: State) => Event[],
    options: ExecuteOptions = {},
  ): Promise<ExecuteResult<State, Event>> {
    const retries = options.expectedRevision === undefined ? (options.retries ?? STALE_REVISION_RETRIES) : 0;
    for (let retry = 1; ; retry++) {
      const loaded = await this.load(streamId, evolver);
      if (options.expectedRevision !== undefined && loaded.revision !== options.expectedRevision) {
        forgetLoads(streamId);
        // A kept state may be behind the revision the client saw: read it before refusing.
        if (requestContext.current()?.speculation?.assumed.has(streamId)) throw new SpeculationFailed();
        throw new StaleRevisionError();
      }
      const events = decide(loaded.state);
      if (events.length === 0) return { events, state: loaded.state, revision: loaded.revision, position: null };
      try {
        let result: AppendResult;
        try {
          result = await this.store.appendToStream(streamId, this.toNewEvents(streamId, events), {
            expectedRevision: loaded.revision,
            ...this.unchangedFor(streamId),
          });
        } catch (error) {
          this.endSpeculation(streamId, error);
          throw error;
        }
        this.endSpeculation(streamId);
        recordAppended(streamId, result, events);
        if (result.nextExpectedRevision !== revisionAfter(loaded.revision, events.length)) {
          // Not appended now: a reaction running again, whose events (same ids) an earlier run
          // stored. The loaded state may already hold them; evolving it again would count them twice.
          const current = await this.fold(streamId, evolver);
          return { events, state: current.state, revision: current.revision, position: result.position };
        }
        const state = events.reduce(evolver.evolve, loaded.state);
        this.keep(evolver, streamId, state, result.nextExpectedRevision);
        return { events, state, revision: result.nextExpectedRevision, position: result.position, appliedInline: result.appliedInline };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (retry > retries) throw new StaleRevisionError();
      } finally {
        forgetLoads(streamId);
      }
      await pauseBeforeRetry(retry);
    }
  }

  /** Appends events that need no decision over prior state (e.g. a reservation stream). */
  async append(streamId: string, events: DomainEvent[], expectedRevision: ExpectedRevision): Promise<bigint> {
    try {
      let result: AppendResult;
      try {
        result = await this.store.appendToStream(streamId, this.toNewEvents(streamId, events), { expectedRevision, ...this.unchangedFor(streamId) });
      } catch (error) {
        this.endSpeculation(streamId, error);
        throw error;
      }
      this.endSpeculation(streamId);
      recordAppended(streamId, result, events);
      return result.position;
    } finally {
      forgetLoads(streamId);
    }
  }

  /** The kept state of the stream brought up to date with the events after it. */
  private async fold<State, Event extends DomainEvent>(streamId: string, evolver: Evolver<State, Event>): Promise<Loaded<State>> {
    const kept = this.statesOf(evolver).get(streamId) as Folded<State> | undefined;
    const events = await this.store.readStream(streamId, kept ? { fromRevision: kept.revision + 1 } : {});
    if (events.length === 0) return kept ? { state: kept.state, revision: kept.revision } : { state: evolver.initialState(), revision: 'no_stream' };
    let state = kept ? kept.state : evolver.initialState();
    for (const recorded of events) state = evolver.evolve(state, toDomain<Event>(recorded));
    const revision = events[events.length - 1].revision;
    return { state: this.keep(evolver, streamId, state, revision), revision };
  }

  /** Keeps `state` as the stream's state at `revision` (unless a newer one is kept); answers it frozen. */
  private keep<State>(evolver: object, streamId: string, state: State, revision: number): State {
    const states = this.statesOf(evolver);
    deepFreeze(state);
    const kept = states.get(streamId);
    if (kept && kept.revision > revision) return state;
    states.delete(streamId);
    states.set(streamId, { state, revision });
    if (states.size > this.keptStates) states.delete(states.keys().next().value as string);
    return state;
  }

  /**
   * The events to append to `streamId`, with ids and metadata from the request context. Inside a
   * reaction the n-th event the reaction appends to a stream gets an id derived from the reactor,
   * the triggering event, the stream and n, and the triggering event as its causation: a reaction
   * that runs again (its checkpoint was lost) appends the same ids, which the event store answers
   * as the earlier append instead of storing them twice.
   */
  private toNewEvents(streamId: string, events: readonly DomainEvent[]): NewEvent[] {
    const ctx = requestContext.current();
    const reaction = ctx?.reaction;
    const before = reaction?.appended.get(streamId) ?? 0;
    const correlationId = ctx?.correlationId ?? randomUUID();
    const occurredAt = (ctx?.occurredAt ?? new Date()).toISOString();
    return events.map((event, i) => ({
      eventId: reaction ? deriveEventId(reaction.reactor, reaction.eventId, streamId, String(before + i)) : randomUUID(),
      type: event.type,
      data: event.data,
      metadata: {
        correlationId,
        causationId: reaction ? reaction.eventId : (ctx?.correlationId ?? null),
        userId: ctx?.userId ?? null,
        occurredAt,
        schemaVersion: this.schemas.currentVersion(event.type),
      },
    }));
  }

  private statesOf(evolver: object): Map<string, Folded<unknown>> {
    let states = this.folded.get(evolver);
    if (!states) this.folded.set(evolver, (states = new Map()));
    return states;
  }
}

/** A speculating command's assumption did not hold: nothing was appended, and it runs again reading its streams. */
class SpeculationFailed extends Error {
  constructor() {
    super('a stream the command assumed unchanged has grown');
    this.name = 'SpeculationFailed';
  }
}

/** Freezes an object graph; parts already frozen (shared with an older state) are skipped. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * Tells the request what it appended, for the read-your-writes wait (position and event types),
 * and a reaction how many events it has appended to the stream (its next ids are derived from that).
 */
function recordAppended(streamId: string, result: AppendResult, events: readonly DomainEvent[]): void {
  requestContext.recordAppend(
    result.position,
    events.map((event) => event.type),
    result.appliedInline?.keys(),
  );
  const reaction = requestContext.current()?.reaction;
  if (reaction) reaction.appended.set(streamId, (reaction.appended.get(streamId) ?? 0) + events.length);
}

function revisionAfter(revision: number | 'no_stream', appended: number): number {
  return (revision === 'no_stream' ? -1 : revision) + appended;
}

/** An append to a stream, or a conflict on it, ends the request's shared loads of it. */
function forgetLoads(streamId: string): void {
  requestContext.current()?.streamLoads.delete(streamId);
}

/** The domain event of a recorded one (which the event store answered at its current version). */
export function toDomain<Event extends DomainEvent>(recorded: RecordedEvent): Event {
  return { type: recorded.type, data: recorded.data } as Event;
}
