// The baseline server of the HTTP command figures (issue 10): a bare `node:http` handler that does
// what a move must do at least (parse the JSON body, one INSERT into a table like the board's
// growth points, answer the row), on the same PostgreSQL as the real server. No framework, no
// session, no validation: the floor a write over HTTP cannot go below. Run as a child by the bench.
import pg from 'pg';
import { bareMovesTable } from './bare-moves.mjs';
import { answerJson, serveBare } from './lib.mjs';

// The size of the real server's main pool (platform/database), so that 16 clients meet the same
// number of connections on both sides.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const INSERT_MOVE = await bareMovesTable(pool);

const MOVE = /^\/api\/moves\/([\w-]+)$/;

serveBare(
  (req, res) => {
    const match = req.method === 'PUT' ? MOVE.exec(req.url ?? '') : null;
    if (!match) return answerJson(res, 404, { statusCode: 404 });
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const { rows } = await pool.query(INSERT_MOVE, [
          match[1],
          body.positionX,
          body.positionY,
        ]);
        answerJson(res, 200, rows[0]);
      } catch (error) {
        answerJson(res, 400, { statusCode: 400, message: String(error) });
      }
    });
  },
  { pool },
);
