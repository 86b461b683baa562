// Issue 13: the points module at 10,000 users × 20 transactions (200,000 events).
// (a) Rebuilding the ledger and leaderboard projections from zero through the rebuild path, vs a
//     plain scan of the events, the same rows folded in memory and written in batches.
// (b) The leaderboard (top 50, this week, by points) over HTTP, signed in, vs a bare node:http
//     handler running the same SQL on the same read model.
import path from 'node:path';
import 'reflect-metadata';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { alternate, createDatabase, elapsedMs, inParallel, median, rate, startApp, startChild, signIn } from './lib.mjs';
import { platformMigrations } from '../backend/dist/platform/database/migrations.js';
import { moduleMigrations } from '../backend/dist/app.module.js';
import { PostgresEventStore } from '../backend/dist/platform/event-store/postgres-event-store.js';
import { replayForBench } from '../backend/dist/platform/projections/replay-bench.js';
import { PointsLedgerProjection } from '../backend/dist/modules/points/projections/points-ledger/points-ledger.projection.js';
import { PointsLeaderboardProjection } from '../backend/dist/modules/points/projections/points-leaderboard/points-leaderboard.projection.js';
import { pointsStreams } from './fixtures/points.mjs';

const BASELINE = { transactions: 'baseline_point_transactions', accounts: 'baseline_user_points' };
const BATCH = 10_000;

/** The ledger's rows, folded from the scanned events in memory as the projection folds them. */
function foldLedger(rows) {
  const accounts = new Map();
  const transactions = [];
  for (const { type, data: d, metadata: m, stream_id, revision, position, event_id } of rows) {
    if (type !== 'PointsEarned' && type !== 'ShopItemPurchased') continue;
    const a = accounts.get(d.userId) ?? { user_id: d.userId, total: 0, available: 0, feedback: 0, feed_forward: 0, goal_completion: 0, spent: 0, at: m.occurredAt };
    accounts.set(d.userId, a);
    a.at = m.occurredAt;
    const earned = type === 'PointsEarned';
    const points = earned ? d.points : -d.points;
    if (earned) {
      a.total += d.points;
      a[d.kind] += d.points;
    } else a.spent += d.points;
    a.available += points;
    transactions.push([event_id, position, d.userId, earned ? d.kind : 'shop_purchase', points, a.available, earned ? d.relatedEntityId : d.purchaseId, earned ? d.counterpartUserId : null, earned ? 'award' : 'purchase', m.occurredAt, m.correlationId, m.causationId, m.userId, stream_id, revision]);
  }
  return { accounts: [...accounts.values()], transactions };
}

const TX_TYPES = ['uuid', 'int8', 'text', 'text', 'int4', 'int4', 'text', 'text', 'text', 'timestamptz', 'text', 'text', 'text', 'text', 'int4'];

async function baselineRebuild(client) {
  const { rows } = await client.query(`SELECT event_id, position, stream_id, revision, type, data, metadata FROM events ORDER BY position`);
  const { accounts, transactions } = foldLedger(rows);
  await client.query('BEGIN');
  await client.query(`TRUNCATE ${BASELINE.transactions}, ${BASELINE.accounts}`);
  for (let i = 0; i < transactions.length; i += BATCH) {
    const batch = transactions.slice(i, i + BATCH);
    await client.query(
      `INSERT INTO ${BASELINE.transactions} SELECT * FROM unnest(${TX_TYPES.map((t, j) => `$${j + 1}::${t}[]`).join(', ')})`,
      TX_TYPES.map((_, j) => batch.map((row) => row[j])),
    );
  }
  for (let i = 0; i < accounts.length; i += BATCH) {
    const batch = accounts.slice(i, i + BATCH);
    const cols = ['user_id', 'total', 'available', 'feedback', 'feed_forward', 'goal_completion', 'spent', 'at'];
    await client.query(
      `INSERT INTO ${BASELINE.accounts} SELECT * FROM unnest($1::text[], $2::int4[], $3::int4[], $4::int4[], $5::int4[], $6::int4[], $7::int4[], $8::timestamptz[])`,
      cols.map((c) => batch.map((a) => a[c])),
    );
  }
  await client.query('COMMIT');
  return rows.length;
}

/** A migrated database holding the fixture's log. */
async function preparePointsDb(serverUrl) {
  const url = await createDatabase(serverUrl, 'points');
  const dataSource = new DataSource({ type: 'postgres', url, migrations: [...platformMigrations, ...moduleMigrations], migrationsRun: false });
  await dataSource.initialize();
  await dataSource.runMigrations();
  const store = new PostgresEventStore(url, 8);
  const streams = pointsStreams();
  await inParallel(streams.length, 8, (i) => store.appendToStream(streams[i].streamId, streams[i].events, { expectedRevision: 'no_stream' }));
  for (const [table, copy] of [['point_transactions', BASELINE.transactions], ['user_points', BASELINE.accounts]]) {
    await dataSource.query(`CREATE TABLE ${copy} (LIKE ${table} INCLUDING ALL)`);
  }
  return { url, dataSource, store, events: streams.reduce((n, s) => n + s.events.length, 0), someUser: streams[0].events[0].data.userId };
}

export async function benchPoints(serverUrl, { rounds = 2, requests = 40 } = {}) {
  const { url, dataSource, store, events } = await preparePointsDb(serverUrl);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rebuild;
  try {
    const ledger = new PointsLedgerProjection();
    const leaderboard = new PointsLeaderboardProjection();
    rebuild = await alternate(
      rounds,
      async () => {
        const seconds = (await replayForBench({ dataSource, eventStore: store, projection: ledger })).seconds + (await replayForBench({ dataSource, eventStore: store, projection: leaderboard })).seconds;
        return events / seconds;
      },
      () => rate(events, () => baselineRebuild(client)),
    );
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM point_transactions`);
    if (count !== events) throw new Error(`the rebuild left ${count} transactions, expected ${events}`);
  } finally {
    await client.end();
    await store.close();
    await dataSource.destroy();
  }

  const app = await startApp(url);
  const bare = await startChild(path.join(import.meta.dirname, 'bare-leaderboard-server.mjs'), { DATABASE_URL: url });
  try {
    // Every other projection and the reactors start at 0 and read the 200,000 events first: measure once they are idle.
    const deadline = Date.now() + 300_000;
    while ((await (await fetch(`${app.baseUrl}/api/health`)).json()).checks?.projections?.maxLag !== 0) {
      if (Date.now() > deadline) throw new Error('the app did not catch up with the log in 5 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
    const session = await signIn(app.baseUrl, 'bench-points@example.com');
    const viaHttp = () => session.json('/api/pffr/leaderboard?period=week&metric=points&limit=50');
    const viaBare = async () => (await fetch(`${bare.baseUrl}/api/leaderboard`)).json();
    const [real, plain] = [await viaHttp(), await viaBare()];
    if (real.entries.length !== 50 || JSON.stringify(real.entries.map((e) => e.userId)) !== JSON.stringify(plain.entries.map((e) => e.userId))) {
      throw new Error(`the two leaderboards differ: ${real.entries.length} vs ${plain.entries.length} entries`);
    }
    for (let i = 0; i < 5; i++) {
      await viaHttp();
      await viaBare();
    }
    const httpMs = [];
    const bareMs = [];
    for (let i = 0; i < requests; i++) {
      bareMs.push(await elapsedMs(viaBare));
      httpMs.push(await elapsedMs(viaHttp));
    }
    const leaderboardFigure = { value: 1000 / median(httpMs), baseline: 1000 / median(bareMs), httpMs: median(httpMs), bareMs: median(bareMs) };
    return { rebuild: { ...rebuild, events }, leaderboard: leaderboardFigure };
  } catch (error) {
    console.error(app.output().slice(-3000));
    throw error;
  } finally {
    await bare.stop();
    await app.stop();
  }
}
