// The baseline server of the offline coach's figure (issue 16): a bare `node:http` handler that
// takes a chat message, runs the same knowledge-base query the offline coach runs for it (the
// built `KnowledgeSearch`, its one SQL statement and its snippets, limit 1, the message and the
// session's topic) through a plain `pg` pool, and streams the passage back as server-sent events
// (`meta`, `chunk` pieces of 8 characters as the coach sends them, `done`). No framework, no
// session, no event store, no validation: the floor a grounded streamed reply cannot go below.
// Run as a child by the bench.
import 'reflect-metadata';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { answerJson, serveBare } from './lib.mjs';

const dist = path.resolve(import.meta.dirname, '..', 'backend', 'dist', 'modules', 'knowledge-base', 'search', 'knowledge-search.js');
const { KnowledgeSearch } = await import(pathToFileURL(dist).href);

// The size of the real server's main pool.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const search = new KnowledgeSearch({ query: async (sql, parameters) => (await pool.query(sql, parameters)).rows });

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

serveBare(
  async (req, res, url) => {
    if (req.method !== 'POST' || url.pathname !== '/chat') return answerJson(res, 404, { statusCode: 404 });
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
      if (!res.headersSent) answerJson(res, 400, { statusCode: 400, message: String(error) });
      else res.end();
    }
  },
  { pool },
);
