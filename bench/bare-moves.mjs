// The table the reference servers of the HTTP command figures insert a move into (issue 10): like
// the board's growth points. Shared by `bare-insert-server.mjs` and `nest-insert-server.mjs`.

/** Creates the table on `pool` if it is not there yet; answers the INSERT both servers run. */
export async function bareMovesTable(pool) {
  await pool.query(`CREATE TABLE IF NOT EXISTS bare_moves (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entry_id text NOT NULL,
  x double precision NOT NULL,
  y double precision NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now())`);
  return `INSERT INTO bare_moves (entry_id, x, y) VALUES ($1, $2, $3) RETURNING *`;
}
