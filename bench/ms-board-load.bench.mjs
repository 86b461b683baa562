// (e) Issue 3: loading the board of a 200-member team with 50 growth points each, as the client
// does (GET the board, then the growth history, signed in, over HTTP), vs a plain SELECT of the
// same rows through pg on one connection.
import pg from 'pg';
import { elapsedMs, median } from './lib.mjs';
import { seedMsBoard } from './fixtures/ms-board.mjs';

const ENTRIES_SQL = `
  SELECT e.*, d.name AS department_name, d.color AS department_color
  FROM ms_matrix_entries e LEFT JOIN ms_matrix_departments d ON d.id = e.department_id
  WHERE e.team_id = $1 ORDER BY d.name NULLS LAST, e.member_name, e.id`;
const POINTS_SQL = `SELECT * FROM ms_matrix_growth_points WHERE team_id = $1 ORDER BY entry_id, event_position`;

/** Answers loads/s of both (from the median times) and the medians in ms. */
export async function benchBoardLoad({ baseUrl, databaseUrl, session, rounds = 15 }) {
  const board = await seedMsBoard({ baseUrl, databaseUrl, session });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const load = async () => {
      let points = 0;
      for (const path of [`/api/ms-matrix/team/${board.teamId}`, `/api/ms-matrix/growth-history/${board.teamId}`]) {
        const body = await session.json(path);
        if (path.includes('growth-history')) points = body.reduce((n, m) => n + m.history.length, 0);
      }
      return points;
    };
    const select = async () => {
      await client.query(ENTRIES_SQL, [board.teamId]);
      return (await client.query(POINTS_SQL, [board.teamId])).rowCount;
    };
    const points = await load();
    if (points !== board.events || (await select()) !== board.events) throw new Error(`expected ${board.events} points, the board has ${points}`);
    for (let i = 0; i < 3; i++) {
      await load();
      await select();
    }
    const http = [];
    const plain = [];
    for (let i = 0; i < rounds; i++) {
      plain.push(await elapsedMs(select));
      http.push(await elapsedMs(load));
    }
    const httpMs = median(http);
    const plainMs = median(plain);
    return { value: 1000 / httpMs, baseline: 1000 / plainMs, httpMs, plainMs, points };
  } finally {
    await client.end();
  }
}
