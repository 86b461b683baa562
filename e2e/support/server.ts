import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../backend/src/platform/database/embedded-postgres.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const serverEntry = path.join(repoRoot, 'backend', 'dist', 'main.js');
const clientIndex = path.join(repoRoot, 'frontend', 'dist', 'index.html');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output().slice(-4000)}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${output().slice(-4000)}`);
}

/**
 * Starts the built server on a free port with its own fresh embedded PostgreSQL (a temp DATA_DIR)
 * and rate limits high enough for a test run. Run `npm run build` first.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  for (const required of [serverEntry, clientIndex]) {
    if (!fs.existsSync(required)) throw new Error(`${required} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      OIDC_ISSUER_URL: '',
      RATE_LIMIT_LOGIN: '10000',
      RATE_LIMIT_PUBLIC_POST: '10000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killTimer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(baseUrl, child, output, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, output, stop };
}
