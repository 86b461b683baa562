// The baseline servers of the live-channel figure (issue 31), bare `node:http` Server-Sent Events
// broadcasters. `GET /api/live` opens a stream with the headers the real one sends; `POST
// /broadcast` writes one `notification` frame (as the real hub frames it) to every open stream and
// answers 204. No session, no command, no projection runtime.
//
// - Without BARE_LIVE_DATABASE_URL: the frame is written at once (no database, no LISTEN): the floor of "one
//   message to every connected client" on this machine.
// - With BARE_LIVE_DATABASE_URL (decision 0115): the floor of a *durable* delivery across instances, the
//   least any design that keeps a row per recipient and tells every instance must do. One
//   transaction inserts one row per connected stream's recipient into a table shaped like
//   `notifications` (same columns and indexes, `LIKE … INCLUDING ALL`) in one statement and
//   announces it with one `pg_notify`; the frame is written when this server's LISTEN connection
//   hears the announcement, after the commit, as the real hub does.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { serveBare } from './lib.mjs';

const streams = new Set();
let position = 0;
const CHANNEL = 'bare_live';
const COLUMNS = ['id', 'kind', 'recipient_id', 'source_event_id', 'source_position', 'subject_id', 'actor_id', 'title', 'body', 'link', 'created_at'];
const TYPES = ['uuid', 'text', 'text', 'uuid', 'int8', 'text', 'text', 'text', 'text', 'text', 'timestamptz'];

const frameOf = (at) => `id: ${at}\nevent: notification\ndata: ${JSON.stringify({ position: String(at) })}\n\n`;
const broadcast = (at) => {
  const frame = frameOf(at);
  for (const stream of streams) stream.write(frame);
};

let writer = null;
let listener = null;
if (process.env.BARE_LIVE_DATABASE_URL) {
  writer = new pg.Client({ connectionString: process.env.BARE_LIVE_DATABASE_URL });
  listener = new pg.Client({ connectionString: process.env.BARE_LIVE_DATABASE_URL });
  await writer.connect();
  await listener.connect();
  await writer.query('CREATE TABLE IF NOT EXISTS bare_live_notifications (LIKE notifications INCLUDING ALL)');
  listener.on('notification', (message) => {
    if (message.channel === CHANNEL) broadcast(Number(message.payload));
  });
  await listener.query(`LISTEN ${CHANNEL}`);
}

/** One row per stream, one statement, one announcement, one transaction. */
async function durable(at) {
  const source = randomUUID();
  const now = new Date();
  const rows = [...streams].map((_, i) => [randomUUID(), 'event_changed', `bare-live-${i}`, source, String(at), 'community-event:bare', 'bare-host', '参加予定のイベント「ライブ配信の勉強会」の内容が変更されました', '変更された項目：タイトル', '/community/events/bare', now]);
  await writer.query('BEGIN');
  try {
    await writer.query(
      `INSERT INTO bare_live_notifications (${COLUMNS.join(', ')}) SELECT * FROM unnest(${TYPES.map((t, j) => `$${j + 1}::${t}[]`).join(', ')})`,
      COLUMNS.map((_, j) => rows.map((r) => r[j])),
    );
    await writer.query('SELECT pg_notify($1, $2)', [CHANNEL, String(at)]);
    await writer.query('COMMIT');
  } catch (error) {
    await writer.query('ROLLBACK');
    throw error;
  }
}

serveBare(
  async (req, res) => {
    if (req.method === 'GET' && req.url === '/api/live') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', Connection: 'keep-alive' });
      res.write('retry: 3000\n\n');
      res.write('event: ready\ndata: {}\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }
    if (req.method === 'POST' && req.url === '/broadcast') {
      position += 1;
      if (writer) await durable(position);
      else broadcast(position);
      res.writeHead(204).end();
      return;
    }
    res.writeHead(404).end();
  },
  {
    host: '127.0.0.1',
    pool: { end: () => Promise.all([writer?.end(), listener?.end()]) },
    onStop: () => {
      for (const stream of streams) stream.end();
    },
  },
);
