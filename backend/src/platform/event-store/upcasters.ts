import type { RecordedEvent } from './event.js';

type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

interface EventSchema {
  currentVersion: number;
  /** upcasters[v] raises data of version v to v + 1. */
  upcasters: Map<number, Upcaster>;
}

/**
 * Event shape versions. Stored events are never rewritten: a reader gets every event raised to
 * its current version here. Modules declare their events' versions in their `events/` files.
 */
class EventSchemaRegistry {
  private readonly schemas = new Map<string, EventSchema>();

  /** Throws (when the module loads) unless there is an upcaster from every older version. */
  define(type: string, currentVersion = 1, upcasters: Record<number, Upcaster> = {}): void {
    if (!Number.isInteger(currentVersion) || currentVersion < 1) {
      throw new Error(`Schema version of ${type} must be a positive integer, got ${currentVersion}`);
    }
    const map = new Map(Object.entries(upcasters).map(([v, fn]) => [Number(v), fn]));
    for (let v = 1; v < currentVersion; v++) if (!map.has(v)) throw new Error(`No upcaster for ${type} v${v}`);
    this.schemas.set(type, { currentVersion, upcasters: map });
  }

  currentVersion(type: string): number {
    return this.schemas.get(type)?.currentVersion ?? 1;
  }

  /** Every defined event type, in definition order. */
  types(): string[] {
    return [...this.schemas.keys()];
  }

  upcast<E extends RecordedEvent>(event: E): E {
    const schema = this.schemas.get(event.type);
    let version = event.metadata.schemaVersion ?? 1;
    if (!schema || version >= schema.currentVersion) return event;
    let data = event.data as Record<string, unknown>;
    while (version < schema.currentVersion) {
      const up = schema.upcasters.get(version);
      if (!up) throw new Error(`No upcaster for ${event.type} v${version}`);
      data = up(data);
      version += 1;
    }
    return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
  }
}

export const eventSchemas = new EventSchemaRegistry();
