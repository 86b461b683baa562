// The baseline server of the leaderboard figures (issue 32): a bare `node:http` handler reading
// `ORDER BY score DESC LIMIT 50` from an indexed table of the same scores (`bare_scores`, made by
// points.bench.mjs from the read model's week board) and the display names of those fifty, with
// no framework, session, validation, tie-break or the caller's own row. Like the real server it
// compresses the answer when the client accepts it, at the same levels, so both send the same bytes.
import pg from 'pg';
import { answerJson, serveBare } from './lib.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

serveBare(
  async (req, res, url) => {
    if (url.pathname !== '/api/leaderboard') return answerJson(res, 404, { statusCode: 404 });
    try {
      const { rows } = await pool.query(`SELECT user_id, score FROM bare_scores ORDER BY score DESC LIMIT 50`);
      const names = await pool.query(`SELECT id, first_name, last_name FROM users WHERE id = ANY($1::text[])`, [rows.map((r) => r.user_id)]);
      const byId = new Map(names.rows.map((r) => [r.id, `${r.last_name} ${r.first_name}`.trim()]));
      answerJson(res, 200, { entries: rows.map((r, i) => ({ rank: i + 1, userId: r.user_id, displayName: byId.get(r.user_id) ?? '', score: r.score })) }, { compressFor: req });
    } catch (error) {
      answerJson(res, 500, { statusCode: 500, message: String(error) });
    }
  },
  { pool },
);
