import {
  ANY,
  BACKWARDS,
  END,
  KurrentDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AppendStreamState,
  type Position,
  type ReadPosition,
} from '@kurrent/kurrentdb-client';
import type { AppendResult, EventMetadata, ExpectedRevision, NewEvent, RecordedEvent } from './event.js';
import type { AppendOptions, EventStore, ReadAllOptions } from './event-store.port.js';
import { DuplicateEventIdError, WrongExpectedRevisionError } from './event-store.errors.js';
import { isDerivedEventId } from './derived-event-id.js';

/** What the client hands back for one event, whichever read produced it. */
interface EsdbRecorded {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  position?: Position;
}

const PAGE = 500;
/** Servers before 22.6 answer stream reads without a log position: the client shows it as max. */
const NO_POSITION = -1n;
const MAX_POSITION = 2n ** 63n - 1n;

function toExpected(expected: ExpectedRevision): AppendStreamState {
  if (typeof expected === 'number') {
    if (!Number.isSafeInteger(expected) || expected < 0) throw new RangeError(`invalid expected revision ${expected}`);
    return BigInt(expected);
  }
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'any':
      return ANY;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      throw new RangeError(`invalid expected revision ${String(expected)}`);
  }
}

function commitOf(position: Position | undefined): bigint {
  const commit = position?.commit;
  return commit === undefined || commit < 0n || commit >= MAX_POSITION ? NO_POSITION : commit;
}

function json(value: unknown): unknown {
  if (value instanceof Uint8Array) return value.length ? JSON.parse(Buffer.from(value).toString('utf8')) : {};
  return value ?? {};
}

function isSystem(event: EsdbRecorded): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function toRecorded(event: EsdbRecorded): RecordedEvent {
  return {
    eventId: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: commitOf(event.position),
    type: event.type,
    data: json(event.data) as object,
    metadata: json(event.metadata) as EventMetadata,
  };
}

/** A position to start an `$all` read at; the event at it is returned again and skipped by the caller. */
function fromPosition(after: bigint | undefined): ReadPosition {
  return after && after > 0n ? { commit: after, prepare: after } : START;
}

/**
 * The EventStoreDB adapter (`EVENTSTORE_URL`). Global position = the event's commit position in
 * the transaction log (unique per event, increasing in `$all` order). System events (`$`-prefixed
 * types or streams) never leave this class. `after` is exclusive, as on PostgreSQL.
 */
export class EsdbEventStore implements EventStore {
  private readonly client: KurrentDBClient;

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async appendToStream(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`Stream ${streamId}: appendToStream needs at least one event`);
    if (options.unchanged?.length) throw new Error('EventStoreDB cannot check other streams in an append (checksUnchanged is false)');
    // EventStoreDB recognises a re-append only at the expected revision it was first made at; a
    // reaction that runs again appends after the events it stored the first time, so look for them
    // (one stream read, paid by reactions' appends only).
    if (events.some((e) => isDerivedEventId(e.eventId))) {
      const earlier = await this.alreadyAppended(streamId, events);
      if (earlier) return earlier;
    }
    const data = events.map((e) =>
      jsonEvent({ id: e.eventId, type: e.type, data: e.data as Record<string, unknown>, metadata: { ...e.metadata } }),
    );
    try {
      const result = await this.client.appendToStream(streamId, data, { streamState: toExpected(options.expectedRevision) });
      const revision = Number(result.nextExpectedRevision);
      let position = commitOf(result.position);
      // An idempotent re-append is acknowledged without a log position: look the original up.
      if (position === NO_POSITION) position = await this.positionOf(streamId, revision, events[events.length - 1].eventId);
      return { nextExpectedRevision: revision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualState;
        throw new WrongExpectedRevisionError(streamId, options.expectedRevision, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: { fromRevision?: number } = {}): Promise<RecordedEvent[]> {
    const from = options.fromRevision ?? 0;
    const out: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, { direction: FORWARDS, fromRevision: from > 0 ? BigInt(from) : START });
      for await (const resolved of read) {
        if (resolved.event) out.push(toRecorded(resolved.event as EsdbRecorded));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? 1000;
    const types = options.types ? new Set(options.types) : null;
    const out: RecordedEvent[] = [];
    await this.scanAll(options.after ?? 0n, (event) => {
      if (types && !types.has(event.type)) return true;
      out.push(event);
      return out.length < maxCount;
    });
    return out;
  }

  async headPosition(): Promise<bigint> {
    return (await this.findBackwards((event) => !isSystem(event))) ?? 0n;
  }

  /** EventStoreDB returns from `$all` only what has committed, in order: its head is the last committed event. */
  lastCommittedPosition(): Promise<bigint> {
    return this.headPosition();
  }

  async countAfter(after: bigint, upTo?: bigint): Promise<number> {
    let n = 0;
    await this.scanAll(after, (event) => {
      if (upTo !== undefined && event.position > upTo) return false;
      n++;
      return true;
    });
    return n;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /**
   * Reads `$all` forwards from just after `after`, skipping system events, until `visit` answers
   * false or the log ends. The start position itself is returned by the server again: skipped.
   */
  private async scanAll(after: bigint, visit: (event: RecordedEvent) => boolean): Promise<void> {
    let cursor = after;
    for (;;) {
      let seen = 0;
      for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition: fromPosition(cursor), maxCount: PAGE })) {
        seen++;
        const event = resolved.event as EsdbRecorded | undefined;
        if (!event) continue;
        const position = commitOf(event.position);
        if (position <= cursor) continue;
        cursor = position;
        if (isSystem(event)) continue;
        if (!visit(toRecorded(event))) return;
      }
      if (seen < PAGE) return;
    }
  }

  /** The original result when every event of the batch is stored in the stream; an error when only some are. */
  private async alreadyAppended(streamId: string, events: readonly NewEvent[]): Promise<AppendResult | null> {
    const ids = new Set(events.map((e) => e.eventId));
    const stored = (await this.readStream(streamId)).filter((e) => ids.has(e.eventId));
    if (stored.length === 0) return null;
    if (stored.length !== ids.size) throw new DuplicateEventIdError(streamId);
    const last = stored[stored.length - 1];
    const position = last.position === NO_POSITION ? await this.positionOf(streamId, last.revision, last.eventId) : last.position;
    return { nextExpectedRevision: last.revision, position };
  }

  private async positionOf(streamId: string, revision: number, eventId: string): Promise<bigint> {
    const [stored] = await this.readStream(streamId, { fromRevision: revision });
    if (stored && stored.position !== NO_POSITION) return stored.position;
    // Older servers: search the log backwards (a rare path, only after a retried append).
    return (await this.findBackwards((event) => event.id === eventId)) ?? NO_POSITION;
  }

  /**
   * Reads `$all` backwards from its end, a page at a time, and answers the commit position of the
   * first event `match` accepts (system events are offered too), or null when none does.
   */
  private async findBackwards(match: (event: EsdbRecorded) => boolean): Promise<bigint | null> {
    let cursor: ReadPosition = END;
    for (;;) {
      let seen = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: cursor, maxCount: PAGE })) {
        seen++;
        const event = resolved.event as EsdbRecorded | undefined;
        if (!event) continue;
        last = event.position;
        if (match(event)) return commitOf(event.position);
      }
      if (seen < PAGE || !last) return null;
      cursor = last;
    }
  }
}
