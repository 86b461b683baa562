// (f) Commands per second with two instances of the real server on one database vs one instance,
// the same closed-loop clients either way. For the record, not a target: on the 2-core build
// machine the two servers and PostgreSQL share the same cores, and the database is the limit.
import { randomBytes } from 'node:crypto';
import { alternate, closedLoop, createDatabase, httpClient, signIn, startApp } from './lib.mjs';
import { boardWithEntries, move, moveBody } from './http-command.bench.mjs';

/**
 * Moves per second of `clients` closed loops for `seconds`; client c moves its own entry through
 * `servers[c % servers.length]` (each `{ client, session }`).
 */
async function moves(servers, entryIds, clients, seconds) {
  const run = await closedLoop(clients, seconds, (c, i) => {
    const { client, session } = servers[c % servers.length];
    return move(client, session, entryIds[c], moveBody(c, i));
  });
  return run.perSecond;
}

/**
 * Starts the built server twice on one new database (one after the other, so their migrations
 * do not race), signs the same leader in on each, and gives every client an entry of its own.
 * Interleaved runs: all clients on the first instance, then the clients round-robin over both.
 */
export async function benchTwoInstances({ serverUrl, clients = 16, rounds = 5, seconds = 3 }) {
  const databaseUrl = await createDatabase(serverUrl, 'two_instances');
  // Instances of one deployment share its secrets: the key that wraps every person's key in the
  // events (decision 0044; another key could not read what the first instance wrote), the
  // session secret and the anonymity key (decision 0057).
  const shared = {
    PERSONAL_DATA_KEY: randomBytes(32).toString('hex'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ANONYMITY_KEY: randomBytes(32).toString('hex'),
  };
  const first = await startApp(databaseUrl, shared);
  let second;
  const httpClients = [];
  try {
    second = await startApp(databaseUrl, shared);
    const email = 'bench-scale-leader@example.com';
    const one = { session: await signIn(first.baseUrl, email), client: httpClient(first.baseUrl, { connections: clients }) };
    const other = { session: await signIn(second.baseUrl, email), client: httpClient(second.baseUrl, { connections: clients }) };
    httpClients.push(one.client, other.client);
    const entryIds = await boardWithEntries(one.session, clients);
    // Warm both servers up (JIT, pools, folded aggregates) on the path each run takes.
    await moves([one, other], entryIds, clients, 2);
    await moves([one], entryIds, clients, 1);
    const result = await alternate(
      rounds,
      () => moves([one, other], entryIds, clients, seconds),
      () => moves([one], entryIds, clients, seconds),
    );
    return { ...result, clients };
  } catch (error) {
    console.error(first.output().slice(-2000), second?.output().slice(-2000));
    throw error;
  } finally {
    for (const client of httpClients) client.close();
    await second?.stop();
    await first.stop();
  }
}
