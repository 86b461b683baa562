import type { AppendResult, NewEvent, RecordedEvent } from './event.js';
import type { EventSchemaRegistry } from './event-schemas.js';
import type { AppendOptions, EventStore, ReadAllOptions } from './event-store.port.js';
import type { InlineApplier, InlineEvent } from './inline-projection.js';
import type { PersonalDataProtector } from './personal-data-protector.js';

/**
 * The event store the application is given (`EVENT_STORE`): the adapter beneath, with every event
 * it reads raised to its type's current schema version. Upcasting happens here and nowhere else,
 * so every reader (aggregates, projections, the audit trail) sees current shapes while the stored
 * events stay as written. Both adapters stay plain and pass the same contract suite.
 *
 * With a `PersonalDataProtector` (decision 0044), the personal fields of appended events are
 * sealed under their person's key before the adapter stores them, and opened (or replaced by their
 * forgotten placeholder) on every read, before upcasting: modules never see a sealed value.
 */
export class UpcastingEventStore implements EventStore {
  /** The events in clear of the appends under way, by event id: what their inline projections are given. */
  private readonly clearInFlight = new Map<string, NewEvent>();

  constructor(
    /** The PostgreSQL or EventStoreDB adapter. */
    readonly adapter: EventStore,
    private readonly schemas: EventSchemaRegistry,
    readonly personalData?: PersonalDataProtector,
  ) {}

  get checksUnchanged(): boolean {
    return this.adapter.checksUnchanged === true;
  }

  async appendToStream(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (!this.personalData) return this.adapter.appendToStream(streamId, events, options);
    const sealed = await this.personalData.protect(events);
    const changed = sealed.filter((event, i) => event !== events[i]);
    if (changed.length === 0) return this.adapter.appendToStream(streamId, events, options);
    events.forEach((event, i) => {
      if (sealed[i] !== event) this.clearInFlight.set(event.eventId, event);
    });
    try {
      return await this.adapter.appendToStream(streamId, sealed, options);
    } finally {
      for (const event of changed) this.clearInFlight.delete(event.eventId);
    }
  }

  async readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]> {
    return this.toReaders(await this.adapter.readStream(streamId, options));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.toReaders(await this.adapter.readAll(options));
  }

  /** Opened (decision 0044), then upcast. */
  private async toReaders(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const clear = this.personalData ? await this.personalData.reveal(events) : events;
    return clear.map((event) => this.schemas.upcast(event));
  }

  headPosition(): Promise<bigint> {
    return this.adapter.headPosition();
  }

  lastCommittedPosition(): Promise<bigint> {
    return this.adapter.lastCommittedPosition();
  }

  countAfter(after: bigint, upTo?: bigint): Promise<number> {
    return this.adapter.countAfter(after, upTo);
  }

  close(): Promise<void> {
    return this.adapter.close();
  }

  /**
   * Present only when the adapter can apply projections inline (events appended are at their
   * current version already). The appliers are given the events in clear: the adapter holds them
   * sealed, so each is swapped for the clear one this append was given.
   */
  get registerInline(): ((appliers: readonly InlineApplier[]) => void) | undefined {
    const register = this.adapter.registerInline;
    if (!register) return undefined;
    return (appliers) =>
      register.call(
        this.adapter,
        appliers.map((applier) => ({
          name: applier.name,
          handles: applier.handles,
          statements: (events: readonly InlineEvent[]) =>
            applier.statements(
              events.map((event) => {
                const clear = this.clearInFlight.get(event.eventId);
                return clear ? { ...event, data: clear.data } : event;
              }),
            ),
        })),
      );
  }

  get readAppliedInline(): ((projection: string, options: ReadAllOptions) => Promise<RecordedEvent[]>) | undefined {
    const read = this.adapter.readAppliedInline;
    return read ? async (projection, options) => this.toReaders(await read.call(this.adapter, projection, options)) : undefined;
  }
}
