// (f) Commands per second with two instances of the real server on one database vs one instance,
// the same closed-loop clients either way. For the record, not a target: on the 2-core build
// machine the two servers and PostgreSQL share the same cores, and the database is the limit.
import { createDatabase, alternate, signIn, startApp } from './lib.mjs';
import { boardWithEntries } from './http-command.bench.mjs';

/**
 * `clients` closed loops (each sends its next move as soon as the last one answered) for
 * `seconds`; client c moves its own entry on `sessions[c % sessions.length]`. Answers moves/s.
 */
async function closedLoop(sessions, entryIds, clients, seconds) {
  const until = Date.now() + seconds * 1000;
  let moves = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const session = sessions[c % sessions.length];
      for (let i = 0; Date.now() < until; i++) {
        const body = { positionX: ((i * 37 + c) % 100) / 100, positionY: ((i * 53 + c) % 100) / 100 };
        const res = await session.request(`/api/ms-matrix/${entryIds[c]}`, { method: 'PUT', body });
        if (res.status !== 200) throw new Error(`PUT /api/ms-matrix answered ${res.status}: ${await res.text()}`);
        await res.json();
        moves++;
      }
    }),
  );
  return moves / (Number(process.hrtime.bigint() - start) / 1e9);
}

/**
 * Starts the built server twice on one new database (one after the other, so their migrations
 * do not race), signs the same leader in on each, and gives every client an entry of its own.
 * Interleaved runs: all clients on the first instance, then the clients round-robin over both.
 */
export async function benchTwoInstances({ serverUrl, clients = 16, rounds = 5, seconds = 3 }) {
  const databaseUrl = await createDatabase(serverUrl, 'two_instances');
  const first = await startApp(databaseUrl);
  let second;
  try {
    second = await startApp(databaseUrl);
    const email = 'bench-scale-leader@example.com';
    const one = await signIn(first.baseUrl, email);
    const other = await signIn(second.baseUrl, email);
    const entryIds = await boardWithEntries(one, clients);
    // Warm both servers up (JIT, pools, folded aggregates) on the path each run takes.
    await closedLoop([one, other], entryIds, clients, 2);
    await closedLoop([one], entryIds, clients, 1);
    const result = await alternate(
      rounds,
      () => closedLoop([one, other], entryIds, clients, seconds),
      () => closedLoop([one], entryIds, clients, seconds),
    );
    return { ...result, clients };
  } catch (error) {
    console.error(first.output().slice(-2000), second?.output().slice(-2000));
    throw error;
  } finally {
    await second?.stop();
    await first.stop();
  }
}
