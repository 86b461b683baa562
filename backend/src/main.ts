import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from './platform/config/app-config.js';
import { startEmbeddedPostgres, type PostgresServer } from './platform/database/embedded-postgres.mjs';
import { createApp } from './create-app.js';
import { logger } from './platform/logging/logger.js';

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: PostgresServer | undefined;
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
  }
  const app = await createApp(config, databaseUrl);
  await app.listen(config.port);
  logger.info(`listening on ${config.baseUrl}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close().catch((error: unknown) => logger.warn({ err: error }, 'close failed'));
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
