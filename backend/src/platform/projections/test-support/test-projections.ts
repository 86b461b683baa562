import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { NewEvent, RecordedEvent } from '../../event-store/event.js';
import type { EventSchema } from '../../event-store/event-schemas.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import { CreateEventStore1764000000000 } from '../../database/migrations/1764000000000-create-event-store.js';
import { HardenAppendToStream1764000100000 } from '../../event-store/migrations/1764000100000-harden-append-to-stream.js';
import { InlineProjections1764800000000 } from '../../event-store/migrations/1764800000000-inline-projections.js';
import { StreamsUnchanged1764900000000 } from '../../event-store/migrations/1764900000000-streams-unchanged.js';
import { CreateProjectionCheckpoints1764010000000 } from '../migrations/1764010000000-create-projection-checkpoints.js';
import { CreateProjectionLeases1764010100000 } from '../migrations/1764010100000-create-projection-leases.js';
import { ParkFailingEvents1766100000000 } from '../migrations/1766100000000-park-failing-events.js';
import { ProjectionVersions1767813000000 } from '../migrations/1767813000000-projection-versions.js';
import { ReadModelProjection, type Projection } from '../projection.js';

/** The event store's and the checkpoints' migrations only: these tests need no module's tables. */
export const EVENT_STORE_AND_CHECKPOINT_MIGRATIONS = [
  CreateEventStore1764000000000,
  HardenAppendToStream1764000100000,
  InlineProjections1764800000000,
  StreamsUnchanged1764900000000,
  CreateProjectionCheckpoints1764010000000,
  CreateProjectionLeases1764010100000,
  ParkFailingEvents1766100000000,
  ProjectionVersions1767813000000,
];

/** Tables of the test projections, with a serial, a foreign key, named indexes and a check. */
export const TEST_TABLES_SQL = [
  `CREATE TABLE tp_counts (key text PRIMARY KEY, n integer NOT NULL)`,
  `CREATE TABLE tp_items (
     id text CONSTRAINT tp_items_pk PRIMARY KEY,
     name text NOT NULL CONSTRAINT tp_items_name_not_blank CHECK (name <> ''),
     seq bigserial NOT NULL,
     updated_position bigint NOT NULL)`,
  `CREATE UNIQUE INDEX tp_items_by_seq ON tp_items (seq)`,
  `CREATE TABLE tp_item_tags (
     item_id text NOT NULL CONSTRAINT tp_item_tags_item_fk REFERENCES tp_items (id) ON DELETE CASCADE,
     tag text NOT NULL,
     CONSTRAINT tp_item_tags_pk PRIMARY KEY (item_id, tag))`,
  `CREATE INDEX tp_item_tags_by_tag ON tp_item_tags (tag)`,
];

/** The event types of the test projections, all at their first shape. */
export const TEST_EVENT_SCHEMAS: EventSchema[] = ['Counted', 'ItemAdded', 'ItemRenamed', 'ItemTagged', 'ItemRemoved'].map((type) => ({
  type,
  version: 1,
  upcasters: {},
}));

export async function createTestDataSource(url: string): Promise<DataSource> {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    migrations: EVENT_STORE_AND_CHECKPOINT_MIGRATIONS,
    migrationsRun: true,
    extra: { max: 12 },
  });
  await dataSource.initialize();
  for (const sql of TEST_TABLES_SQL) await dataSource.query(sql);
  return dataSource;
}

export function newEvent(type: string, data: object): NewEvent {
  return {
    eventId: randomUUID(),
    type,
    data,
    metadata: { correlationId: randomUUID(), causationId: null, userId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
  };
}

export async function append(store: EventStore, streamId: string, type: string, data: object): Promise<bigint> {
  const result = await store.appendToStream(streamId, [newEvent(type, data)], { expectedRevision: 'any' });
  return result.position;
}

/**
 * Counts every `Counted` event per key with `n = n + 1`: deliberately NOT idempotent, so any
 * double application shows as n = 2. `hooks` let a test fail or stall a chosen event.
 */
@Injectable()
@ReadModelProjection()
export class CountingProjection implements Projection {
  readonly name: string = 'test-counter';
  readonly handles = ['Counted'];
  readonly tables = ['tp_counts'];
  /** Runs after the row is written: throw to simulate a crash between the write and the checkpoint. */
  afterWrite: ((event: RecordedEvent, manager: EntityManager) => Promise<void>) | null = null;

  async apply(event: RecordedEvent, manager: EntityManager): Promise<void> {
    const { key } = event.data as { key: string };
    await manager.query(`INSERT INTO tp_counts (key, n) VALUES ($1, 1) ON CONFLICT (key) DO UPDATE SET n = tp_counts.n + 1`, [key]);
    if (this.afterWrite) await this.afterWrite(event, manager);
  }
}

/** Items with tags: idempotent upserts keyed by ids (the normal way to write a projection). */
@Injectable()
@ReadModelProjection()
export class ItemsProjection implements Projection {
  readonly name = 'test-items';
  readonly handles = ['ItemAdded', 'ItemRenamed', 'ItemTagged', 'ItemRemoved'];
  readonly tables = ['tp_items', 'tp_item_tags'];
  /** Awaited before each apply (a test can stall the projection). */
  gate: Promise<void> | null = null;

  async apply(event: RecordedEvent, manager: EntityManager): Promise<void> {
    if (this.gate) await this.gate;
    const d = event.data as { id: string; name?: string; tag?: string };
    const position = event.position.toString();
    switch (event.type) {
      case 'ItemAdded':
        await manager.query(
          `INSERT INTO tp_items (id, name, updated_position) VALUES ($1, $2, $3)
           ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, updated_position = EXCLUDED.updated_position`,
          [d.id, d.name, position],
        );
        return;
      case 'ItemRenamed':
        await manager.query(`UPDATE tp_items SET name = $2, updated_position = $3 WHERE id = $1`, [d.id, d.name, position]);
        return;
      case 'ItemTagged':
        await manager.query(
          `INSERT INTO tp_item_tags (item_id, tag) SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM tp_items WHERE id = $1) ON CONFLICT DO NOTHING`,
          [d.id, d.tag],
        );
        return;
      case 'ItemRemoved':
        await manager.query(`DELETE FROM tp_items WHERE id = $1`, [d.id]);
        return;
    }
  }
}

/** What ItemsProjection must show after the given events, computed without a database. */
export function expectedItems(events: { type: string; data: { id: string; name?: string; tag?: string } }[]) {
  const items = new Map<string, { name: string; tags: Set<string> }>();
  for (const { type, data } of events) {
    if (type === 'ItemAdded') items.set(data.id, { name: data.name!, tags: items.get(data.id)?.tags ?? new Set() });
    if (type === 'ItemRenamed' && items.has(data.id)) items.get(data.id)!.name = data.name!;
    if (type === 'ItemTagged' && items.has(data.id)) items.get(data.id)!.tags.add(data.tag!);
    if (type === 'ItemRemoved') items.delete(data.id);
  }
  return [...items.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, v]) => ({ id, name: v.name, tags: [...v.tags].sort() }));
}

export async function itemsSnapshot(dataSource: DataSource) {
  const rows = (await dataSource.query(
    `SELECT i.id, i.name, coalesce(array_agg(t.tag ORDER BY t.tag) FILTER (WHERE t.tag IS NOT NULL), '{}') AS tags
       FROM tp_items i LEFT JOIN tp_item_tags t ON t.item_id = i.id GROUP BY i.id, i.name ORDER BY i.id`,
  )) as { id: string; name: string; tags: string[] }[];
  return rows;
}
