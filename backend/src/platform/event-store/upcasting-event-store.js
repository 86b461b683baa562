/**
 * The event store the application is given (`EVENT_STORE`): the adapter beneath, with every event
 * it reads raised to its type's current schema version. Upcasting happens here and nowhere else,
 * so every reader (aggregates, projections, the audit trail) sees current shapes while the stored
 * events stay as written. Both adapters stay plain and pass the same contract suite.
 */
export class UpcastingEventStore {
    adapter;
    schemas;
    constructor(
    /** The PostgreSQL or EventStoreDB adapter. */
    adapter, schemas) {
        this.adapter = adapter;
        this.schemas = schemas;
    }
    get checksUnchanged() {
        return this.adapter.checksUnchanged === true;
    }
    appendToStream(streamId, events, options) {
        return this.adapter.appendToStream(streamId, events, options);
    }
    async readStream(streamId, options) {
        return (await this.adapter.readStream(streamId, options)).map((event) => this.schemas.upcast(event));
    }
    async readAll(options) {
        return (await this.adapter.readAll(options)).map((event) => this.schemas.upcast(event));
    }
    headPosition() {
        return this.adapter.headPosition();
    }
    countAfter(after) {
        return this.adapter.countAfter(after);
    }
    close() {
        return this.adapter.close();
    }
    /** Present only when the adapter can apply projections inline (events appended are at their current version already). */
    get registerInline() {
        const register = this.adapter.registerInline;
        return register ? (appliers) => register.call(this.adapter, appliers) : undefined;
    }
    get readAppliedInline() {
        const read = this.adapter.readAppliedInline;
        return read ? async (projection, options) => (await read.call(this.adapter, projection, options)).map((event) => this.schemas.upcast(event)) : undefined;
    }
}
