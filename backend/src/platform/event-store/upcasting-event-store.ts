import type { AppendResult, ExpectedRevision, NewEvent, RecordedEvent } from './event.js';
import type { EventSchemaRegistry } from './event-schemas.js';
import type { AppendOptions, EventStore, ReadAllOptions } from './event-store.port.js';
import type { InlineApplier } from './inline-projection.js';

/**
 * The event store the application is given (`EVENT_STORE`): the adapter beneath, with every event
 * it reads raised to its type's current schema version. Upcasting happens here and nowhere else,
 * so every reader (aggregates, projections, the audit trail) sees current shapes while the stored
 * events stay as written. Both adapters stay plain and pass the same contract suite.
 */
export class UpcastingEventStore implements EventStore {
  constructor(
    /** The PostgreSQL or EventStoreDB adapter. */
    readonly adapter: EventStore,
    private readonly schemas: EventSchemaRegistry,
  ) {}

  get checksUnchanged(): boolean {
    return this.adapter.checksUnchanged === true;
  }

  appendToStream(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    return this.adapter.appendToStream(streamId, events, options);
  }

  async readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]> {
    return (await this.adapter.readStream(streamId, options)).map((event) => this.schemas.upcast(event));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return (await this.adapter.readAll(options)).map((event) => this.schemas.upcast(event));
  }

  headPosition(): Promise<bigint> {
    return this.adapter.headPosition();
  }

  countAfter(after: bigint): Promise<number> {
    return this.adapter.countAfter(after);
  }

  close(): Promise<void> {
    return this.adapter.close();
  }

  /** Present only when the adapter can apply projections inline (events appended are at their current version already). */
  get registerInline(): ((appliers: readonly InlineApplier[]) => void) | undefined {
    const register = this.adapter.registerInline;
    return register ? (appliers) => register.call(this.adapter, appliers) : undefined;
  }

  get readAppliedInline(): ((projection: string, options: ReadAllOptions) => Promise<RecordedEvent[]>) | undefined {
    const read = this.adapter.readAppliedInline;
    return read ? async (projection, options) => (await read.call(this.adapter, projection, options)).map((event) => this.schemas.upcast(event)) : undefined;
  }
}
