import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ProjectionRuntimeService } from '../../../../platform/projections/projection-runtime.service.js';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { UserDirectory } from '../../../users/index.js';
import type { AdminStatisticsResponse } from '../../http/admin.response.dto.js';
import { LiveSchema, PLATFORM_GROUP } from '../../schema/live-schema.js';
import { MigrationRunner } from '../../schema/migration-runner.js';
import { GetAdminStatisticsQuery } from './get-admin-statistics.query.js';

/** Days shown in the events-per-day chart. */
export const STATISTICS_DAYS = 14;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Counts rows exactly (one `count(*)` per table in one statement, so the figures are of one
 * snapshot), events, streams and event types in the PostgreSQL event store's table, and the
 * projection runtime's consumers; users through the users module's directory.
 */
@QueryHandler(GetAdminStatisticsQuery)
export class GetAdminStatisticsHandler implements IQueryHandler<GetAdminStatisticsQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schema: LiveSchema,
    private readonly migrations: MigrationRunner,
    private readonly runtime: ProjectionRuntimeService,
    private readonly users: UserDirectory,
    private readonly clock: DeploymentClock,
  ) {}

  async execute(): Promise<AdminStatisticsResponse> {
    const computedAt = this.clock.now();
    const [names, groups, consumers, executed, pending, users] = await Promise.all([
      this.schema.tableNames(),
      this.schema.groups(),
      this.runtime.status(),
      this.migrations.executed(),
      this.migrations.pending(),
      this.users.practitionerCount(),
    ]);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const counts: { name: string; rows: string }[] =
        names.length === 0
          ? []
          : await runner.query(names.map((name, i) => `SELECT $${i + 1}::text AS name, count(*) AS rows FROM ${quoted(name)}`).join(' UNION ALL '), names);
      const [totals]: { events: string; streams: string; bytes: string }[] = await runner.query(
        `SELECT count(*) AS events, count(DISTINCT stream_id) AS streams, pg_database_size(current_database()) AS bytes FROM events`,
      );
      const types: { type: string; count: string }[] = await runner.query(`SELECT type, count(*) AS count FROM events GROUP BY type ORDER BY count(*) DESC, type`);
      const days: { day: string; count: string }[] = await runner.query(
        `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(e.position) AS count
           FROM generate_series((($1::timestamptz AT TIME ZONE $2)::date - ($3::int - 1)), ($1::timestamptz AT TIME ZONE $2)::date, interval '1 day') AS d(day)
           LEFT JOIN events e ON (e.recorded_at AT TIME ZONE $2)::date = d.day::date
          GROUP BY d.day ORDER BY d.day`,
        [computedAt.toISOString(), this.clock.timeZone, STATISTICS_DAYS],
      );
      await runner.query('COMMIT');
      const tableRows = counts
        .map((row) => ({ name: row.name, group: groups.get(row.name) ?? PLATFORM_GROUP, rows: Number(row.rows) }))
        .sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name));
      return {
        computedAt: computedAt.toISOString(),
        tables: names.length,
        totalRows: tableRows.reduce((sum, row) => sum + row.rows, 0),
        tableRows,
        events: Number(totals.events),
        streams: Number(totals.streams),
        eventTypes: types.map((row) => ({ type: row.type, count: Number(row.count) })),
        eventsPerDay: days.map((row) => ({ day: row.day, count: Number(row.count) })),
        projections: consumers.filter((c) => c.kind === 'projection').length,
        reactors: consumers.filter((c) => c.kind === 'reactor').length,
        failingConsumers: consumers.filter((c) => c.state === 'failed').length,
        users,
        migrationsExecuted: executed.length,
        migrationsPending: pending.length,
        databaseBytes: Number(totals.bytes),
      };
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }
}
