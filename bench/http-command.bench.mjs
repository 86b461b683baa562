// (c) One command over HTTP on the real server (session, CSRF, validation, access check, load
// and append, waiting for the projections, the answer) vs a bare `node:http` handler that parses
// the JSON body and does one INSERT into a similar table on the same PostgreSQL (issue 10). Both
// servers run as child processes; one client (`httpClient`) calls both the same way, in closed
// loops of 1 and of 16 concurrent clients, the sides taking turns round after round. A third side
// runs the same INSERT behind a minimal NestJS application on Express (`nest-insert-server.mjs`):
// what the framework costs by itself. Since issue 32 the move's target is against that side
// (decision 0088); the figure against the bare handler stays for the record.
import path from 'node:path';
import { closedLoop, createDatabase, httpClient, median, startChild } from './lib.mjs';

/** A team of `count` members placed on the MS board; answers their entry ids. */
export async function boardWithEntries(session, count) {
  const { id: teamId } = await session.json('/api/teams', { method: 'POST', body: { name: 'ベンチ用チーム' } });
  const entryIds = [];
  for (let i = 0; i < count; i++) {
    const { id: memberId } = await session.json('/api/company-members', {
      method: 'POST',
      body: { teamId, lastName: '計測', firstName: `${i + 1}号` },
    });
    entryIds.push((await session.json('/api/ms-matrix', { method: 'POST', body: { teamId, memberId } })).id);
  }
  return entryIds;
}

/** The body of client c's i-th move: positions that differ from one move to the next. */
export const moveBody = (c, i) => JSON.stringify({ positionX: ((i * 37 + c) % 100) / 100, positionY: ((i * 53 + c) % 100) / 100 });

/** Moves `entryId` as the signed-in `session` through `client` (`httpClient`); throws unless the answer is 200. */
export async function move(client, session, entryId, body) {
  const headers = { cookie: session.cookie, 'x-xsrf-token': session.xsrfToken, 'content-type': 'application/json' };
  const res = await client.request('PUT', `/api/ms-matrix/${entryId}`, headers, body);
  if (res.status !== 200) throw new Error(`PUT /api/ms-matrix/:id answered ${res.status}: ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body);
}

/**
 * The move (`PUT /api/ms-matrix/:id`, client c always moving entry c, so no two clients contend
 * for one stream) against the bare INSERT and the framework floor, with `clients` closed-loop
 * clients: `rounds` rounds of `seconds` each side, the order of the sides turning from round to
 * round, after a warm-up of each. Answers each side's median requests/s over the rounds and the
 * median latencies of the move and the bare INSERT.
 */
async function compare({ subject, baseline, floor, clients, rounds, seconds }) {
  const sides = [subject, baseline, floor];
  for (const send of sides) await closedLoop(clients, 1, send);
  const runs = sides.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < sides.length; k++) {
      const side = (r + k) % sides.length;
      runs[side].push(await closedLoop(clients, seconds, sides[side]));
    }
  }
  const [moves, inserts, floors] = runs;
  return {
    value: median(moves.map((run) => run.perSecond)),
    baseline: median(inserts.map((run) => run.perSecond)),
    floor: median(floors.map((run) => run.perSecond)),
    moveMs: median(moves.flatMap((run) => run.latencies)),
    insertMs: median(inserts.flatMap((run) => run.latencies)),
    floorMs: median(floors.map((run) => run.latencies).flat()),
    clients,
  };
}

/**
 * The command figures: for each of `concurrency` (1 and 16 clients) the move against the bare
 * INSERT. `session` is a signed-in leader on the real server (`signIn`). Answers one result per
 * concurrency: { clients, value, baseline, floor (requests/s of the move, the bare handler and the
 * minimal Nest one), moveMs, insertMs, floorMs (median latency) }.
 */
export async function benchHttpCommand({ session, serverUrl, concurrency = [1, 16], rounds = 7, seconds = 2 }) {
  const bareDb = await createDatabase(serverUrl, 'bare');
  const bare = await startChild(path.join(import.meta.dirname, 'bare-insert-server.mjs'), { DATABASE_URL: bareDb });
  const nest = await startChild(path.join(import.meta.dirname, 'nest-insert-server.mjs'), { DATABASE_URL: await createDatabase(serverUrl, 'nest_floor') });
  const maxClients = Math.max(...concurrency);
  const app = httpClient(session.baseUrl, { connections: maxClients });
  const bareClient = httpClient(bare.baseUrl, { connections: maxClients });
  const nestClient = httpClient(nest.baseUrl, { connections: maxClients });
  try {
    const entryIds = await boardWithEntries(session, maxClients);
    const subject = (c, i) => move(app, session, entryIds[c], moveBody(c, i));
    const insertThrough = (client, what) => async (c, i) => {
      const res = await client.request('PUT', `/api/moves/${entryIds[c]}`, { 'content-type': 'application/json' }, moveBody(c, i));
      if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${res.body.slice(0, 300)}`);
      return JSON.parse(res.body);
    };
    const insert = insertThrough(bareClient, 'the bare server');
    const floor = insertThrough(nestClient, 'the minimal Nest server');
    const results = [];
    for (const clients of concurrency) results.push(await compare({ subject, baseline: insert, floor, clients, rounds, seconds }));
    return results;
  } finally {
    app.close();
    bareClient.close();
    nestClient.close();
    await bare.stop();
    await nest.stop();
  }
}
