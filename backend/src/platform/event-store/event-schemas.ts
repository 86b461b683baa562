import type { DomainEvent, RecordedEvent } from './event.js';
import type { PersonalDataSpec } from './personal-data.js';

/** Raises an event's data from one schema version to the next. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

/** One event type's current shape version, and how to raise each older version to the next. */
export interface EventSchema {
  readonly type: string;
  /** The version new events of this type are appended at (1 until the first breaking change). */
  readonly version: number;
  /** `upcasters[v]` raises data of version v to v + 1; one for every version below `version`. */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
  /** The type's personal fields and whose they are: sealed by the event store (decision 0044). */
  readonly personal?: PersonalDataSpec;
  /**
   * Fields whose value no answer may show, only that they exist (`SECRET_PLACEHOLDER`): e.g. the
   * keyed hashes that prove who wrote an anonymous post (decision 0057).
   */
  readonly secret?: readonly string[];
}

/** What a reader of the log sees instead of a secret field's value. */
export const SECRET_PLACEHOLDER = '（非公開）';

type SchemaSpec =
  | number
  | {
      readonly version: number;
      readonly upcasters?: Readonly<Record<number, Upcaster>>;
      readonly personal?: PersonalDataSpec;
      readonly secret?: readonly string[];
    };

/**
 * The schemas of a module's events: one entry per type of the union `E` (the compiler refuses a
 * missing or unknown type), `1` for a type at its first shape, `{ version, upcasters }` after a
 * breaking change. Plain data: the module registers the list with `EventStoreModule.forFeature`.
 */
export function eventSchemas<E extends DomainEvent>(specs: { readonly [T in E['type']]: SchemaSpec }): EventSchema[] {
  return Object.entries<SchemaSpec>(specs).map(([type, spec]) =>
    typeof spec === 'number'
      ? { type, version: spec, upcasters: {} }
      : {
          type,
          version: spec.version,
          upcasters: spec.upcasters ?? {},
          ...(spec.personal ? { personal: spec.personal } : {}),
          ...(spec.secret ? { secret: spec.secret } : {}),
        },
  );
}

/** An event type was appended or consumed that no module registered. */
export class UnregisteredEventTypeError extends Error {
  readonly code = 'EVENT_STORE.UNREGISTERED_EVENT_TYPE';
  constructor(
    readonly type: string,
    context: string,
  ) {
    super(
      `Event type ${type} (${context}) has no registered schema: list it in its module's events file and register ` +
        `that list with EventStoreModule.forFeature(...) in the module (docs/events.md).`,
    );
    this.name = 'UnregisteredEventTypeError';
  }
}

interface Registered {
  version: number;
  upcasters: Map<number, Upcaster>;
  personal?: PersonalDataSpec;
  secret?: readonly string[];
}

/**
 * The event types of the running application and their shape versions. Stored events are never
 * rewritten: the event store raises every event it reads to its current version here, and
 * `AggregateStore` appends new events at it. Each module registers its own events
 * (`EventStoreModule.forFeature`), so an application knows exactly the types of its modules.
 */
export class EventSchemaRegistry {
  private readonly schemas = new Map<string, Registered>();

  constructor(schemas: readonly EventSchema[] = []) {
    this.register(schemas);
  }

  /**
   * Throws, registering nothing, unless every version is a positive integer with an upcaster from
   * each older version and no type is registered twice (one module owns a type).
   */
  register(schemas: readonly EventSchema[]): void {
    const checked = new Map<string, Registered>();
    for (const { type, version, upcasters, personal, secret } of schemas) {
      if (!Number.isInteger(version) || version < 1) throw new Error(`Schema version of ${type} must be a positive integer, got ${version}`);
      if (this.schemas.has(type) || checked.has(type)) throw new Error(`Event type ${type} is registered twice`);
      const map = new Map(Object.entries(upcasters).map(([v, up]) => [Number(v), up]));
      for (let v = 1; v < version; v++) if (!map.has(v)) throw new Error(`No upcaster for ${type} v${v}`);
      checked.set(type, { version, upcasters: map, personal, secret });
    }
    for (const [type, schema] of checked) this.schemas.set(type, schema);
  }

  has(type: string): boolean {
    return this.schemas.has(type);
  }

  /** Throws `UnregisteredEventTypeError` for the first of `types` not registered; `context` says who needs it. */
  assertRegistered(types: Iterable<string>, context: string): void {
    for (const type of types) if (!this.schemas.has(type)) throw new UnregisteredEventTypeError(type, context);
  }

  /** The version a new event of `type` is appended at; throws for a type no module registered. */
  currentVersion(type: string): number {
    const schema = this.schemas.get(type);
    if (!schema) throw new UnregisteredEventTypeError(type, 'appended');
    return schema.version;
  }

  /** The type's personal fields (decision 0044), if it has any. */
  personal(type: string): PersonalDataSpec | undefined {
    return this.schemas.get(type)?.personal;
  }

  /** The event's data as a reader of the log may see it: each secret field's value replaced by `SECRET_PLACEHOLDER`. */
  withoutSecrets(type: string, data: Record<string, unknown>): Record<string, unknown> {
    const secret = this.schemas.get(type)?.secret;
    if (!secret?.some((field) => data[field] != null)) return data;
    const shown = { ...data };
    for (const field of secret) if (shown[field] != null) shown[field] = SECRET_PLACEHOLDER;
    return shown;
  }

  /** The types that carry personal fields. */
  personalTypes(): string[] {
    return [...this.schemas].filter(([, schema]) => schema.personal).map(([type]) => type);
  }

  /** Every registered type, in registration order. */
  types(): string[] {
    return [...this.schemas.keys()];
  }

  /**
   * The event with its data raised to the current version; the stored event is left as it is.
   * An unregistered type passes unchanged: whoever consumes a type checks that it is registered
   * (the projection runtime at start, `AggregateStore` at append).
   */
  upcast<E extends RecordedEvent>(event: E): E {
    const schema = this.schemas.get(event.type);
    let version = event.metadata.schemaVersion ?? 1;
    if (!schema || version >= schema.version) return event;
    let data = event.data as Record<string, unknown>;
    while (version < schema.version) {
      const up = schema.upcasters.get(version);
      if (!up) throw new Error(`No upcaster for ${event.type} v${version} (event ${event.eventId})`);
      data = up(data);
      version += 1;
    }
    return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
  }
}
