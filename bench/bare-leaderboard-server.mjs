// The baseline server of the leaderboard figure (issue 13): a bare `node:http` handler running the
// very statements the real endpoint runs (the ranking SQL of `leaderboard-sql.ts` and the display
// names of the users read model) on the same database, with no framework, session or validation.
import http from 'node:http';
import pg from 'pg';
import { leaderboardStatement } from '../backend/dist/modules/points/queries/get-leaderboard/leaderboard-sql.js';
import { periodContaining } from '../backend/dist/modules/points/domain/periods.js';
import { calendarDate } from '../backend/dist/platform/time/calendar.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const TIME_ZONE = process.env.APP_TIME_ZONE ?? 'Asia/Tokyo';

function answer(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const server = http.createServer(async (req, res) => {
  if (req.url === '/api/health') return answer(res, 200, { status: 'ok' });
  if (!req.url?.startsWith('/api/leaderboard')) return answer(res, 404, { statusCode: 404 });
  try {
    const me = process.env.ME ?? null;
    const range = periodContaining('week', calendarDate(new Date(), TIME_ZONE));
    const { sql, params } = leaderboardStatement('points', range, 50, me, TIME_ZONE);
    const { rows } = await pool.query(sql, params);
    const names = await pool.query(`SELECT id, first_name, last_name FROM users WHERE id = ANY($1::text[])`, [rows.map((r) => r.user_id)]);
    const byId = new Map(names.rows.map((r) => [r.id, `${r.last_name} ${r.first_name}`.trim()]));
    const entries = rows.map((r) => ({ rank: r.rank, userId: r.user_id, displayName: byId.get(r.user_id) ?? '', score: r.score }));
    answer(res, 200, { entries: entries.filter((e) => e.rank <= 50), me: entries.find((e) => e.userId === me) ?? null });
  } catch (error) {
    answer(res, 500, { statusCode: 500, message: String(error) });
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
