// Issue 15: the forum at 100,000 posts in 4 categories (200,000 events with replies, likes, views).
// (a) The forum-board projection rebuilt from zero through the rebuild path (applyBatch), vs a
//     plain scan of the events, the same rows folded in memory and written in batches.
// (b) The first page of one category (30 posts) over HTTP, signed in, vs a bare node:http handler
//     running the same SQL (forum-list-sql.ts) on the same read model.
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { alternate, createDatabase, elapsedMs, inParallel, median, rate, startApp, startChild, signIn, untilCaughtUp } from './lib.mjs';
import { platformMigrations } from '../backend/dist/platform/database/migrations.js';
import { moduleMigrations } from '../backend/dist/app.module.js';
import { PostgresEventStore } from '../backend/dist/platform/event-store/postgres-event-store.js';
import { replayForBench } from '../backend/dist/platform/projections/replay-bench.js';
import { ForumBoardProjection } from '../backend/dist/modules/forum/projections/forum-board/forum-board.projection.js';
import { searchable } from '../backend/dist/modules/forum/domain/forum-text.js';
import { forumStreams } from './fixtures/forum.mjs';

const BASELINE = { posts: 'baseline_forum_posts', replies: 'baseline_forum_replies', likes: 'baseline_forum_post_likes' };
const BATCH = 10_000;
const CATEGORY = 'matrix-usage';

/** The read model's rows, folded from the scanned events in memory. */
function foldForum(rows) {
  const posts = new Map();
  const replies = [];
  const likes = [];
  for (const { type, data: d, metadata: m, position } of rows) {
    if (type === 'ForumPostCreated') {
      posts.set(d.postId, { id: d.postId, category_id: d.categoryId, author_id: d.authorId, title: d.title, content: d.content, search_text: searchable(`${d.title}\n${d.content}`), view_count: 0, like_count: 0, reply_count: 0, last_reply_at: null, created_at: m.occurredAt, updated_at: m.occurredAt, views_position: '0' });
      continue;
    }
    const post = posts.get(d.postId);
    if (!post) continue;
    if (type === 'ForumReplyAdded') {
      replies.push([d.replyId, d.postId, d.authorId, d.content, d.parentReplyId, m.occurredAt, position]);
      post.reply_count += 1;
      if (!post.last_reply_at || m.occurredAt > post.last_reply_at) post.last_reply_at = m.occurredAt;
      if (m.occurredAt > post.updated_at) post.updated_at = m.occurredAt;
    } else if (type === 'ForumPostLiked') {
      likes.push([d.postId, d.userId, m.occurredAt]);
      post.like_count += 1;
    } else if (type === 'ForumPostViewed') {
      post.view_count += 1;
      post.views_position = position;
    }
  }
  return { posts: [...posts.values()], replies, likes };
}

const POST_COLUMNS = ['id', 'category_id', 'author_id', 'title', 'content', 'search_text', 'view_count', 'like_count', 'reply_count', 'last_reply_at', 'created_at', 'updated_at', 'views_position'];
const POST_TYPES = ['text', 'text', 'text', 'text', 'text', 'text', 'int4', 'int4', 'int4', 'timestamptz', 'timestamptz', 'timestamptz', 'int8'];

async function baselineRebuild(client) {
  const { rows } = await client.query(`SELECT position, type, data, metadata FROM events ORDER BY position`);
  const { posts, replies, likes } = foldForum(rows);
  await client.query('BEGIN');
  await client.query(`TRUNCATE ${BASELINE.posts}, ${BASELINE.replies}, ${BASELINE.likes}`);
  for (let i = 0; i < posts.length; i += BATCH) {
    const batch = posts.slice(i, i + BATCH);
    await client.query(
      `INSERT INTO ${BASELINE.posts} (${POST_COLUMNS.join(', ')}) SELECT * FROM unnest(${POST_TYPES.map((t, j) => `$${j + 1}::${t}[]`).join(', ')})`,
      POST_COLUMNS.map((c) => batch.map((p) => p[c])),
    );
  }
  for (let i = 0; i < replies.length; i += BATCH) {
    const batch = replies.slice(i, i + BATCH);
    await client.query(
      `INSERT INTO ${BASELINE.replies} (id, post_id, author_id, content, parent_reply_id, created_at, event_position)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::int8[])`,
      [0, 1, 2, 3, 4, 5, 6].map((j) => batch.map((r) => r[j])),
    );
  }
  for (let i = 0; i < likes.length; i += BATCH) {
    const batch = likes.slice(i, i + BATCH);
    await client.query(`INSERT INTO ${BASELINE.likes} SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])`, [0, 1, 2].map((j) => batch.map((l) => l[j])));
  }
  await client.query('COMMIT');
  return rows.length;
}

/**
 * The other projections and reactors handle none of the forum's events, so reading the 200,000
 * events would leave their rows as they are: their checkpoints start at the log's end instead of
 * at 0 (on the shared 2-core machine, two dozen loops skipping through the log took longer than
 * the rest of the bench). Their names come from a server started once on an empty database.
 */
async function fastForwardUnconcerned(serverUrl, url) {
  const empty = await createDatabase(serverUrl, 'forum_names');
  const probe = await startApp(empty);
  await probe.stop();
  const names = new pg.Client({ connectionString: empty });
  await names.connect();
  const { rows } = await names.query(`SELECT name FROM projection_checkpoints WHERE name <> 'forum-board'`);
  await names.end();
  const forum = new pg.Client({ connectionString: url });
  await forum.connect();
  await forum.query(
    `INSERT INTO projection_checkpoints (name, position) SELECT unnest($1::text[]), (SELECT max(position) FROM events) ON CONFLICT (name) DO NOTHING`,
    [rows.map((r) => r.name)],
  );
  await forum.end();
}

/** A migrated database holding the fixture's log. */
async function prepareForumDb(serverUrl) {
  const url = await createDatabase(serverUrl, 'forum');
  const dataSource = new DataSource({ type: 'postgres', url, migrations: [...platformMigrations, ...moduleMigrations], migrationsRun: false });
  await dataSource.initialize();
  await dataSource.runMigrations();
  const store = new PostgresEventStore(url, 8);
  const streams = forumStreams();
  await inParallel(streams.length, 8, (i) => store.appendToStream(streams[i].streamId, streams[i].events, { expectedRevision: 'no_stream' }));
  for (const [table, copy] of [['forum_posts', BASELINE.posts], ['forum_replies', BASELINE.replies], ['forum_post_likes', BASELINE.likes]]) {
    await dataSource.query(`CREATE TABLE ${copy} (LIKE ${table} INCLUDING ALL)`);
  }
  return { url, dataSource, store, events: streams.reduce((n, s) => n + s.events.length, 0), posts: streams.length };
}

export async function benchForum(serverUrl, { rounds = 2, requests = 300, warmUp = 50, progress = () => {} } = {}) {
  const { url, dataSource, store, events, posts } = await prepareForumDb(serverUrl);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rebuild;
  try {
    const board = new ForumBoardProjection();
    rebuild = await alternate(
      rounds,
      async () => events / (await replayForBench({ dataSource, eventStore: store, projection: board })).seconds,
      () => rate(events, () => baselineRebuild(client)),
    );
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM forum_posts`);
    if (count !== posts) throw new Error(`the rebuild left ${count} posts, expected ${posts}`);
    const [mismatch] = await dataSource.query(
      `SELECT count(*)::int AS count FROM forum_posts p JOIN ${BASELINE.posts} b USING (id)
        WHERE (p.view_count, p.like_count, p.reply_count) IS DISTINCT FROM (b.view_count, b.like_count, b.reply_count)`,
    );
    if (mismatch.count !== 0) throw new Error(`${mismatch.count} posts differ between the rebuild and the baseline`);
    progress(`forum rebuild: ${Math.round(rebuild.value)} events/s vs baseline ${Math.round(rebuild.baseline)} → ratio ${(rebuild.value / rebuild.baseline).toFixed(3)} (${events} events, ${posts} posts)`);
  } finally {
    await client.end();
    await store.close();
    await dataSource.destroy();
  }

  await fastForwardUnconcerned(serverUrl, url);
  const app = await startApp(url);
  let bare;
  try {
    // Every projection and reactor starts at 0 and reads the 200,000 events first: measure once they are idle.
    await untilCaughtUp(app.baseUrl);
    const session = await signIn(app.baseUrl, 'bench-forum@example.com');
    bare = await startChild(path.join(import.meta.dirname, 'bare-forum-server.mjs'), { DATABASE_URL: url, READER_ID: session.user.id });
    const viaHttp = () => session.json(`/api/forum/posts?categoryId=${CATEGORY}&limit=30`);
    const viaBare = async () => (await fetch(`${bare.baseUrl}/api/forum/posts?categoryId=${CATEGORY}&limit=30`)).json();
    const [real, plain] = [await viaHttp(), await viaBare()];
    if (real.length !== 30 || JSON.stringify(real) !== JSON.stringify(plain)) {
      throw new Error(`the two first pages differ: ${real.length} vs ${plain.length} posts; first post ${JSON.stringify(real[0])} vs ${JSON.stringify(plain[0])}`);
    }
    // Both servers' code warmed up alike (the JIT, the prepared statements on every pooled connection).
    for (let i = 0; i < warmUp; i++) {
      await viaHttp();
      await viaBare();
    }
    const httpMs = [];
    const bareMs = [];
    for (let i = 0; i < requests; i++) {
      bareMs.push(await elapsedMs(viaBare));
      httpMs.push(await elapsedMs(viaHttp));
    }
    const firstPage = { value: 1000 / median(httpMs), baseline: 1000 / median(bareMs), httpMs: median(httpMs), bareMs: median(bareMs), loadAverage: os.loadavg()[0] };
    return { rebuild: { ...rebuild, events, posts }, firstPage };
  } catch (error) {
    console.error(app.output().slice(-3000));
    throw error;
  } finally {
    await bare?.stop();
    await app.stop();
  }
}

// Run alone: `node bench/forum.bench.mjs` (after `npm run build -w backend`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startPostgres } = await import('./lib.mjs');
  const server = await startPostgres();
  try {
    const { firstPage } = await benchForum(server.url, { progress: console.log });
    console.log(`forum first page: ${firstPage.value.toFixed(1)} req/s vs bare ${firstPage.baseline.toFixed(1)} → ratio ${(firstPage.value / firstPage.baseline).toFixed(3)} (median ${firstPage.httpMs.toFixed(1)} ms vs ${firstPage.bareMs.toFixed(1)} ms; load average ${firstPage.loadAverage.toFixed(1)})`);
  } finally {
    await server.stop();
  }
}
