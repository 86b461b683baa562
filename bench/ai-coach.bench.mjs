// Issue 16: the offline AI coach's reply over HTTP, signed in (`POST /api/ai-coaching/chat` with
// `Accept: text/event-stream`, the streamed reply read to its `done` event) vs a bare `node:http`
// handler running the same knowledge-base query and streaming the passage
// (bare-coach-server.mjs), on the same database. Also the time to the first streamed byte.
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { createDatabase, median, signIn, startApp, startChild, startPostgres } from './lib.mjs';
import { seedEntries } from './knowledge-search.bench.mjs';

/** What a manager tells the coach, short as chat lines are; each finds a knowledge-base passage. */
const MESSAGES = [
  '部下の心のブレーキを外す声かけを知りたい',
  'チームの当事者意識を高めたい',
  '1on1の進め方に自信がありません',
  '影響の輪の外の悩みを減らしたい',
  '働く3つの理由を部下と整理したい',
  'MSマトリックスで右上に進みたい',
];
const TOPIC = '部下の主体性';
/** Turns per session before the client starts a new one (a real chat is a few turns long). */
const TURNS_PER_SESSION = 8;

/**
 * One streamed POST on a keep-alive agent: answers the time to the first body byte and to the
 * end (ms) and the body. Throws unless it is a 200 event stream that ends with `done`.
 */
function streamed(agent, baseUrl, pathname, headers, body, who) {
  const { hostname, port } = new URL(baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    let first = 0;
    const req = http.request(
      { agent, hostname, port, method: 'POST', path: pathname, headers: { ...headers, accept: 'text/event-stream', 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => {
          if (!first) first = performance.now();
          chunks.push(chunk);
        });
        res.on('end', () => {
          const ended = performance.now();
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200 || !text.includes('event: done')) return reject(new Error(`${who} answered ${res.statusCode}: ${text.slice(0, 300)}`));
          resolve({ firstByteMs: first - sent, totalMs: ended - sent, text });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** `turn(i)` over and over for `seconds`; answers every turn's times. */
async function loop(seconds, turn) {
  const runs = [];
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i++) runs.push(await turn(i));
  return runs;
}

/**
 * Answers replies/s of both sides (from the median reply time, one client, the reply time being
 * what a person waits for) and the median times to the first byte and to the end of the stream.
 */
export async function benchAiCoach({ session, databaseUrl, entries = 5000, rounds = 5, seconds = 3 }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query('SELECT count(*)::int AS n FROM knowledge_entries');
  await db.end();
  // The knowledge search figure seeds these entries first when both run; alone, this seeds them.
  if (rows[0].n < entries) await seedEntries(databaseUrl, entries);

  const bare = await startChild(path.join(import.meta.dirname, 'bare-coach-server.mjs'), { DATABASE_URL: databaseUrl });
  const appAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const bareAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const writeHeaders = { cookie: session.cookie, 'x-xsrf-token': session.xsrfToken };
  let sessionId = null;
  let turns = 0;
  const startSession = async () => {
    const started = await session.json('/api/ai-coaching/sessions', { method: 'POST', body: { sessionType: 'coaching', topic: TOPIC } });
    sessionId = started.id;
    turns = 0;
  };
  const subject = async (i) => {
    // Starting a session is not part of a reply: it happens between the timed turns.
    if (!sessionId || turns === TURNS_PER_SESSION) {
      if (sessionId) await session.json(`/api/ai-coaching/sessions/${sessionId}/complete`, { method: 'POST' });
      await startSession();
    }
    turns += 1;
    return streamed(appAgent, session.baseUrl, '/api/ai-coaching/chat', writeHeaders, { sessionId, message: MESSAGES[i % MESSAGES.length] }, 'the server');
  };
  const baseline = (i) => streamed(bareAgent, bare.baseUrl, '/chat', {}, { message: MESSAGES[i % MESSAGES.length], topic: TOPIC }, 'the bare handler');
  try {
    // The same passage on both sides: the server's reply cites the entry the bare handler streams.
    const [a, b] = [await subject(0), await baseline(0)];
    const cited = (text) => JSON.parse(/event: meta\ndata: (.*)\n/.exec(text)[1]).citations[0];
    if (!cited(b.text)) throw new Error('the bare handler found no passage for the first message');
    const title = cited(b.text).title;
    if (!cited(a.text) || !a.text.includes(title)) throw new Error(`the server's reply does not cite the bare handler's passage (${title})`);
    await loop(1, subject);
    await loop(1, baseline);
    const http_ = [];
    const plain = [];
    for (let r = 0; r < rounds; r++) {
      const pair = r % 2 === 0 ? [[http_, subject], [plain, baseline]] : [[plain, baseline], [http_, subject]];
      for (const [runs, turn] of pair) runs.push(...(await loop(seconds, turn)));
    }
    const httpMs = median(http_.map((run) => run.totalMs));
    const bareMs = median(plain.map((run) => run.totalMs));
    return {
      value: 1000 / httpMs,
      baseline: 1000 / bareMs,
      httpMs,
      bareMs,
      httpFirstByteMs: median(http_.map((run) => run.firstByteMs)),
      bareFirstByteMs: median(plain.map((run) => run.firstByteMs)),
      replies: http_.length,
      entries,
    };
  } finally {
    appAgent.destroy();
    bareAgent.destroy();
    await bare.stop();
  }
}

/** Prints the figure the way `npm run bench` does (the same line). */
export function describeAiCoach(coach) {
  return `(1 client; median reply ${coach.httpMs.toFixed(1)} ms, first byte ${coach.httpFirstByteMs.toFixed(1)} ms, over HTTP vs ${coach.bareMs.toFixed(1)} ms, first byte ${coach.bareFirstByteMs.toFixed(1)} ms, bare node:http running the same knowledge query; ${coach.replies} replies, ${coach.entries} entries)`;
}

// Alone (`npm run build && node bench/ai-coach.bench.mjs`): its own PostgreSQL, database and server.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const postgres = await startPostgres();
  try {
    const databaseUrl = await createDatabase(postgres.url, 'coach');
    const app = await startApp(databaseUrl);
    try {
      const session = await signIn(app.baseUrl, 'bench-coach@example.com');
      const coach = await benchAiCoach({ session, databaseUrl });
      const ratio = coach.value / coach.baseline;
      console.log(`${ratio >= 0.3 ? 'ok ' : 'LOW'} offline AI coach reply over HTTP: ${coach.value.toFixed(1)} replies/s vs baseline ${coach.baseline.toFixed(1)} → ratio ${ratio.toFixed(3)} (target ≥ 0.3)  ${describeAiCoach(coach)}`);
    } catch (error) {
      console.error(app.output().slice(-3000));
      throw error;
    } finally {
      await app.stop();
    }
  } finally {
    await postgres.stop();
  }
}
