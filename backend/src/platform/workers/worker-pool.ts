import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/**
 * A pool of worker threads (piscina) running a module's default export off the request thread
 * (docs/architecture.md, "Work off the request thread"). `moduleUrl` names the compiled module
 * (`new URL('./x.worker.js', import.meta.url)`): the built server runs it from `dist`; where only
 * the TypeScript source exists (Jest runs the sources through SWC, and a worker thread does not go
 * through Jest's transform) the thread loads `x.worker.ts` through the loader the specs start the
 * server with (`test-support/typescript-loader.mjs`), which compiles it with the same options.
 *
 * Threads start when work arrives and end after `idleMs` without work; at most one per core
 * beyond the request thread's (at least one). The task's argument and answer are copied between
 * threads (structured clone): plain data only.
 */
export class WorkerPool<In, Out> {
  private readonly pool: Piscina;

  constructor(moduleUrl: URL, { idleMs = 30_000, maxThreads = Math.max(1, os.availableParallelism() - 1) } = {}) {
    const compiled = fs.existsSync(fileURLToPath(moduleUrl));
    this.pool = new Piscina({
      filename: compiled ? moduleUrl.href : moduleUrl.href.replace(/\.js$/, '.ts'),
      execArgv: compiled ? [] : ['--import', fileURLToPath(new URL('../../test-support/typescript-loader.mjs', import.meta.url))],
      minThreads: 0,
      maxThreads,
      idleTimeout: idleMs,
    });
  }

  /** Runs the module's default export on `input` in a worker thread; answers what it returns. */
  run(input: In): Promise<Out> {
    return this.pool.run(input) as Promise<Out>;
  }

  /** Ends the threads (the application's shutdown). */
  destroy(): Promise<void> {
    return this.pool.destroy();
  }
}
