import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMigrateToProduction: build.mutation<
      AdminMigrateToProductionApiResponse,
      AdminMigrateToProductionApiArg
    >({
      query: () => ({
        url: `/api/admin/migrate-to-production`,
        method: "POST",
      }),
    }),
    adminSyncDbDiagram: build.mutation<
      AdminSyncDbDiagramApiResponse,
      AdminSyncDbDiagramApiArg
    >({
      query: () => ({ url: `/api/admin/sync-dbdiagram`, method: "POST" }),
    }),
    adminGetDbDiagram: build.query<
      AdminGetDbDiagramApiResponse,
      AdminGetDbDiagramApiArg
    >({
      query: () => ({ url: `/api/admin/dbdiagram` }),
    }),
    adminGetStatistics: build.query<
      AdminGetStatisticsApiResponse,
      AdminGetStatisticsApiArg
    >({
      query: () => ({ url: `/api/admin/statistics` }),
    }),
    adminListActions: build.query<
      AdminListActionsApiResponse,
      AdminListActionsApiArg
    >({
      query: () => ({ url: `/api/admin/actions` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type AdminMigrateToProductionApiResponse =
  /** status 200  */ MigrateToProductionResponse;
export type AdminMigrateToProductionApiArg = void;
export type AdminSyncDbDiagramApiResponse =
  /** status 200  */ SyncDbDiagramResponse;
export type AdminSyncDbDiagramApiArg = void;
export type AdminGetDbDiagramApiResponse = /** status 200  */ DbDiagramResponse;
export type AdminGetDbDiagramApiArg = void;
export type AdminGetStatisticsApiResponse =
  /** status 200  */ AdminStatisticsResponse;
export type AdminGetStatisticsApiArg = void;
export type AdminListActionsApiResponse =
  /** status 200  */ AdminActionResponse[];
export type AdminListActionsApiArg = void;
export type MigrateToProductionResponse = {
  success: boolean;
  /** What happened, in Japanese; on failure the server message */
  message: string;
  /** The migrations that ran, in order (empty when none was pending or the run failed) */
  migrations: string[];
  /** Migrations recorded as executed after the run */
  executedTotal: number;
  /** Migrations still pending after the run */
  pending: string[];
};
export type ApiErrorDto = {
  statusCode: number;
  message: string | string[];
  error: string;
};
export type SyncDbDiagramResponse = {
  success: boolean;
  message: string;
  timestamp: string;
  /** Our own page drawing the diagram */
  diagramUrl: string;
  tables: number;
  relations: number;
  /** Whether the schema differs from the previous sync */
  changed: boolean;
};
export type SchemaColumnResponse = {
  name: string;
  type: string;
  nullable: boolean;
  primaryKey: boolean;
};
export type SchemaTableResponse = {
  name: string;
  /** The projection owning the table, or platform */
  group: string;
  entity: string | null;
  columns: SchemaColumnResponse[];
};
export type SchemaRelationResponse = {
  name: string;
  table: string;
  columns: string[];
  toTable: string;
  toColumns: string[];
  /** false: a declared foreign key; true: read from the column name (team_id → teams.id) */
  inferred: boolean;
};
export type DbDiagramResponse = {
  syncedAt: string | null;
  syncedByName: string | null;
  checksum: string | null;
  tables: SchemaTableResponse[];
  relations: SchemaRelationResponse[];
};
export type TableRowsResponse = {
  name: string;
  group: string;
  rows: number;
};
export type EventTypeCountResponse = {
  type: string;
  count: number;
};
export type DayCountResponse = {
  /** YYYY-MM-DD in the app time zone */
  day: string;
  count: number;
};
export type AdminStatisticsResponse = {
  computedAt: string;
  /** Base tables of the schema */
  tables: number;
  totalRows: number;
  /** Exact row count per table, most rows first */
  tableRows: TableRowsResponse[];
  events: number;
  streams: number;
  /** Events per type, most first */
  eventTypes: EventTypeCountResponse[];
  /** Events recorded on each of the last 14 days, oldest first */
  eventsPerDay: DayCountResponse[];
  projections: number;
  reactors: number;
  /** Projections or reactors stopped at a failing event */
  failingConsumers: number;
  users: number;
  migrationsExecuted: number;
  migrationsPending: number;
  /** Size of the database in bytes */
  databaseBytes: number;
};
export type AdminActionResponse = {
  id: string;
  type: "MigrationsRun" | "MigrationRunFailed" | "DbDiagramSynced";
  at: string;
  actorName: string | null;
  summary: string;
  success: boolean;
};
export const {
  useAdminMigrateToProductionMutation,
  useAdminSyncDbDiagramMutation,
  useAdminGetDbDiagramQuery,
  useAdminGetStatisticsQuery,
  useAdminListActionsQuery,
} = injectedRtkApi;
