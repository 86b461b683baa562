import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runMigrationsExclusively } from '../../../platform/database/database.module.js';
import type { AdminConsoleFacts } from '../domain/admin-console.commands.js';

export type MigrationOutcome = AdminConsoleFacts['RunMigrations'];

/**
 * Runs the pending TypeORM migrations on the live database, under the same advisory lock as the
 * start-up run (so two admins, or an admin and a starting replica, never run one twice). Each
 * migration runs in its own transaction: a failing one is rolled back, the ones before it stay.
 */
@Injectable()
export class MigrationRunner {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get table(): string {
    return this.dataSource.options.migrationsTableName ?? 'migrations';
  }

  /** Names of the migrations recorded as executed. */
  async executed(): Promise<string[]> {
    const rows: { name: string }[] = await this.dataSource.query(`SELECT name FROM "${this.table.replace(/"/g, '""')}" ORDER BY id`);
    return rows.map((row) => row.name);
  }

  /** The migrations the app knows that have not run yet, in the order they would run. */
  async pending(): Promise<string[]> {
    const done = new Set(await this.executed());
    return this.known().filter((name) => !done.has(name));
  }

  private known(): string[] {
    return this.dataSource.migrations
      .map((migration) => migration.name ?? migration.constructor.name)
      .sort((a, b) => Number(/\d{13}/.exec(a)?.[0] ?? 0) - Number(/\d{13}/.exec(b)?.[0] ?? 0));
  }

  async run(): Promise<MigrationOutcome> {
    const before = await this.pending();
    try {
      const ran = await runMigrationsExclusively(this.dataSource);
      return { ok: true, ran: ran.map((migration) => migration.name), executedTotal: (await this.executed()).length };
    } catch (error) {
      const done = new Set(await this.executed().catch(() => [] as string[]));
      const failed = before.find((name) => !done.has(name)) ?? null;
      return { ok: false, migration: failed, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
