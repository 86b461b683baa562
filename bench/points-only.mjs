// Runs the points figures alone (`node bench/points-only.mjs [leaderboard|rebuild]`), as run.mjs
// would measure them, and prints them: to check the points bench without the whole run.
import { startPostgres } from './lib.mjs';
import { benchLeaderboard, benchPointsRebuild } from './points.bench.mjs';

const which = process.argv[2] ?? 'leaderboard';
const pg = await startPostgres();
try {
  const result = which === 'rebuild' ? await benchPointsRebuild(pg.url) : await benchLeaderboard(pg.url);
  console.log(JSON.stringify(result, (_k, v) => (typeof v === 'bigint' ? String(v) : v), 2));
} finally {
  await pg.stop();
}
