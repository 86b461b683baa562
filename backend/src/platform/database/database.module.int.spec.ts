import { DataSource } from 'typeorm';
import { moduleMigrations } from '../../app.module.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { runMigrationsExclusively } from './database.module.js';
import { platformMigrations } from './migrations.js';

/** Replicas started together on one new database (docker-compose) must all come up. */
describe('migrations at start', () => {
  it('lets several instances migrate one new database at once: each migration runs once, every start succeeds', async () => {
    const db = await createTestDatabase();
    const migrations = [...platformMigrations, ...moduleMigrations];
    const instances = await Promise.all(
      Array.from({ length: 3 }, () => new DataSource({ type: 'postgres', url: db.url, migrations, logging: false }).initialize()),
    );
    try {
      await Promise.all(instances.map((dataSource) => runMigrationsExclusively(dataSource)));
      const [{ n }] = (await instances[0].query(`SELECT count(*)::int AS n FROM migrations`)) as { n: number }[];
      expect(n).toBe(migrations.length);
      for (const dataSource of instances) expect(await dataSource.showMigrations()).toBe(false);
    } finally {
      await Promise.all(instances.map((dataSource) => dataSource.destroy()));
      await db.drop();
    }
  });
});
