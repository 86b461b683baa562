// CPU per move of the real server and of PostgreSQL (from /proc), and with STRACE=FILE the
// server's system calls over one run of one client (STRACE_ARGS, default '-c': counts; e.g.
// '-e trace=read,writev -yy' lists them with their sockets): measures that say more than
// moves/s on a shared machine. `node bench/move-cpu.mjs [seconds=3] [rounds=3] [clients=1,16]`
// after `npm run build`. docs/benchmarks.md ("The move's round trip as one batch") uses both.
import fs from 'node:fs';
import { execSync, spawn } from 'node:child_process';
import { closedLoop, createDatabase, httpClient, median, signIn, startApp, startPostgres } from './lib.mjs';
import { boardWithEntries, move, moveBody } from './http-command.bench.mjs';

const [seconds = '3', rounds = '3', clients = '1,16'] = process.argv.slice(2);
const ticks = 100;
const cpuOf = (pid) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / ticks; // utime + stime, s
};
const descendants = (pid) => {
  const out = execSync(`pgrep -P ${pid} || true`).toString().trim().split('\n').filter(Boolean).map(Number);
  return [pid, ...out.flatMap(descendants)];
};
const sumCpu = (pids) => pids.reduce((s, p) => { try { return s + cpuOf(p); } catch { return s; } }, 0);
const pgServer = await startPostgres();
try {
  const app = await startApp(await createDatabase(pgServer.url, 'app'));
  try {
    const port = new URL(app.baseUrl).port;
    const serverPid = Number(execSync(`ss -ltnpH 'sport = :${port}'`).toString().match(/pid=(\d+)/)[1]);
    const session = await signIn(app.baseUrl, 'bench-leader@example.com');
    const entryIds = await boardWithEntries(session, 16);
    const client = httpClient(session.baseUrl, { connections: 16 });
    const send = (c, i) => move(client, session, entryIds[c], moveBody(c, i));
    await closedLoop(16, 2, send);
    if (process.env.STRACE) {
      const tracer = spawn('strace', [...(process.env.STRACE_ARGS ?? '-c').split(' '), '-f', '-p', String(serverPid), '-o', process.env.STRACE]);
      await new Promise((r) => setTimeout(r, 1000));
      const run = await closedLoop(1, Number(seconds), send);
      tracer.kill('SIGINT');
      await new Promise((r) => tracer.once('exit', r));
      console.log(`traced ${run.latencies.length} moves`);
    }
    for (const n of clients.split(',').map(Number)) {
      const per = { server: [], pg: [], rate: [], p50: [] };
      for (let r = 0; r < Number(rounds); r++) {
        const pgPids = descendants(pgServer.pid());
        const s0 = cpuOf(serverPid), p0 = sumCpu(pgPids);
        const run = await closedLoop(n, Number(seconds), send);
        const moves = run.latencies.length;
        per.server.push(((cpuOf(serverPid) - s0) / moves) * 1000);
        per.pg.push(((sumCpu(descendants(pgServer.pid())) - p0) / moves) * 1000);
        per.rate.push(run.perSecond);
        per.p50.push(median(run.latencies));
      }
      console.log(`${n} client(s): server CPU ${median(per.server).toFixed(3)} ms/move [${per.server.map((x) => x.toFixed(2)).join(' ')}], PostgreSQL ${median(per.pg).toFixed(3)} ms/move, ${median(per.rate).toFixed(0)} moves/s, p50 ${median(per.p50).toFixed(2)} ms`);
    }
    client.close();
  } finally {
    await app.stop();
  }
} finally {
  await pgServer.stop();
}
