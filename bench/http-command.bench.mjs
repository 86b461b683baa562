// (c) One command over HTTP on the real server (session, CSRF, validation, access check, load
// and append, waiting for the projections, reading the answer) vs a bare Express handler doing
// one INSERT into a similar table on the same PostgreSQL. Both servers run as child processes and
// are called the same way by one client, one request after another.
import path from 'node:path';
import { createDatabase, elapsedMs, median, startChild } from './lib.mjs';

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

/**
 * `requests` sequential moves and as many bare INSERT requests, interleaved one by one so that a
 * busy machine slows both alike. Answers requests/s of each from its median latency.
 */
export async function benchHttpCommand({ session, serverUrl, requests = 400 }) {
  const bareDb = await createDatabase(serverUrl, 'bare');
  const bare = await startChild(path.join(import.meta.dirname, 'bare-insert-server.mjs'), { DATABASE_URL: bareDb });
  try {
    const entryIds = await boardWithEntries(session, 10);
    const body = (i) => ({ positionX: ((i * 37) % 100) / 100, positionY: ((i * 53) % 100) / 100 });
    const move = async (i) => {
      const res = await session.request(`/api/ms-matrix/${entryIds[i % entryIds.length]}`, { method: 'PUT', body: body(i) });
      if (res.status !== 200) throw new Error(`PUT /api/ms-matrix answered ${res.status}: ${await res.text()}`);
      await res.json();
    };
    const insert = async (i) => {
      const res = await fetch(`${bare.baseUrl}/api/moves/${entryIds[i % entryIds.length]}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body(i)),
      });
      if (res.status !== 200) throw new Error(`the bare server answered ${res.status}`);
      await res.json();
    };
    // Warm both up (JIT, connection pools, prepared plans) before measuring.
    for (let i = 0; i < 30; i++) {
      await move(i);
      await insert(i);
    }
    const moves = [];
    const inserts = [];
    for (let i = 0; i < requests; i++) {
      moves.push(await elapsedMs(() => move(i)));
      inserts.push(await elapsedMs(() => insert(i)));
    }
    const moveMs = median(moves);
    const insertMs = median(inserts);
    return { value: 1000 / moveMs, baseline: 1000 / insertMs, moveMs, insertMs };
  } finally {
    await bare.stop();
  }
}
