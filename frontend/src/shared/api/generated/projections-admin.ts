import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectionsAdminList: build.query<
      ProjectionsAdminListApiResponse,
      ProjectionsAdminListApiArg
    >({
      query: () => ({ url: `/api/admin/projections` }),
    }),
    projectionsAdminRebuildAll: build.mutation<
      ProjectionsAdminRebuildAllApiResponse,
      ProjectionsAdminRebuildAllApiArg
    >({
      query: () => ({ url: `/api/admin/projections/rebuild`, method: "POST" }),
    }),
    projectionsAdminRebuild: build.mutation<
      ProjectionsAdminRebuildApiResponse,
      ProjectionsAdminRebuildApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/projections/${queryArg.name}/rebuild`,
        method: "POST",
      }),
    }),
    projectionsAdminParked: build.query<
      ProjectionsAdminParkedApiResponse,
      ProjectionsAdminParkedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/projections/${queryArg.name}/parked`,
      }),
    }),
    projectionsAdminRetry: build.mutation<
      ProjectionsAdminRetryApiResponse,
      ProjectionsAdminRetryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/projections/${queryArg.name}/parked/${queryArg.position}/retry`,
        method: "POST",
      }),
    }),
    projectionsAdminSkip: build.mutation<
      ProjectionsAdminSkipApiResponse,
      ProjectionsAdminSkipApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/projections/${queryArg.name}/parked/${queryArg.position}/skip`,
        method: "POST",
        body: queryArg.skipParkedRequestDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type ProjectionsAdminListApiResponse =
  /** status 200  */ ProjectionStatusDto[];
export type ProjectionsAdminListApiArg = void;
export type ProjectionsAdminRebuildAllApiResponse =
  /** status 202  */ ProjectionStatusDto[];
export type ProjectionsAdminRebuildAllApiArg = void;
export type ProjectionsAdminRebuildApiResponse =
  /** status 202  */ ProjectionStatusDto;
export type ProjectionsAdminRebuildApiArg = {
  name: string;
};
export type ProjectionsAdminParkedApiResponse =
  /** status 200  */ ParkedEventDto[];
export type ProjectionsAdminParkedApiArg = {
  name: string;
};
export type ProjectionsAdminRetryApiResponse =
  /** status 200  */ RetryParkedResponseDto;
export type ProjectionsAdminRetryApiArg = {
  name: string;
  position: string;
};
export type ProjectionsAdminSkipApiResponse = /** status 200  */ ParkedEventDto;
export type ProjectionsAdminSkipApiArg = {
  name: string;
  position: string;
  skipParkedRequestDto: SkipParkedRequestDto;
};
export type RebuildProgressDto = {
  /** idle: never rebuilt; queued/rebuilding: under way; done/failed: the last rebuild */
  state: "idle" | "queued" | "rebuilding" | "done" | "failed";
  /** Events replayed so far */
  done: number;
  /** Events to replay */
  total: number;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why the last rebuild failed */
  error: string | null;
  /** Who asked for it (an admin’s e-mail); null when the system did */
  startedBy: string | null;
  /** Seconds left at the pace so far, while under way; null otherwise */
  secondsLeft: number | null;
};
export type ProjectionStatusDto = {
  name: string;
  /** projection: builds read-model tables; reactor: issues commands in reaction to events, never rebuilt */
  kind: "projection" | "reactor";
  state: "running" | "catching_up" | "rebuilding" | "failed" | "stopped";
  /** Global position of the last applied (or reacted-to) event (a decimal string: it may exceed 2^53) */
  position: string;
  /** Position of the newest readable event */
  headPosition: string;
  /** Events in the log after this projection’s position */
  lag: number;
  /** The app instance running it now (host:pid:suffix, from its lease); null when no instance does */
  runner: string | null;
  /** Event types it applies (or reacts to) */
  handles: string[];
  /** Read-model tables it owns (none for a reactor) */
  tables: string[];
  /** The error that stopped it (or stopped it last) */
  lastError: string | null;
  /** Position of the event it failed on */
  failedPosition: string | null;
  /** Id of the event behind lastError */
  failedEventId: string | null;
  /** Type of the event behind lastError */
  failedType: string | null;
  /** Seconds between the oldest event not yet handled and now (0 when caught up) */
  lagSeconds: number;
  /** Events per second its loop went through over the last ten seconds (on the instance running it) */
  eventsPerSecond: number;
  /** Events it failed on and went past, waiting for a retry or a skip */
  parkedCount: number;
  updatedAt: string | null;
  rebuild: RebuildProgressDto;
};
export type ApiErrorDto = {
  statusCode: number;
  message: string | string[];
  error: string;
};
export type ParkedEventDto = {
  name: string;
  /** Global position of the event (a decimal string) */
  position: string;
  eventId: string;
  streamId: string;
  type: string;
  /** The error of the last attempt */
  error: string;
  attempts: number;
  /** parked: waiting; retried: applied by a retry; skipped: left unapplied by an admin */
  state: "parked" | "retried" | "skipped";
  parkedAt: string;
  resolvedAt: string | null;
  /** The admin who retried or skipped it */
  resolvedBy: string | null;
  /** Why it was skipped */
  reason: string | null;
};
export type RetryParkedResponseDto = {
  parked: ParkedEventDto;
  /** The error when it failed again (it stays parked); null when it was applied */
  error: string | null;
};
export type SkipParkedRequestDto = {
  /** Why the event is left unapplied (recorded in the event log) */
  reason: string;
};
export const {
  useProjectionsAdminListQuery,
  useProjectionsAdminRebuildAllMutation,
  useProjectionsAdminRebuildMutation,
  useProjectionsAdminParkedQuery,
  useProjectionsAdminRetryMutation,
  useProjectionsAdminSkipMutation,
} = injectedRtkApi;
