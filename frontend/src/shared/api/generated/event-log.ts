import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventLogCategories: build.query<
      EventLogCategoriesApiResponse,
      EventLogCategoriesApiArg
    >({
      query: () => ({ url: `/api/admin/event-log/categories` }),
    }),
    eventLogTypes: build.query<EventLogTypesApiResponse, EventLogTypesApiArg>({
      query: () => ({ url: `/api/admin/event-log/types` }),
    }),
    eventLogEvents: build.query<
      EventLogEventsApiResponse,
      EventLogEventsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/event-log/events`,
        params: {
          category: queryArg.category,
          streamId: queryArg.streamId,
          type: queryArg["type"],
          userId: queryArg.userId,
          correlationId: queryArg.correlationId,
          from: queryArg["from"],
          to: queryArg.to,
          before: queryArg.before,
          after: queryArg.after,
          limit: queryArg.limit,
        },
      }),
    }),
    eventLogEvent: build.query<EventLogEventApiResponse, EventLogEventApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/event-log/events/${queryArg.eventId}`,
      }),
    }),
    eventLogCorrelation: build.query<
      EventLogCorrelationApiResponse,
      EventLogCorrelationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/event-log/correlations/${queryArg.correlationId}`,
      }),
    }),
    eventLogStream: build.query<
      EventLogStreamApiResponse,
      EventLogStreamApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/event-log/streams/${queryArg.streamId}`,
        params: {
          version: queryArg.version,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type EventLogCategoriesApiResponse =
  /** status 200  */ EventCategoryResponse[];
export type EventLogCategoriesApiArg = void;
export type EventLogTypesApiResponse = /** status 200  */ string[];
export type EventLogTypesApiArg = void;
export type EventLogEventsApiResponse = /** status 200  */ EventLogPageResponse;
export type EventLogEventsApiArg = {
  /** Stream category (`ms-matrix-entry`) */
  category?: string;
  /** One stream */
  streamId?: string;
  /** Event type */
  type?: string;
  /** The user who issued the command (metadata.userId) */
  userId?: string;
  /** metadata.correlationId */
  correlationId?: string;
  /** Recorded at or after (ISO-8601) */
  from?: string;
  /** Recorded before (ISO-8601) */
  to?: string;
  /** Keyset: events before this position (the previous page’s nextBefore) */
  before?: string;
  /** Live tail: events after this position, oldest first */
  after?: string;
  limit?: number;
};
export type EventLogEventApiResponse = /** status 200  */ LoggedEventResponse;
export type EventLogEventApiArg = {
  eventId: string;
};
export type EventLogCorrelationApiResponse =
  /** status 200  */ CorrelationResponse;
export type EventLogCorrelationApiArg = {
  correlationId: string;
};
export type EventLogStreamApiResponse = /** status 200  */ StreamStateResponse;
export type EventLogStreamApiArg = {
  streamId: string;
  /** Revision to fold up to (inclusive); the last when absent */
  version?: number;
};
export type EventCategoryResponse = {
  category: string;
  streams: number;
  events: number;
};
export type LoggedEventResponse = {
  /** Global position (a decimal string) */
  position: string;
  eventId: string;
  streamId: string;
  /** The stream’s category */
  category: string;
  revision: number;
  type: string;
  /** As stored, at metadata.schemaVersion */
  data: {
    [key: string]: any;
  };
  /** correlationId, causationId, userId, occurredAt, schemaVersion */
  metadata: {
    [key: string]: any;
  };
  recordedAt: string;
};
export type EventLogPageResponse = {
  events: LoggedEventResponse[];
  /** Pass as `before` for the next, older page; null at the start of the log */
  nextBefore: string | null;
  /** The newest readable position now */
  headPosition: string;
};
export type CorrelationNodeResponse = {
  event: LoggedEventResponse;
  children: CorrelationNodeResponse[];
};
export type CorrelationResponse = {
  correlationId: string;
  count: number;
  /** The request’s own events; reactions hang under the event that caused them */
  roots: CorrelationNodeResponse[];
};
export type StreamStateResponse = {
  streamId: string;
  category: string;
  /** Revision folded up to (inclusive) */
  version: number;
  lastVersion: number;
  /** Whether a module registered its decider for this category */
  foldable: boolean;
  /** The aggregate’s state as of `version` (null when not foldable) */
  state: object | null;
  events: LoggedEventResponse[];
};
export const {
  useEventLogCategoriesQuery,
  useEventLogTypesQuery,
  useEventLogEventsQuery,
  useEventLogEventQuery,
  useEventLogCorrelationQuery,
  useEventLogStreamQuery,
} = injectedRtkApi;
