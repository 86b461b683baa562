// The baseline server of the leaderboard figures (issue 32): a bare `node:http` handler reading
// `ORDER BY score DESC LIMIT 50` from an indexed table of the same scores (`bare_scores`, made by
// points.bench.mjs from the read model's week board) and the display names of those fifty, with
// no framework, session, validation, tie-break or the caller's own row.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

function answer(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const server = http.createServer(async (req, res) => {
  if (req.url === '/api/health') return answer(res, 200, { status: 'ok' });
  if (!req.url?.startsWith('/api/leaderboard')) return answer(res, 404, { statusCode: 404 });
  try {
    const { rows } = await pool.query(`SELECT user_id, score FROM bare_scores ORDER BY score DESC LIMIT 50`);
    const names = await pool.query(`SELECT id, first_name, last_name FROM users WHERE id = ANY($1::text[])`, [rows.map((r) => r.user_id)]);
    const byId = new Map(names.rows.map((r) => [r.id, `${r.last_name} ${r.first_name}`.trim()]));
    answer(res, 200, { entries: rows.map((r, i) => ({ rank: i + 1, userId: r.user_id, displayName: byId.get(r.user_id) ?? '', score: r.score })) });
  } catch (error) {
    answer(res, 500, { statusCode: 500, message: String(error) });
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
