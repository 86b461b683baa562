import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions, type Migration } from 'typeorm';
import { logPoolError } from '../logging/logger.js';
import { keepClientErrorsHandled } from './database-unavailable.js';
import { DatabaseSupervision } from './embedded-postgres-supervisor.js';
import { platformMigrations, type MigrationClass } from './migrations.js';
import { KEPT_IDLE_CONNECTIONS } from './pool-options.js';

export const DATABASE_URL = Symbol('DATABASE_URL');

/** Advisory lock key (class, object) held while one instance migrates the database. */
const MIGRATION_LOCK: readonly [number, number] = [0x70697674, 1];

/**
 * Runs the pending migrations while holding a session-level advisory lock, so that app instances
 * starting together on one database (docker-compose replicas) migrate one after the other: the
 * first runs them, the others wait, then find nothing pending. TypeORM's own `migrationsRun` takes
 * no lock, and two instances running the same migration at once made one of them fail its start.
 * Answers the migrations it ran, in order (the admin console reports them).
 */
export async function runMigrationsExclusively(dataSource: DataSource): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
    try {
      return await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]);
    }
  } finally {
    await runner.release();
  }
}

/** TypeORM on the one PostgreSQL database (read models, sessions, and the default event store). */
@Global()
@Module({})
export class DatabaseModule {
  /**
   * `moduleMigrations`: the modules' migrations (collected in src/app.module.ts); the platform's own are always run.
   * `supervision`: the state of the embedded server main.ts supervises (none for an external DATABASE_URL or in tests).
   */
  static forRoot(databaseUrl: string, moduleMigrations: readonly MigrationClass[] = [], supervision = new DatabaseSupervision(false)): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            type: 'postgres' as const,
            url: databaseUrl,
            autoLoadEntities: true,
            synchronize: false,
            migrations: [...platformMigrations, ...moduleMigrations],
            logging: false,
            poolErrorHandler: logPoolError('read models'),
            extra: { max: 20, ...KEPT_IDLE_CONNECTIONS },
          }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options as DataSourceOptions).initialize();
            const pool = (dataSource.driver as unknown as { master: Parameters<typeof keepClientErrorsHandled>[0] & { _clients?: Parameters<typeof keepClientErrorsHandled>[1] } }).master;
            keepClientErrorsHandled(pool, pool._clients ?? []);
            await runMigrationsExclusively(dataSource);
            return dataSource;
          },
        }),
      ],
      providers: [
        { provide: DATABASE_URL, useValue: databaseUrl },
        { provide: DatabaseSupervision, useValue: supervision },
      ],
      exports: [DATABASE_URL, DatabaseSupervision],
    };
  }
}
