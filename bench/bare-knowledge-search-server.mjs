// The baseline server of the knowledge-search figure (issue 14): a bare `node:http` handler that
// runs the same search as the real server (the built `KnowledgeSearch`, its one SQL statement and
// its snippets) through a plain `pg` pool, and answers the passages as JSON. No framework, no
// session, no validation: the floor a search over HTTP cannot go below. Run as a child by the bench.
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

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://bare');
  if (url.pathname === '/api/health') return answer(res, 200, { status: 'ok' });
  if (req.method !== 'GET' || url.pathname !== '/search') return answer(res, 404, { statusCode: 404 });
  try {
    answer(res, 200, await search.search(url.searchParams.get('q') ?? ''));
  } catch (error) {
    answer(res, 400, { statusCode: 400, message: String(error) });
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
