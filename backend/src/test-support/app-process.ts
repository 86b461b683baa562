import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The app as its own process, started the way `npm start` starts it (main.ts with its embedded
 * PostgreSQL under DATA_DIR), from its sources: `npm test` runs before anything is built
 * (typescript-loader.mjs). No demo data, no external database, event store or identity provider.
 */
const command = ['--import', path.join(import.meta.dirname, 'typescript-loader.mjs'), path.join(import.meta.dirname, '..', 'main.ts')];

export interface AppProcess {
  pid: number;
  /** The exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals>;
  /** What the app wrote to stdout and stderr so far. */
  output: () => string;
  kill: (signal: NodeJS.Signals) => void;
}

export function startApp(dataDir: string, port: number): AppProcess {
  const child = spawn(process.execPath, command, {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      OIDC_ISSUER_URL: '',
      SEED_DEMO: 'false',
      RATE_LIMIT_LOGIN: '10000',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return {
    pid: child.pid!,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal!))),
    output: () => log,
    kill: (signal) => child.kill(signal),
  };
}
