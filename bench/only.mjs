// Runs some of the figures alone and prints what they measured, to check a bench file without the
// whole run: `node bench/only.mjs leaderboard | points-rebuild | command`.
import { createDatabase, signIn, startApp, startPostgres } from './lib.mjs';
import { benchHttpCommand } from './http-command.bench.mjs';
import { benchLeaderboard, benchPointsRebuild } from './points.bench.mjs';

const figures = {
  leaderboard: (url) => benchLeaderboard(url),
  'points-rebuild': (url) => benchPointsRebuild(url),
  command: async (url) => {
    const app = await startApp(await createDatabase(url, 'app'));
    try {
      return await benchHttpCommand({ session: await signIn(app.baseUrl, 'bench-leader@example.com'), serverUrl: url });
    } finally {
      await app.stop();
    }
  },
};

const which = process.argv[2];
if (!figures[which]) throw new Error(`usage: node bench/only.mjs ${Object.keys(figures).join(' | ')}`);
const pg = await startPostgres();
try {
  console.log(JSON.stringify(await figures[which](pg.url), (_k, v) => (typeof v === 'bigint' ? String(v) : v), 2));
} finally {
  await pg.stop();
}
