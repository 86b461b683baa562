// Issue 13: the points module at 10,000 users × 20 transactions (200,000 events).
// (a) Rebuilding the ledger and leaderboard projections from zero through the rebuild path, vs a
//     plain scan of the events, the same rows folded in memory and written in batches.
// Issue 32: (b) the leaderboard (top 50, this week, by points) over HTTP, signed in, at 10,000 and
//     at 100,000 users of 200 awards each, vs each other and vs a bare node:http handler reading
//     `ORDER BY score DESC LIMIT 50` from an indexed table of the same scores. The read model is
//     filled directly (the rows the projection would fold from those awards, made in SQL): the
//     figure measures the read, and 20 million events would take the bench an hour to write.
import path from 'node:path';
import 'reflect-metadata';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { alternate, createDatabase, elapsedMs, inParallel, median, rate, startApp, startChild, signIn } from './lib.mjs';
import { periodsOf, periodKey } from '../backend/dist/modules/points/domain/periods.js';
import { calendarDate } from '../backend/dist/platform/time/calendar.js';
import { platformMigrations } from '../backend/dist/platform/database/migrations.js';
import { moduleMigrations } from '../backend/dist/app.module.js';
import { PostgresEventStore } from '../backend/dist/platform/event-store/postgres-event-store.js';
import { replayForBench } from '../backend/dist/platform/projections/replay-bench.js';
import { PointsLedgerProjection } from '../backend/dist/modules/points/projections/points-ledger/points-ledger.projection.js';
import { PointsLeaderboardProjection } from '../backend/dist/modules/points/projections/points-leaderboard/points-leaderboard.projection.js';
import { pointsStreams } from './fixtures/points.mjs';

const BASELINE = { transactions: 'baseline_point_transactions', accounts: 'baseline_user_points', scores: 'baseline_leaderboard_scores' };
const TIME_ZONE = process.env.APP_TIME_ZONE ?? 'Asia/Tokyo';
const BATCH = 10_000;

/**
 * The ledger's rows and the leaderboard's points rows, folded from the scanned events in memory as
 * the projections fold them (the fixture has no growth-cycle events: no contribution rows).
 */
function foldLedger(rows) {
  const accounts = new Map();
  const transactions = [];
  const scores = new Map();
  const boardsOfDay = new Map();
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
    if (!earned || d.points <= 0) continue;
    const day = calendarDate(new Date(m.occurredAt), TIME_ZONE);
    if (!boardsOfDay.has(day)) boardsOfDay.set(day, periodsOf(day));
    for (const { kind, start } of boardsOfDay.get(day)) {
      const key = `${kind} ${start} ${d.userId}`;
      const score = scores.get(key) ?? { kind, start, user_id: d.userId, points: 0, reached: 0n };
      scores.set(key, score);
      score.points += d.points;
      if (BigInt(position) > score.reached) score.reached = BigInt(position);
    }
  }
  return { accounts: [...accounts.values()], transactions, scores: [...scores.values()] };
}

const TX_TYPES = ['uuid', 'int8', 'text', 'text', 'int4', 'int4', 'text', 'text', 'text', 'timestamptz', 'text', 'text', 'text', 'text', 'int4'];

async function baselineRebuild(client) {
  const { rows } = await client.query(`SELECT event_id, position, stream_id, revision, type, data, metadata FROM events ORDER BY position`);
  const { accounts, transactions, scores } = foldLedger(rows);
  await client.query('BEGIN');
  await client.query(`TRUNCATE ${BASELINE.transactions}, ${BASELINE.accounts}, ${BASELINE.scores}`);
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
  for (let i = 0; i < scores.length; i += BATCH) {
    const batch = scores.slice(i, i + BATCH);
    await client.query(
      `INSERT INTO ${BASELINE.scores} (metric, period_kind, period_start, user_id, score, tiebreak, points, reached, feedback_quality, feed_forward_count, received, thanked)
       SELECT 'points', k, s, u, p, r, p, r, 0, 0, 0, 0 FROM unnest($1::text[], $2::text[], $3::text[], $4::int4[], $5::int8[]) AS x(k, s, u, p, r)`,
      [batch.map((r) => r.kind), batch.map((r) => r.start), batch.map((r) => r.user_id), batch.map((r) => r.points), batch.map((r) => String(r.reached))],
    );
  }
  await client.query('COMMIT');
  return rows.length;
}

/** A migrated database (named `name`) on the bench's server; answers its URL and an open DataSource. */
async function migratedDb(serverUrl, name) {
  const url = await createDatabase(serverUrl, name);
  const dataSource = new DataSource({ type: 'postgres', url, migrations: [...platformMigrations, ...moduleMigrations], migrationsRun: false });
  await dataSource.initialize();
  await dataSource.runMigrations();
  return { url, dataSource };
}

/** A migrated database holding the fixture's log. */
async function preparePointsDb(serverUrl) {
  const { url, dataSource } = await migratedDb(serverUrl, 'points');
  const store = new PostgresEventStore(url, 8);
  const streams = pointsStreams();
  await inParallel(streams.length, 8, (i) => store.appendToStream(streams[i].streamId, streams[i].events, { expectedRevision: 'no_stream' }));
  for (const [table, copy] of [['point_transactions', BASELINE.transactions], ['user_points', BASELINE.accounts], ['leaderboard_scores', BASELINE.scores]]) {
    await dataSource.query(`CREATE TABLE ${copy} (LIKE ${table} INCLUDING ALL)`);
  }
  return { url, dataSource, store, events: streams.reduce((n, s) => n + s.events.length, 0) };
}

/** (a) The rebuild figure: ledger then leaderboard through the real rebuild path, against the baseline's fold and batched writes. */
export async function benchPointsRebuild(serverUrl, { rounds = 2 } = {}) {
  const { url, dataSource, store, events } = await preparePointsDb(serverUrl);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ledger = new PointsLedgerProjection();
    const leaderboard = new PointsLeaderboardProjection({ timeZone: TIME_ZONE });
    const rebuild = await alternate(
      rounds,
      async () => {
        const seconds = (await replayForBench({ dataSource, eventStore: store, projection: ledger })).seconds + (await replayForBench({ dataSource, eventStore: store, projection: leaderboard })).seconds;
        return events / seconds;
      },
      () => rate(events, () => baselineRebuild(client)),
    );
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM point_transactions`);
    if (count !== events) throw new Error(`the rebuild left ${count} transactions, expected ${events}`);
    const rowsOf = (table) => `SELECT period_kind, period_start, user_id, score, reached FROM ${table} WHERE metric = 'points' ORDER BY 1, 2, 3`;
    const [real, plain] = [await dataSource.query(rowsOf('leaderboard_scores')), await dataSource.query(rowsOf(BASELINE.scores))];
    if (JSON.stringify(real) !== JSON.stringify(plain)) throw new Error(`the rebuilt leaderboard differs from the baseline's fold: ${real.length} vs ${plain.length} rows`);
    return { ...rebuild, events };
  } finally {
    await client.end();
    await store.close();
    await dataSource.destroy();
  }
}

/**
 * A database whose leaderboard read model holds `users` users of `awards` awards each (10, 15 or
 * 50 points, an eighth of them this week, half this month): the rows `PointsLeaderboardProjection`
 * folds from such a history, for both metrics and the three boards, written by one INSERT … SELECT
 * per table, plus the users' names. Answers its URL.
 */
export async function leaderboardDb(serverUrl, name, users, awards) {
  const { url, dataSource } = await migratedDb(serverUrl, name);
  try {
    const today = calendarDate(new Date(), TIME_ZONE);
    const boards = ['week', 'month', 'all'].map((period) => periodKey(period, today));
    const share = { week: Math.ceil(awards / 8), month: Math.ceil(awards / 2), all: awards };
    await dataSource.query(
      `INSERT INTO users (id, email, first_name, last_name, created_at, updated_at)
       SELECT 'user-' || n, 'user-' || n || '@bench.example', n::text || '号', '計測', now(), now() FROM generate_series(1, $1) AS n`,
      [users],
    );
    for (const { kind, start } of boards) {
      // Each award is 10, 15 or 50 points: the sum of `share` of them, drawn per user.
      await dataSource.query(
        `INSERT INTO leaderboard_scores (metric, period_kind, period_start, user_id, score, tiebreak, points, reached, feedback_quality, feed_forward_count, received, thanked)
         SELECT 'points', $2, $3, 'user-' || n, p, r, p, r, 0, 0, 0, 0
           FROM generate_series(1, $1) AS n,
                LATERAL (SELECT (10 * $4::int + 5 * floor(random() * ($4::int + 1)) + 35 * floor(random() * ($4::int / 7 + 1)))::int AS p, (n::bigint * $5::int) AS r) AS x`,
        [users, kind, start, share[kind], awards],
      );
      await dataSource.query(
        `INSERT INTO leaderboard_scores (metric, period_kind, period_start, user_id, score, tiebreak, points, reached, feedback_quality, feed_forward_count, received, thanked)
         SELECT 'contribution', $2, $3, 'user-' || n, fq + 2 * ffc, -fq, 0, 0, fq, ffc, ffc, 0
           FROM generate_series(1, $1) AS n, LATERAL (SELECT floor(random() * $4::int)::int AS fq, floor(random() * $4::int / 2)::int AS ffc) AS x`,
        [users, kind, start, share[kind]],
      );
    }
    // The bare side's table: the same scores of this week, indexed for `ORDER BY score DESC`.
    await dataSource.query(`CREATE TABLE bare_scores (user_id text PRIMARY KEY, score integer NOT NULL)`);
    await dataSource.query(`INSERT INTO bare_scores SELECT user_id, score FROM leaderboard_scores WHERE metric = 'points' AND period_kind = 'week' AND period_start = $1`, [boards[0].start]);
    await dataSource.query(`CREATE INDEX bare_scores_score_idx ON bare_scores (score DESC)`);
    await dataSource.query(`VACUUM ANALYZE leaderboard_scores`);
    await dataSource.query(`VACUUM ANALYZE bare_scores`);
    await dataSource.query(`VACUUM ANALYZE users`);
  } finally {
    await dataSource.destroy();
  }
  return url;
}

/**
 * (b) The leaderboard figures: the top 50 of this week by points over HTTP on a server whose read
 * model holds 10,000 users and on one holding 100,000 (200 awards each), and the bare handler on
 * the 100,000 users' scores; sequential requests, the three sides in turn, medians.
 */
export async function benchLeaderboard(serverUrl, { sizes = [10_000, 100_000], awards = 200, requests = 60 } = {}) {
  const urls = [];
  for (const users of sizes) urls.push(await leaderboardDb(serverUrl, `leaderboard_${users}`, users, awards));
  const apps = [];
  let bare;
  try {
    for (const url of urls) apps.push(await startApp(url));
    bare = await startChild(path.join(import.meta.dirname, 'bare-leaderboard-server.mjs'), { DATABASE_URL: urls.at(-1) });
    const reads = [];
    for (const app of apps) {
      const session = await signIn(app.baseUrl, 'bench-points@example.com');
      reads.push(() => session.json('/api/pffr/leaderboard?period=week&metric=points&limit=50'));
    }
    const viaBare = async () => (await fetch(`${bare.baseUrl}/api/leaderboard`)).json();
    const scoresOf = (board) => board.entries.map((e) => e.score).join(',');
    const [largest, plain] = [await reads.at(-1)(), await viaBare()];
    if (largest.entries.length !== 50 || scoresOf(largest) !== scoresOf(plain)) {
      throw new Error(`the leaderboard and the bare read differ: ${largest.entries.length} vs ${plain.entries.length} entries`);
    }
    const sides = [...reads, viaBare];
    for (let i = 0; i < 5; i++) for (const side of sides) await side();
    const times = sides.map(() => []);
    for (let i = 0; i < requests; i++) {
      for (let k = 0; k < sides.length; k++) {
        const side = (i + k) % sides.length;
        times[side].push(await elapsedMs(sides[side]));
      }
    }
    const ms = times.map(median);
    const perSecond = ms.map((m) => 1000 / m);
    return {
      sizes,
      awards,
      ms,
      /** The largest board against the smallest: the read's cost does not grow with the users. */
      growth: { value: perSecond[sizes.length - 1], baseline: perSecond[0] },
      /** The largest board against the bare indexed read of the same scores. */
      bare: { value: perSecond[sizes.length - 1], baseline: perSecond[sizes.length] },
    };
  } finally {
    await bare?.stop();
    for (const app of apps) await app.stop();
  }
}
