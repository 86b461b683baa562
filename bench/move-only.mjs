// Runs only the command figures (the MS move against the bare INSERT and the minimal Nest app),
// as bench/run.mjs does: `node bench/move-only.mjs [rounds=7] [seconds=2] [clients=1,16]`.
// Needs the built backend. BENCH_CPU_PROF_DIR profiles the server (see lib.mjs startApp).
import { createDatabase, signIn, startApp, startPostgres } from './lib.mjs';
import { benchHttpCommand } from './http-command.bench.mjs';

const [rounds = '7', seconds = '2', clients = '1,16'] = process.argv.slice(2);
const pg = await startPostgres();
try {
  const app = await startApp(await createDatabase(pg.url, 'app'));
  try {
    const session = await signIn(app.baseUrl, 'bench-leader@example.com');
    const results = await benchHttpCommand({ session, serverUrl: pg.url, rounds: Number(rounds), seconds: Number(seconds), concurrency: clients.split(',').map(Number) });
    for (const r of results) {
      console.log(
        `${r.clients} client(s): move ${r.value.toFixed(0)}/s (p50 ${r.moveMs.toFixed(2)} ms), bare ${r.baseline.toFixed(0)}/s (p50 ${r.insertMs.toFixed(2)} ms), nest ${r.floor.toFixed(0)}/s (p50 ${r.floorMs.toFixed(2)} ms) → move/nest ${(r.value / r.floor).toFixed(3)} (the target), move/bare ${(r.value / r.baseline).toFixed(3)}, nest/bare ${(r.floor / r.baseline).toFixed(3)}`,
      );
    }
  } finally {
    await app.stop();
  }
} finally {
  await pg.stop();
}
