import 'reflect-metadata';
import path from 'node:path';
import { assertProductionSecrets, loadConfig } from './platform/config/app-config.js';
import { startEmbeddedPostgres, type PostgresServer } from './platform/database/embedded-postgres.mjs';
import { EmbeddedPostgresSupervisor } from './platform/database/embedded-postgres-supervisor.js';
import { createApp } from './create-app.js';
import { logger } from './platform/logging/logger.js';

/** How long a stop waits for open requests to be answered before it stops the database anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything starts or touches the database.
  assertProductionSecrets(config);
  let embedded: PostgresServer | undefined;
  let supervisor: EmbeddedPostgresSupervisor | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      database: 'pivot',
      postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=128MB'],
    });
    databaseUrl = embedded.url;
    if (embedded.recovered?.what === 'orphaned server') {
      logger.warn({ pid: embedded.recovered.pid }, 'stopped the embedded PostgreSQL a crashed run had left running');
    }
    logger.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
    // The server is ours: should it die, it is started again (decision 0060).
    supervisor = new EmbeddedPostgresSupervisor(embedded);
    supervisor.start();
  }
  const app = await createApp(config, databaseUrl, supervisor?.status);
  await app.listen(config.port);
  logger.info(`listening on ${config.baseUrl}`);

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not closed within ${CLOSE_TIMEOUT_MS} ms`)), CLOSE_TIMEOUT_MS);
    });
    await Promise.race([app.close(), timeout])
      .catch((error: unknown) => logger.warn({ err: error }, 'close failed'))
      .finally(() => clearTimeout(timer));
    await supervisor?.stop();
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  // Importing embedded-postgres installed handlers that stop its servers at once on these
  // signals (and exit), while requests are still being answered. From here on the app closes
  // first and stops the server after; its exit hook still stops the server on any other exit.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
