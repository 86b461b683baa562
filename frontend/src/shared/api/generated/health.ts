import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    healthCheck: build.query<HealthCheckApiResponse, HealthCheckApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type HealthCheckApiResponse = /** status 200  */ HealthDto;
export type HealthCheckApiArg = void;
export type DatabaseIncidentDto = {
  /** When the supervisor noticed the embedded server had stopped */
  stoppedAt: string;
  /** When it answered again; null while restarting or when the supervisor gave up */
  restartedAt: string | null;
  /** Starts tried */
  attempts: number;
  /** How the stop was noticed (exit code or signal, failed probes) */
  reason: string;
};
export type DatabaseSupervisorDto = {
  /** failed: the supervisor gave up restarting it; it needs a restart by hand */
  state: "running" | "restarting" | "failed";
  /** Stops noticed since this process started */
  stops: number;
  /** Automatic restarts since this process started */
  restarts: number;
  /** The recent stops, oldest first (at most 20) */
  incidents: DatabaseIncidentDto[];
};
export type DatabaseHealthDto = {
  status: "up" | "down";
  /** Why the component is down */
  error?: string;
  /** The embedded PostgreSQL the app owns and restarts (decision 0060); null with an external DATABASE_URL */
  supervisor: DatabaseSupervisorDto | null;
};
export type EventStoreHealthDto = {
  status: "up" | "down";
  /** Why the component is down */
  error?: string;
  /** Position of the newest readable event */
  headPosition: string | null;
};
export type ProjectionsHealthDto = {
  status: "up" | "down";
  /** Why the component is down */
  error?: string;
  /** Number of projections and reactors */
  count: number;
  /** Largest number of events a projection or reactor is behind */
  maxLag: number | null;
  /** Projections and reactors stopped on a failing event */
  failed: string[];
  /** Projections being rebuilt */
  rebuilding: string[];
};
export type HealthChecksDto = {
  database: DatabaseHealthDto;
  eventStore: EventStoreHealthDto;
  projections: ProjectionsHealthDto;
};
export type HealthDto = {
  /** degraded (HTTP 503) when a component is down or a projection or reactor failed */
  status: "ok" | "degraded";
  checkedAt: string;
  checks: HealthChecksDto;
};
export const { useHealthCheckQuery } = injectedRtkApi;
