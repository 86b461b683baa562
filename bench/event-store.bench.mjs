// (a) single-event appends through the event-store port vs plain INSERTs on one connection;
// (d) 100-event batch appends vs plain batched INSERTs.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { platformMigrations } from '../backend/dist/platform/database/migrations.js';
import { PostgresEventStore } from '../backend/dist/platform/event-store/postgres-event-store.js';
import { alternate, rate } from './lib.mjs';

function newEvent(i) {
  return {
    eventId: randomUUID(),
    type: 'MatrixMemberMoved',
    data: { entryId: randomUUID(), teamId: 't', memberId: 'm', from: { x: 0.1, y: 0.2 }, to: { x: 0.3, y: 0.4 }, pointId: randomUUID(), i },
    metadata: { correlationId: randomUUID(), causationId: null, userId: 'u', occurredAt: new Date().toISOString(), schemaVersion: 1 },
  };
}

export async function prepareEventStoreDb(url) {
  const ds = new DataSource({ type: 'postgres', url, migrations: [...platformMigrations], migrationsRun: false });
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`CREATE TABLE events_baseline (LIKE events INCLUDING DEFAULTS)`);
  await c.query(`ALTER TABLE events_baseline ADD PRIMARY KEY (position)`);
  await c.end();
}

const INSERT_ONE = `INSERT INTO events_baseline (position, event_id, stream_id, revision, type, data, metadata)
  VALUES (nextval('events_position_seq'), $1, $2, $3, $4, $5, $6)`;

export async function benchSingleAppends(url, { rounds = 5, perRound = 400 } = {}) {
  const store = new PostgresEventStore(url, 1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await alternate(
    rounds,
    () =>
      rate(perRound, async () => {
        for (let i = 0; i < perRound; i++) {
          await store.appendToStream(`bench-${randomUUID()}`, [newEvent(i)], { expectedRevision: 'no_stream' });
        }
      }),
    () =>
      rate(perRound, async () => {
        for (let i = 0; i < perRound; i++) {
          const e = newEvent(i);
          await client.query(INSERT_ONE, [e.eventId, `bench-${randomUUID()}`, 0, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)]);
        }
      }),
  );
  await store.close();
  await client.end();
  return result;
}

export async function benchBatchAppends(url, { rounds = 5, batches = 40, size = 100 } = {}) {
  const store = new PostgresEventStore(url, 1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await alternate(
    rounds,
    () =>
      rate(batches * size, async () => {
        for (let b = 0; b < batches; b++) {
          const events = Array.from({ length: size }, (_, i) => newEvent(i));
          await store.appendToStream(`bench-${randomUUID()}`, events, { expectedRevision: 'no_stream' });
        }
      }),
    () =>
      rate(batches * size, async () => {
        for (let b = 0; b < batches; b++) {
          const events = Array.from({ length: size }, (_, i) => newEvent(i));
          const stream = `bench-${randomUUID()}`;
          const values = [];
          const params = [];
          events.forEach((e, i) => {
            const o = i * 6;
            values.push(`(nextval('events_position_seq'), $${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6})`);
            params.push(e.eventId, stream, i, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata));
          });
          await client.query(
            `INSERT INTO events_baseline (position, event_id, stream_id, revision, type, data, metadata) VALUES ${values.join(',')}`,
            params,
          );
        }
      }),
  );
  await store.close();
  await client.end();
  return result;
}
