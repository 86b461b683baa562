import pg from 'pg';
import { signIn } from '../../test-support/sign-in.js';
import { testApp } from '../../test-support/test-app.js';

/** The server's connections to the app's database (not this spec's own). */
async function backends(db: pg.Client, database: string): Promise<{ pid: number }[]> {
  const { rows } = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() ORDER BY pid`,
    [database],
  );
  return rows;
}

/**
 * A request after a quiet spell reuses the server's connections (decision 0114): pg's default
 * closed a connection idle for 10 s, so the first request after a pause opened new ones again,
 * each with PostgreSQL's password exchange (~25 ms on the 2-core machine, per pool it touched).
 */
describe('connections kept across a quiet spell', () => {
  const t = testApp();
  it('keeps every connection open over 12 quiet seconds and through the next signed-in write', async () => {
    const database = new URL(t.db.url).pathname.slice(1);
    const db = new pg.Client({ connectionString: t.db.url });
    await db.connect();
    try {
      const leader = await signIn(t.app, 'quiet-leader@example.com');
      const write = async (name: string) => {
        const res = await leader.agent.post('/api/teams').set(leader.headers).send({ name });
        expect(res.status).toBe(201);
      };
      // The same write once before: the pools open what it needs (session read, append, projections).
      await write('静かな時間の前のチーム');
      expect((await leader.agent.get('/api/auth/user')).status).toBe(200);
      const before = await backends(db, database);
      expect(before.length).toBeGreaterThan(0);

      await new Promise((resolve) => setTimeout(resolve, 12_000));
      const after = await backends(db, database);
      expect(after.map((b) => b.pid)).toEqual(expect.arrayContaining(before.map((b) => b.pid)));

      // The write after the pause is served on them (under load it may open more beside them).
      await write('静かな時間の後のチーム');
      expect((await leader.agent.get('/api/auth/user')).status).toBe(200);
      expect((await backends(db, database)).map((b) => b.pid)).toEqual(expect.arrayContaining(before.map((b) => b.pid)));
    } finally {
      await db.end();
    }
  }, 60_000);
});
