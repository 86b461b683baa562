// Runs some of the figures alone and prints what they measured, to check a bench file without the
// whole run: `node bench/points-only.mjs leaderboard | points-rebuild` (the command figures:
// `bench/move-only.mjs`).
import { startPostgres } from './lib.mjs';
import { benchLeaderboard, benchPointsRebuild } from './points.bench.mjs';

const figures = {
  leaderboard: (url) => benchLeaderboard(url),
  'points-rebuild': (url) => benchPointsRebuild(url),
};

const which = process.argv[2];
if (!figures[which]) throw new Error(`usage: node bench/points-only.mjs ${Object.keys(figures).join(' | ')}`);
const pg = await startPostgres();
try {
  console.log(JSON.stringify(await figures[which](pg.url), (_k, v) => (typeof v === 'bigint' ? String(v) : v), 2));
} finally {
  await pg.stop();
}
