import { ApiProperty } from '@nestjs/swagger';

/** POST /api/admin/migrate-to-production (spec part 2 §7: success and message, plus what ran). */
export class MigrateToProductionResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ description: 'What happened, in Japanese; on failure the server message' }) message: string;
  @ApiProperty({ type: [String], description: 'The migrations that ran, in order (empty when none was pending or the run failed)' }) migrations: string[];
  @ApiProperty({ description: 'Migrations recorded as executed after the run' }) executedTotal: number;
  @ApiProperty({ type: [String], description: 'Migrations still pending after the run' }) pending: string[];
}

/** POST /api/admin/sync-dbdiagram (spec part 2 §7: success, message, timestamp, diagramUrl). */
export class SyncDbDiagramResponse {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({ description: 'Our own page drawing the diagram' }) diagramUrl: string;
  @ApiProperty() tables: number;
  @ApiProperty() relations: number;
  @ApiProperty({ description: 'Whether the schema differs from the previous sync' }) changed: boolean;
}

export class SchemaColumnResponse {
  @ApiProperty() name: string;
  @ApiProperty() type: string;
  @ApiProperty() nullable: boolean;
  @ApiProperty() primaryKey: boolean;
}

export class SchemaTableResponse {
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The projection owning the table, or platform' }) group: string;
  @ApiProperty({ type: String, nullable: true }) entity: string | null;
  @ApiProperty({ type: [SchemaColumnResponse] }) columns: SchemaColumnResponse[];
}

export class SchemaRelationResponse {
  @ApiProperty() name: string;
  @ApiProperty() table: string;
  @ApiProperty({ type: [String] }) columns: string[];
  @ApiProperty() toTable: string;
  @ApiProperty({ type: [String] }) toColumns: string[];
  @ApiProperty({ description: 'false: a declared foreign key; true: read from the column name (team_id → teams.id)' }) inferred: boolean;
}

/** GET /api/admin/dbdiagram: the latest synced diagram; `syncedAt` null before the first sync. */
export class DbDiagramResponse {
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) syncedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) syncedByName: string | null;
  @ApiProperty({ type: String, nullable: true }) checksum: string | null;
  @ApiProperty({ type: [SchemaTableResponse] }) tables: SchemaTableResponse[];
  @ApiProperty({ type: [SchemaRelationResponse] }) relations: SchemaRelationResponse[];
}

export class TableRowsResponse {
  @ApiProperty() name: string;
  @ApiProperty() group: string;
  @ApiProperty() rows: number;
}

export class EventTypeCountResponse {
  @ApiProperty() type: string;
  @ApiProperty() count: number;
}

export class DayCountResponse {
  @ApiProperty({ description: 'YYYY-MM-DD in the app time zone' }) day: string;
  @ApiProperty() count: number;
}

/** GET /api/admin/statistics: computed from the database when asked. */
export class AdminStatisticsResponse {
  @ApiProperty({ format: 'date-time' }) computedAt: string;
  @ApiProperty({ description: 'Base tables of the schema' }) tables: number;
  @ApiProperty() totalRows: number;
  @ApiProperty({ type: [TableRowsResponse], description: 'Exact row count per table, most rows first' }) tableRows: TableRowsResponse[];
  @ApiProperty() events: number;
  @ApiProperty() streams: number;
  @ApiProperty({ type: [EventTypeCountResponse], description: 'Events per type, most first' }) eventTypes: EventTypeCountResponse[];
  @ApiProperty({ type: [DayCountResponse], description: 'Events recorded on each of the last 14 days, oldest first' }) eventsPerDay: DayCountResponse[];
  @ApiProperty() projections: number;
  @ApiProperty() reactors: number;
  @ApiProperty({ description: 'Projections or reactors stopped at a failing event' }) failingConsumers: number;
  @ApiProperty() users: number;
  @ApiProperty() migrationsExecuted: number;
  @ApiProperty() migrationsPending: number;
  @ApiProperty({ description: 'Size of the database in bytes' }) databaseBytes: number;
}

/** One admin action of the console (GET /api/admin/actions). */
export class AdminActionResponse {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['MigrationsRun', 'MigrationRunFailed', 'DbDiagramSynced'] }) type: 'MigrationsRun' | 'MigrationRunFailed' | 'DbDiagramSynced';
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true }) actorName: string | null;
  @ApiProperty() summary: string;
  @ApiProperty() success: boolean;
}
