// The baseline server of the offline coach's figure (issue 16): a bare `node:http` handler that
// takes a chat message, runs the same knowledge-base query the offline coach runs for it (the
// built `KnowledgeSearch`, its one SQL statement and its snippets, limit 1, the message and the
// session's topic) through a plain `pg` pool, and streams the passage back as server-sent events
// (`meta`, `chunk` pieces of 8 characters as the coach sends them, `done`). No framework, no
// session, no event store, no validation: the floor a grounded streamed reply cannot go below.
// Run as a child by the bench.
import 'reflect-metadata';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const dist = path.resolve(import.meta.dirname, '..', 'backend', 'dist', 'modules', 'knowledge-base', 'search', 'knowledge-search.js');
const { KnowledgeSearch } = await import(pathToFileURL(dist).href);

// The size of the real server's main pool.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const search = new KnowledgeSearch({ query: async (sql, parameters) => (await pool.query(sql, parameters)).rows });

function answer(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://bare');
  if (url.pathname === '/api/health') return answer(res, 200, { status: 'ok' });
  if (req.method !== 'POST' || url.pathname !== '/chat') return answer(res, 404, { statusCode: 404 });
  try {
    const { message, topic } = await readJson(req);
    const [found] = await search.search(`${message} ${topic ?? ''}`, { limit: 1 });
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    const event = (name, data) => res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    event('meta', { citations: found ? [{ id: found.entryId, title: found.sectionTitle }] : [] });
    const text = found?.snippet ?? '';
    for (let i = 0; i < text.length; i += 8) event('chunk', { text: text.slice(i, i + 8) });
    event('done', { message: { content: text } });
    res.end();
  } catch (error) {
    if (!res.headersSent) answer(res, 400, { statusCode: 400, message: String(error) });
    else res.end();
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
