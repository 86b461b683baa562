import { EmbeddedPostgresSupervisor } from './embedded-postgres-supervisor.js';
import type { ServerExitListener } from './embedded-postgres.mjs';

/** A server whose death the spec decides, and whose restarts fail as often as it says. */
function aServer(failingRestarts: number) {
  let listener: ServerExitListener | undefined;
  const server = {
    url: 'postgres://postgres:postgres@127.0.0.1:1/none',
    restarts: 0,
    watch: (l: ServerExitListener) => {
      listener = l;
    },
    restart: async () => {
      server.restarts++;
      if (server.restarts <= failingRestarts) throw new Error('pre-existing shared memory block is still in use');
    },
    pid: () => 4242,
    die: () => {
      const l = listener;
      listener = undefined;
      l?.({ pid: 4242, code: null, signal: 'SIGKILL' });
    },
  };
  return server;
}

// No probes during these specs: an hour between them.
const options = { backoffMs: 5, probeIntervalMs: 3_600_000 };

describe('EmbeddedPostgresSupervisor', () => {
  it('restarts a server that died, retrying failed starts with backoff, and records the incident', async () => {
    const server = aServer(2);
    const supervisor = new EmbeddedPostgresSupervisor(server, options);
    supervisor.start();
    server.die();
    expect(supervisor.status.state).toBe('restarting');
    await supervisor.settled();
    expect(server.restarts).toBe(3);
    expect(supervisor.status).toMatchObject({ state: 'running', stops: 1, restarts: 1 });
    expect(supervisor.status.incidents).toEqual([{ stoppedAt: expect.any(Date), restartedAt: expect.any(Date), attempts: 3, reason: 'the server process (pid 4242) exited: SIGKILL' }]);
    // It watches the new server: a second death is a second incident.
    server.die();
    await supervisor.settled();
    expect(supervisor.status).toMatchObject({ state: 'running', stops: 2, restarts: 2 });
    await supervisor.stop();
  });

  it('gives up after maxAttempts and stays failed', async () => {
    const server = aServer(Infinity);
    const supervisor = new EmbeddedPostgresSupervisor(server, { ...options, maxAttempts: 5 });
    supervisor.start();
    server.die();
    await supervisor.settled();
    expect(server.restarts).toBe(5);
    expect(supervisor.status).toMatchObject({ state: 'failed', stops: 1, restarts: 0 });
    expect(supervisor.status.incidents[0]).toMatchObject({ restartedAt: null, attempts: 5 });
    await supervisor.stop();
  });

  it('does not restart a server once stopping (the app is shutting down)', async () => {
    const server = aServer(0);
    const supervisor = new EmbeddedPostgresSupervisor(server, options);
    supervisor.start();
    await supervisor.stop();
    server.die();
    await supervisor.settled();
    expect(server.restarts).toBe(0);
    expect(supervisor.status).toMatchObject({ state: 'running', stops: 0 });
  });
});
