/**
 * The schemas of a module's events: one entry per type of the union `E` (the compiler refuses a
 * missing or unknown type), `1` for a type at its first shape, `{ version, upcasters }` after a
 * breaking change. Plain data: the module registers the list with `EventStoreModule.forFeature`.
 */
export function eventSchemas(specs) {
    return Object.entries(specs).map(([type, spec]) => typeof spec === 'number' ? { type, version: spec, upcasters: {} } : { type, version: spec.version, upcasters: spec.upcasters });
}
/** An event type was appended or consumed that no module registered. */
export class UnregisteredEventTypeError extends Error {
    type;
    code = 'EVENT_STORE.UNREGISTERED_EVENT_TYPE';
    constructor(type, context) {
        super(`Event type ${type} (${context}) has no registered schema: list it in its module's events file and register ` +
            `that list with EventStoreModule.forFeature(...) in the module (docs/events.md).`);
        this.type = type;
        this.name = 'UnregisteredEventTypeError';
    }
}
/**
 * The event types of the running application and their shape versions. Stored events are never
 * rewritten: the event store raises every event it reads to its current version here, and
 * `AggregateStore` appends new events at it. Each module registers its own events
 * (`EventStoreModule.forFeature`), so an application knows exactly the types of its modules.
 */
export class EventSchemaRegistry {
    schemas = new Map();
    constructor(schemas = []) {
        this.register(schemas);
    }
    /**
     * Throws, registering nothing, unless every version is a positive integer with an upcaster from
     * each older version and no type is registered twice (one module owns a type).
     */
    register(schemas) {
        const checked = new Map();
        for (const { type, version, upcasters } of schemas) {
            if (!Number.isInteger(version) || version < 1)
                throw new Error(`Schema version of ${type} must be a positive integer, got ${version}`);
            if (this.schemas.has(type) || checked.has(type))
                throw new Error(`Event type ${type} is registered twice`);
            const map = new Map(Object.entries(upcasters).map(([v, up]) => [Number(v), up]));
            for (let v = 1; v < version; v++)
                if (!map.has(v))
                    throw new Error(`No upcaster for ${type} v${v}`);
            checked.set(type, { version, upcasters: map });
        }
        for (const [type, schema] of checked)
            this.schemas.set(type, schema);
    }
    has(type) {
        return this.schemas.has(type);
    }
    /** Throws `UnregisteredEventTypeError` for the first of `types` not registered; `context` says who needs it. */
    assertRegistered(types, context) {
        for (const type of types)
            if (!this.schemas.has(type))
                throw new UnregisteredEventTypeError(type, context);
    }
    /** The version a new event of `type` is appended at; throws for a type no module registered. */
    currentVersion(type) {
        const schema = this.schemas.get(type);
        if (!schema)
            throw new UnregisteredEventTypeError(type, 'appended');
        return schema.version;
    }
    /** Every registered type, in registration order. */
    types() {
        return [...this.schemas.keys()];
    }
    /**
     * The event with its data raised to the current version; the stored event is left as it is.
     * An unregistered type passes unchanged: whoever consumes a type checks that it is registered
     * (the projection runtime at start, `AggregateStore` at append).
     */
    upcast(event) {
        const schema = this.schemas.get(event.type);
        let version = event.metadata.schemaVersion ?? 1;
        if (!schema || version >= schema.version)
            return event;
        let data = event.data;
        while (version < schema.version) {
            const up = schema.upcasters.get(version);
            if (!up)
                throw new Error(`No upcaster for ${event.type} v${version} (event ${event.eventId})`);
            data = up(data);
            version += 1;
        }
        return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
    }
}
