import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { grantPassage, inspectCluster, procProcess, psProcess, releaseCluster } from './embedded-postgres.mjs';

const modeOf = (dir: string) => fs.statSync(dir).mode & 0o777;

describe('grantPassage', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-passage-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lets other users pass through private ancestors, without letting them list them', () => {
    const checkout = path.join(root, 'app');
    const bin = path.join(checkout, 'node_modules', 'pg', 'bin');
    fs.mkdirSync(bin, { recursive: true });
    fs.chmodSync(checkout, 0o700);
    fs.chmodSync(root, 0o700);

    grantPassage([path.join(bin, 'postgres')]);

    expect(modeOf(root)).toBe(0o701);
    expect(modeOf(checkout)).toBe(0o701);
  });

  it('leaves directories that already let others through as they were', () => {
    const open = path.join(root, 'open');
    fs.mkdirSync(open, { mode: 0o755 });
    fs.chmodSync(open, 0o755);
    fs.chmodSync(root, 0o711);

    grantPassage([path.join(open, 'cluster')]);

    expect(modeOf(root)).toBe(0o711);
    expect(modeOf(open)).toBe(0o755);
  });
});

/** A postmaster.pid as PostgreSQL writes it: pid, data directory, start time, port, socket directory, … */
const writePidFile = (dataDir: string, pid: number) =>
  fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), `${pid}\n${dataDir}\n1795598656\n43695\n/tmp\nlocalhost\n  2294054    262196\nready   \n`);
const pidFileOf = (dataDir: string) => {
  const file = path.join(dataDir, 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : undefined;
};

type ProcessInfo = { name: string | undefined; parentPid: number | undefined; directory: string | undefined };

/**
 * A process table in memory. `onSignal` plays the server: by default it ignores signals; a test
 * makes it exit (drop itself and its pid file) on the signals it obeys.
 */
function fakeProcesses(entries: Record<number, ProcessInfo>, onSignal: (pid: number, signal: NodeJS.Signals) => void = () => undefined) {
  const table = new Map(Object.entries(entries).map(([pid, info]) => [Number(pid), info]));
  const signals: string[] = [];
  return {
    table,
    signals,
    lookup: (pid: number) => table.get(pid),
    signal: (pid: number, signal: NodeJS.Signals) => {
      if (!table.has(pid)) throw Object.assign(new Error(`kill ESRCH`), { code: 'ESRCH' });
      signals.push(`${signal} ${pid}`);
      onSignal(pid, signal);
    },
  };
}

describe('the cluster check', () => {
  let dataDir: string;
  const SERVER = 4242;
  const APP = 4200;
  const postgresOf = (dir: string, parentPid: number): ProcessInfo => ({ name: 'postgres', parentPid, directory: dir });
  const node: ProcessInfo = { name: 'node', parentPid: 1, directory: '/srv/app' };
  const init: ProcessInfo = { name: 'systemd', parentPid: 0, directory: '/' };

  beforeEach(() => {
    dataDir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-cluster-')));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  describe('inspectCluster', () => {
    const inspect = (processes: Record<number, ProcessInfo>) => inspectCluster(dataDir, fakeProcesses(processes), 'node');

    it('finds the directory free when no pid file is there', () => {
      expect(inspect({})).toEqual({ state: 'free' });
    });

    it.each([
      ['its process is gone', () => ({})],
      ['the pid now runs another program', () => ({ [SERVER]: { name: 'bash', parentPid: 1, directory: dataDir } })],
      ['the pid now runs the server of another cluster', () => ({ [SERVER]: postgresOf('/var/lib/postgresql/18/main', 1), 1: init })],
    ])('calls the pid file stale when %s', (_, processes) => {
      writePidFile(dataDir, SERVER);
      expect(inspect(processes())).toEqual({ state: 'stale', pid: SERVER });
    });

    it('sees a server whose starting app still runs as owned by that app', () => {
      writePidFile(dataDir, SERVER);
      expect(inspect({ [SERVER]: postgresOf(dataDir, APP), [APP]: node, 1: init })).toEqual({ state: 'owned', pid: SERVER, ownerPid: APP });
    });

    it('sees a server in a container whose app is pid 1 as owned', () => {
      writePidFile(dataDir, SERVER);
      expect(inspect({ [SERVER]: postgresOf(dataDir, 1), 1: { ...node, parentPid: 0 } })).toEqual({ state: 'owned', pid: SERVER, ownerPid: 1 });
    });

    it('sees a server whose parent cannot be named (another user\'s process) as owned, to be safe', () => {
      writePidFile(dataDir, SERVER);
      expect(inspect({ [SERVER]: postgresOf(dataDir, APP), [APP]: { name: undefined, parentPid: undefined, directory: undefined } }).state).toBe('owned');
    });

    it.each([
      ['handed to init', { [SERVER]: postgresOf(dataDir, 1), 1: init }],
      ['handed to a subreaper', { [SERVER]: postgresOf(dataDir, 77), 77: { name: 'tini', parentPid: 1, directory: '/' }, 1: init }],
      ['whose parent pid runs nothing', { [SERVER]: postgresOf(dataDir, APP) }],
    ])('sees a server %s as orphaned', (_, processes) => {
      writePidFile(dataDir, SERVER);
      expect(inspect(processes as Record<number, ProcessInfo>)).toEqual({ state: 'orphaned', pid: SERVER });
    });

    it('trusts the name when the working directory cannot be read', () => {
      writePidFile(dataDir, SERVER);
      expect(inspect({ [SERVER]: { name: 'postgres', parentPid: 1, directory: undefined }, 1: init }).state).toBe('orphaned');
    });

    it('cannot tell where the platform names no process', () => {
      writePidFile(dataDir, SERVER);
      expect(inspect({ [SERVER]: { name: undefined, parentPid: undefined, directory: undefined } })).toEqual({ state: 'unknown', pid: SERVER });
    });

    it('refuses a pid file that names no process, naming the file', () => {
      fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), '');
      expect(() => inspect({})).toThrow(path.join(dataDir, 'postmaster.pid'));
    });
  });

  describe('releaseCluster', () => {
    const fast = { fastShutdownMs: 100, immediateShutdownMs: 100, pollMs: 5, runtime: 'node' };
    /** The orphan as PostgreSQL behaves: on an obeyed signal it removes its pid file and exits. */
    const orphanObeying = (obeyed: NodeJS.Signals[]) => {
      const processes = fakeProcesses({ [SERVER]: postgresOf(dataDir, 1), 1: init }, (pid, signal) => {
        if (!obeyed.includes(signal)) return;
        fs.rmSync(path.join(dataDir, 'postmaster.pid'));
        processes.table.delete(pid);
      });
      return processes;
    };

    it('leaves a free directory alone', async () => {
      await expect(releaseCluster(dataDir, { ...fast, processes: fakeProcesses({}) })).resolves.toBeUndefined();
    });

    it('removes a stale pid file and signals nothing', async () => {
      writePidFile(dataDir, SERVER);
      const processes = fakeProcesses({});
      await expect(releaseCluster(dataDir, { ...fast, processes })).resolves.toEqual({ what: 'stale pid file', pid: SERVER });
      expect(pidFileOf(dataDir)).toBeUndefined();
      expect(processes.signals).toEqual([]);
    });

    it('refuses to touch a server a running app owns, naming both', async () => {
      writePidFile(dataDir, SERVER);
      const processes = fakeProcesses({ [SERVER]: postgresOf(dataDir, APP), [APP]: node, 1: init });
      await expect(releaseCluster(dataDir, { ...fast, processes })).rejects.toThrow(
        `PostgreSQL (pid ${SERVER}) on ${dataDir} belongs to a running process (pid ${APP}): stop that app first`,
      );
      expect(processes.signals).toEqual([]);
      expect(pidFileOf(dataDir)).toBe(SERVER);
    });

    it('refuses where it cannot tell, as before', async () => {
      writePidFile(dataDir, SERVER);
      const processes = fakeProcesses({ [SERVER]: { name: undefined, parentPid: undefined, directory: undefined } });
      await expect(releaseCluster(dataDir, { ...fast, processes })).rejects.toThrow('stop the other server first');
      expect(processes.signals).toEqual([]);
    });

    it('stops an orphan with a fast shutdown and waits until it is gone', async () => {
      writePidFile(dataDir, SERVER);
      const processes = orphanObeying(['SIGINT']);
      await expect(releaseCluster(dataDir, { ...fast, processes })).resolves.toEqual({ what: 'orphaned server', pid: SERVER });
      expect(processes.signals).toEqual([`SIGINT ${SERVER}`]);
      expect(pidFileOf(dataDir)).toBeUndefined();
    });

    it('waits for an orphan that takes a while to shut down', async () => {
      writePidFile(dataDir, SERVER);
      const processes = fakeProcesses({ [SERVER]: postgresOf(dataDir, 1), 1: init }, () => {
        setTimeout(() => processes.table.delete(SERVER), 50);
      });
      await expect(releaseCluster(dataDir, { ...fast, fastShutdownMs: 10_000, processes })).resolves.toEqual({ what: 'orphaned server', pid: SERVER });
      expect(processes.signals).toEqual([`SIGINT ${SERVER}`]);
      expect(pidFileOf(dataDir)).toBeUndefined();
    });

    it('falls back to an immediate shutdown when the fast one does not end it in time', async () => {
      writePidFile(dataDir, SERVER);
      const processes = orphanObeying(['SIGQUIT']);
      await expect(releaseCluster(dataDir, { ...fast, processes })).resolves.toEqual({ what: 'orphaned server', pid: SERVER });
      expect(processes.signals).toEqual([`SIGINT ${SERVER}`, `SIGQUIT ${SERVER}`]);
    });

    it('gives up after both bounded waits, never with SIGKILL, and says to stop it by hand', async () => {
      writePidFile(dataDir, SERVER);
      const processes = orphanObeying([]);
      const started = Date.now();
      await expect(releaseCluster(dataDir, { ...fast, processes })).rejects.toThrow('did not stop within 0.2 s of SIGINT and SIGQUIT: stop it by hand');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(processes.signals).toEqual([`SIGINT ${SERVER}`, `SIGQUIT ${SERVER}`]);
      expect(pidFileOf(dataDir)).toBe(SERVER);
    });

    it('keeps the pid file of a server another start wrote while it waited', async () => {
      writePidFile(dataDir, SERVER);
      const processes = fakeProcesses({ [SERVER]: postgresOf(dataDir, 1), 1: init }, () => {
        processes.table.delete(SERVER);
        writePidFile(dataDir, SERVER + 1);
      });
      await releaseCluster(dataDir, { ...fast, processes });
      expect(pidFileOf(dataDir)).toBe(SERVER + 1);
    });
  });
});

describe('reading the process table', () => {
  const ownName = path.basename(process.execPath);
  const exited = () =>
    new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['-e', '']);
      child.on('exit', () => resolve(child.pid!));
    });

  (process.platform === 'linux' ? it : it.skip)('reads a process from /proc: executable, parent and working directory', async () => {
    expect(procProcess(process.pid)).toEqual({ name: ownName, parentPid: process.ppid, directory: fs.realpathSync(process.cwd()) });
    expect(procProcess(await exited())).toBeUndefined();
  });

  it('reads a process from ps: command and parent', async () => {
    // ps shows the kernel's command name: on Linux the main thread's, which Node 24 calls
    // `MainThread` (Linux itself is read from /proc, above); on macOS and the BSDs the executable's.
    const psName = process.platform === 'linux' ? fs.readFileSync(`/proc/${process.pid}/comm`, 'utf8').trim() : ownName;
    expect(psProcess(process.pid)).toEqual({ name: psName, parentPid: process.ppid, directory: undefined });
    expect(psProcess(await exited())).toBeUndefined();
  });
});
