// Issue 31: the notifications, three figures.
// (a) The notifications page (GET /api/notifications, the first 20 of a reader's 1,000 among
//     100,000 rows of 1,000 people) signed in over HTTP, vs a bare node:http handler running the
//     same statements on the same read model (bare-notifications-server.mjs).
// (b) The fan-out of one event's reminder to 1,000 registrants: the notifications projection
//     applying one `DueMomentReached` (one transaction, as the runtime runs it), notifications
//     written per second, vs a bare batch INSERT of the same 1,000 rows in one transaction.
// (c) The live channel: 500 signed-in people, one SSE stream each; the time from sending the
//     command (a change of the event they registered for) to the last stream receiving its
//     notification frame, against two bare node:http SSE broadcasters (bare-live-server.mjs): one
//     writing one frame to 500 streams from memory (for the record), and one doing the least a
//     durable delivery across instances must (one INSERT of the 500 rows and one pg_notify in one
//     transaction, the frame written when its LISTEN hears it; the target, decision 0115).
//     Reported in ms, and as a rate (1000 / ms) for the ratio. The real
//     server mails through SMTP to a relay in its own process (mail-sink-server.mjs), as deployed,
//     and each round starts once the previous one has settled (projections caught up, its 500
//     at-once mails sent): a round measures one event's delivery, not the previous round's mails
//     (decision 0112).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import 'reflect-metadata';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { alternate, createDatabase, elapsedMs, freePort, inParallel, median, startApp, startChild, signIn, untilCaughtUp } from './lib.mjs';
import { NotificationMailer } from '../backend/dist/modules/notifications/mail/notification-mailer.js';
import { NotificationsProjection } from '../backend/dist/modules/notifications/projections/notifications.projection.js';
import { DueJobs } from '../backend/dist/platform/schedule/due-jobs.js';

const PEOPLE = 1_000;
const PER_PERSON = 100;
const FAN_OUT = 1_000;
const STREAMS = 500;
const COLUMNS = ['id', 'kind', 'recipient_id', 'source_event_id', 'source_position', 'subject_id', 'actor_id', 'title', 'body', 'link', 'created_at'];
const TYPES = ['uuid', 'text', 'text', 'uuid', 'int8', 'text', 'text', 'text', 'text', 'text', 'timestamptz'];

/** Inserts `rows` (arrays in COLUMNS order) into notifications in one statement. */
function insertRows(client, rows) {
  return client.query(
    `INSERT INTO notifications (${COLUMNS.join(', ')}) SELECT * FROM unnest(${TYPES.map((t, j) => `$${j + 1}::${t}[]`).join(', ')})`,
    COLUMNS.map((_, j) => rows.map((r) => r[j])),
  );
}

/** 100,000 notifications of 1,000 people (the reader is one of them), spread over 100 days, as the projection writes them. */
async function fillNotifications(client, readerId, actorId) {
  const people = [readerId, ...Array.from({ length: PEOPLE - 1 }, () => randomUUID())];
  const start = Date.parse('2026-09-01T00:00:00Z');
  let position = 1_000_000n;
  for (let p = 0; p < people.length; p += 100) {
    const rows = [];
    for (const person of people.slice(p, p + 100)) {
      for (let i = 0; i < PER_PERSON; i++) {
        position += 1n;
        const postId = randomUUID();
        rows.push([randomUUID(), 'forum_reply', person, randomUUID(), String(position), `forum-post:${postId}`, actorId, 'あなたの投稿「沈黙が続くとき」に返信がありました', 'まず待ってみては', `/community/forum/${postId}`, new Date(start + Number(position % 8_640_000n) * 1000)]);
      }
    }
    await insertRows(client, rows);
  }
  await client.query('ANALYZE notifications');
}

async function benchPage({ app, url, reader, requests = 300, warmUp = 50 }) {
  const bare = await startChild(path.join(import.meta.dirname, 'bare-notifications-server.mjs'), { DATABASE_URL: url, READER_ID: reader.user.id });
  try {
    const viaHttp = () => reader.json('/api/notifications');
    const viaBare = async () => (await fetch(`${bare.baseUrl}/api/notifications`)).json();
    const [real, plain] = [await viaHttp(), await viaBare()];
    if (real.items.length !== 20 || JSON.stringify(real) !== JSON.stringify(plain)) {
      throw new Error(`the two pages differ: ${real.items.length} vs ${plain.items?.length} items; ${JSON.stringify(real).slice(0, 300)} vs ${JSON.stringify(plain).slice(0, 300)}`);
    }
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
    return { value: 1000 / median(httpMs), baseline: 1000 / median(bareMs), httpMs: median(httpMs), bareMs: median(bareMs) };
  } finally {
    await bare.stop();
    void app;
  }
}

async function benchFanOut({ url, rounds = 5 }) {
  const dataSource = new DataSource({ type: 'postgres', url });
  await dataSource.initialize();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The facts the projection holds: the event (title, start) and its 1,000 seated registrants.
    const eventId = randomUUID();
    const startTime = '2026-12-24T10:00:00.000Z';
    const registrants = Array.from({ length: FAN_OUT }, () => randomUUID());
    await client.query(`INSERT INTO notification_subjects (subject_id, owner_id, title, at) VALUES ($1, $2, '年末の振り返り会', $3)`, [`community-event:${eventId}`, randomUUID(), startTime]);
    await client.query(`INSERT INTO notification_audiences (subject_id, role, user_id) SELECT $1, 'registrant', unnest($2::text[])`, [`community-event:${eventId}`, registrants]);
    // The projection hands its notifications to the e-mail at once in its transaction (one due job
    // keyed by the event, decision 0098), as in the server: the mailer's in-transaction part needs
    // only the due jobs and a clock (the outbox and the senders run in the job, after the commit).
    const clock = { now: () => new Date() };
    const jobs = new DueJobs(dataSource, clock, { scheduled: () => undefined });
    const projection = new NotificationsProjection(new NotificationMailer(dataSource, null, null, null, jobs, clock));
    let position = 9_000_000_000n;
    const moment = () => {
      position += 1n;
      return {
        eventId: randomUUID(),
        type: 'DueMomentReached',
        data: { kind: 'community-event.starts-in-1-hour', key: `community-event.starts-in-1-hour:${eventId}`, dueAt: '2026-12-24T09:00:00.000Z', subject: { eventId, startTime } },
        streamId: `due-moment-${randomUUID()}`,
        revision: 0,
        position,
        metadata: { correlationId: randomUUID(), causationId: null, userId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
      };
    };
    const written = [];
    const subject = async () => {
      const event = moment();
      const ms = await elapsedMs(() => dataSource.transaction((manager) => projection.apply(event, manager)));
      written.push(event.eventId);
      return (FAN_OUT * 1000) / ms;
    };
    const baseline = async () => {
      const now = new Date();
      const source = randomUUID();
      position += 1n;
      const rows = registrants.map((userId) => [randomUUID(), 'event_starts_soon', userId, source, String(position), `community-event:${eventId}`, null, '参加予定のイベント「年末の振り返り会」の開始まであと1時間です', null, `/community/events/${eventId}`, now]);
      const ms = await elapsedMs(async () => {
        await client.query('BEGIN');
        await insertRows(client, rows);
        await client.query('COMMIT');
      });
      return (FAN_OUT * 1000) / ms;
    };
    const result = await alternate(rounds, subject, baseline);
    const counts = await client.query(`SELECT source_event_id, count(*)::int AS n FROM notifications WHERE source_event_id = ANY($1::uuid[]) GROUP BY 1`, [written]);
    if (counts.rows.length !== written.length || counts.rows.some((r) => r.n !== FAN_OUT)) throw new Error(`the fan-out wrote ${JSON.stringify(counts.rows.map((r) => r.n))} rows per moment, expected ${FAN_OUT}`);
    return { ...result, recipients: FAN_OUT };
  } finally {
    await client.end();
    await dataSource.destroy();
  }
}

/** An SSE stream on `url` with `cookie`: counts its `notification` frames; answers once `ready` came. */
function openStream(url, cookie) {
  return new Promise((resolve, reject) => {
    const stream = { notifications: 0, lastAt: 0, onNotification: null, request: null };
    const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET ${url} answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) resolve(stream);
          else if (frame.includes('event: notification')) {
            stream.notifications += 1;
            stream.lastAt = performance.now();
            stream.onNotification?.();
          }
        }
      });
    });
    req.on('error', reject);
    stream.request = req;
  });
}

/** Runs `send` and answers the ms until every stream has seen one more notification frame. */
async function toLastStream(streams, send) {
  const target = streams.map((s) => s.notifications + 1);
  const arrived = new Promise((resolve) => {
    const check = () => {
      if (streams.every((s, i) => s.notifications >= target[i])) resolve(Math.max(...streams.map((s) => s.lastAt)));
    };
    for (const s of streams) s.onNotification = check;
  });
  const started = performance.now();
  await send();
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`not every stream got the frame in 30 s (${streams.filter((s, i) => s.notifications < target[i]).length} missing)`)), 30_000).unref());
  return (await Promise.race([arrived, timeout])) - started;
}

/**
 * Until the server has settled after a round: its projections caught up and no mail left to send
 * (the change mails its 500 registrants at once, by default).
 */
async function untilSettled(app, db) {
  await untilCaughtUp(app.baseUrl);
  for (const deadline = Date.now() + 120_000; ; ) {
    // The at-once mail job (due once the notifications committed) enqueues them; the outbox sends them.
    const { rows } = await db.query(
      `SELECT (SELECT count(*)::int FROM due_jobs WHERE done_at IS NULL AND due_at <= now()) AS jobs,
              (SELECT count(*)::int FROM mail_outbox WHERE status IN ('pending', 'sending')) AS mails`,
    );
    if (rows[0].jobs === 0 && rows[0].mails === 0) return;
    if (Date.now() > deadline) throw new Error(`after 120 s, ${rows[0].jobs} due jobs and ${rows[0].mails} mails are still waiting`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function benchLive({ app, url, host, relay, rounds = 7 }) {
  const eventStart = new Date(Date.now() + 30 * 86_400_000);
  const event = await host.json('/api/events', {
    method: 'POST',
    body: { title: 'ライブ配信の勉強会', eventType: 'webinar', startTime: eventStart.toISOString(), endTime: new Date(eventStart.getTime() + 3_600_000).toISOString(), maxParticipants: STREAMS },
  });
  const people = new Array(STREAMS);
  await inParallel(STREAMS, 8, async (i) => {
    people[i] = await signIn(app.baseUrl, `bench-live-${i}@example.com`);
    await people[i].json(`/api/events/${event.id}/registrations`, { method: 'POST', body: {} });
  });
  await untilCaughtUp(app.baseUrl);
  const streams = [];
  for (const person of people) streams.push(await openStream(`${app.baseUrl}/api/live`, person.cookie));
  const realMs = [];
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    for (let round = 0; round < rounds; round++) {
      await untilSettled(app, db);
      // The host opens the event, as the edit dialog does, then sends the change: the change
      // comes on a connection and session just used, as the bare sides' back-to-back rounds do
      // (a round starts seconds after the last, past the keep-alive and the session-read cache).
      await host.json(`/api/events/${event.id}`);
      realMs.push(await toLastStream(streams, () => host.json(`/api/events/${event.id}`, { method: 'PATCH', body: { title: `ライブ配信の勉強会（第${round + 2}版）` } })));
    }
    // The rounds' mails went out over SMTP, as deployed: each change mailed its 500 registrants
    // (who keep the default, e-mail at once), and the relay received them all.
    await untilSettled(app, db);
    const { received } = await (await fetch(`${relay.baseUrl}/count`)).json();
    if (received < STREAMS * rounds) throw new Error(`the mail relay received ${received} mails, expected at least ${STREAMS * rounds}`);
  } finally {
    for (const s of streams) s.request.destroy();
    await db.end();
  }
  const bareMs = await bareLiveRounds({}, rounds);
  const durableMs = await bareLiveRounds({ BARE_LIVE_DATABASE_URL: url }, rounds);
  return {
    value: 1000 / median(realMs),
    baseline: 1000 / median(bareMs),
    realMs: median(realMs),
    bareMs: median(bareMs),
    // Against the floor of a durable delivery across instances (decision 0115): the figure with a target.
    durable: { value: 1000 / median(realMs), baseline: 1000 / median(durableMs), realMs: median(realMs), bareMs: median(durableMs) },
    streams: STREAMS,
  };
}

/** `rounds` broadcasts of the bare SSE server (`env`: in memory, or durable with BARE_LIVE_DATABASE_URL) to STREAMS streams; the ms of each. */
async function bareLiveRounds(env, rounds) {
  const bare = await startChild(path.join(import.meta.dirname, 'bare-live-server.mjs'), env);
  const ms = [];
  try {
    const bareStreams = [];
    for (let i = 0; i < STREAMS; i++) bareStreams.push(await openStream(`${bare.baseUrl}/api/live`, null));
    const broadcast = async () => {
      const res = await fetch(`${bare.baseUrl}/broadcast`, { method: 'POST' });
      if (res.status !== 204) throw new Error(`the bare broadcast answered ${res.status}`);
    };
    // One round not counted: the real server is warm when its rounds start (it has seated 500
    // people), a bare server just started is not (its first statement, its first 500 writes).
    await toLastStream(bareStreams, broadcast);
    for (let round = 0; round < rounds; round++) ms.push(await toLastStream(bareStreams, broadcast));
    for (const s of bareStreams) s.request.destroy();
  } finally {
    await bare.stop();
  }
  return ms;
}

/**
 * The three notification figures; `only` (a set of 'page', 'fan-out', 'live') runs some of them,
 * the others answer undefined (run alone: `node bench/notifications.bench.mjs live`).
 */
export async function benchNotifications(serverUrl, { progress = () => {}, only = new Set(['page', 'fan-out', 'live']) } = {}) {
  const url = await createDatabase(serverUrl, 'notifications');
  // The mail relay, in its own process as deployed (no embedded development mail server).
  const smtpPort = await freePort();
  const relay = await startChild(path.join(import.meta.dirname, 'mail-sink-server.mjs'), { SMTP_PORT: String(smtpPort) });
  // One address holds 500 streams and the bench's other requests.
  const app = await startApp(url, { MAX_CONNECTIONS_PER_CLIENT: '5000', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  try {
    const reader = await signIn(app.baseUrl, 'bench-reader@example.com');
    const actor = await signIn(app.baseUrl, 'bench-actor@example.com');
    let page;
    if (only.has('page')) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await fillNotifications(client, reader.user.id, actor.user.id);
      } finally {
        await client.end();
      }
      page = await benchPage({ app, url, reader });
      progress(`notifications page: ratio ${(page.value / page.baseline).toFixed(3)} (median ${page.httpMs.toFixed(1)} ms vs ${page.bareMs.toFixed(1)} ms)`);
    }
    const fanOut = only.has('fan-out') ? await benchFanOut({ url }) : undefined;
    if (fanOut) progress(`fan-out: ${Math.round(fanOut.value)} vs ${Math.round(fanOut.baseline)} notifications/s → ratio ${(fanOut.value / fanOut.baseline).toFixed(3)}`);
    const live = only.has('live') ? await benchLive({ app, url, host: actor, relay }) : undefined;
    if (live) {
      progress(`live: ${live.realMs.toFixed(1)} ms vs ${live.bareMs.toFixed(1)} ms for an in-memory broadcast → ratio ${(live.value / live.baseline).toFixed(3)} (${(live.realMs / live.bareMs).toFixed(2)}× its time; for the record)`);
      progress(`live: ${live.realMs.toFixed(1)} ms vs ${live.durable.bareMs.toFixed(1)} ms for a durable broadcast → ratio ${(live.durable.value / live.durable.baseline).toFixed(3)} (${(live.realMs / live.durable.bareMs).toFixed(2)}× its time; target ≤ 2×, ratio ≥ 0.5)`);
    }
    return { page, fanOut, live };
  } catch (error) {
    console.error(app.output().slice(-3000));
    throw error;
  } finally {
    await app.stop();
    await relay.stop();
  }
}

// Run alone: `node bench/notifications.bench.mjs [page,fan-out,live]` (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startPostgres } = await import('./lib.mjs');
  const server = await startPostgres();
  try {
    const only = process.argv[2] ? new Set(process.argv[2].split(',')) : undefined;
    await benchNotifications(server.url, { progress: console.log, only });
  } finally {
    await server.stop();
  }
}
