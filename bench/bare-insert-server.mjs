// The baseline server of the HTTP command figure: a bare Express app whose one route does what
// a move must do at least (parse JSON, one INSERT into a table like the board's growth points,
// answer the row), on the same PostgreSQL as the real server. Run as a child by the bench.
import express from 'express';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
await pool.query(`CREATE TABLE IF NOT EXISTS bare_moves (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entry_id text NOT NULL,
  x double precision NOT NULL,
  y double precision NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now())`);

const app = express();
app.disable('x-powered-by');
app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
app.put('/api/moves/:entryId', express.json(), async (req, res) => {
  const { rows } = await pool.query(`INSERT INTO bare_moves (entry_id, x, y) VALUES ($1, $2, $3) RETURNING *`, [
    req.params.entryId,
    req.body.positionX,
    req.body.positionY,
  ]);
  res.json(rows[0]);
});
const server = app.listen(Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
