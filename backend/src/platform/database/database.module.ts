import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { logPoolError } from '../logging/logger.js';
import { platformMigrations, type MigrationClass } from './migrations.js';

export const DATABASE_URL = Symbol('DATABASE_URL');

/** TypeORM on the one PostgreSQL database (read models, sessions, and the default event store). */
@Global()
@Module({})
export class DatabaseModule {
  /** `moduleMigrations`: the modules' migrations (collected in src/app.module.ts); the platform's own are always run. */
  static forRoot(databaseUrl: string, moduleMigrations: readonly MigrationClass[] = []): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: databaseUrl,
          autoLoadEntities: true,
          synchronize: false,
          migrations: [...platformMigrations, ...moduleMigrations],
          migrationsRun: true,
          migrationsTransactionMode: 'each',
          logging: false,
          poolErrorHandler: logPoolError('read models'),
          extra: { max: 20 },
        }),
      ],
      providers: [{ provide: DATABASE_URL, useValue: databaseUrl }],
      exports: [DATABASE_URL],
    };
  }
}
