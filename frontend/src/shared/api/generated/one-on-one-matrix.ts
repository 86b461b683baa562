import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    oneOnOneMatrixListManagerEntries: build.query<
      OneOnOneMatrixListManagerEntriesApiResponse,
      OneOnOneMatrixListManagerEntriesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/manager`,
        params: {
          teamId: queryArg.teamId,
          managerId: queryArg.managerId,
        },
      }),
    }),
    oneOnOneMatrixListManagerEntriesAsOf: build.query<
      OneOnOneMatrixListManagerEntriesAsOfApiResponse,
      OneOnOneMatrixListManagerEntriesAsOfApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/manager/as-of`,
        params: {
          teamId: queryArg.teamId,
          date: queryArg.date,
          managerId: queryArg.managerId,
        },
      }),
    }),
    oneOnOneMatrixCreateEntry: build.mutation<
      OneOnOneMatrixCreateEntryApiResponse,
      OneOnOneMatrixCreateEntryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix`,
        method: "POST",
        body: queryArg.createOneOnOneEntryRequest,
      }),
    }),
    oneOnOneMatrixGetGrowthHistory: build.query<
      OneOnOneMatrixGetGrowthHistoryApiResponse,
      OneOnOneMatrixGetGrowthHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/growth-history`,
        params: {
          teamId: queryArg.teamId,
        },
      }),
    }),
    oneOnOneMatrixDeleteGrowthPoint: build.mutation<
      OneOnOneMatrixDeleteGrowthPointApiResponse,
      OneOnOneMatrixDeleteGrowthPointApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/growth-history/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    oneOnOneMatrixMoveEntry: build.mutation<
      OneOnOneMatrixMoveEntryApiResponse,
      OneOnOneMatrixMoveEntryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/${queryArg.id}`,
        method: "PUT",
        body: queryArg.moveOneOnOneEntryRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    oneOnOneMatrixDeleteEntry: build.mutation<
      OneOnOneMatrixDeleteEntryApiResponse,
      OneOnOneMatrixDeleteEntryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    oneOnOneMatrixRecordSession: build.mutation<
      OneOnOneMatrixRecordSessionApiResponse,
      OneOnOneMatrixRecordSessionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/${queryArg.id}/sessions`,
        method: "POST",
        body: queryArg.recordOneOnOneSessionRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    oneOnOneMatrixListSessions: build.query<
      OneOnOneMatrixListSessionsApiResponse,
      OneOnOneMatrixListSessionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/${queryArg.id}/sessions`,
      }),
    }),
    oneOnOneMatrixGetEntryAudit: build.query<
      OneOnOneMatrixGetEntryAuditApiResponse,
      OneOnOneMatrixGetEntryAuditApiArg
    >({
      query: (queryArg) => ({ url: `/api/1on1-matrix/${queryArg.id}/audit` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type OneOnOneMatrixListManagerEntriesApiResponse =
  /** status 200  */ OneOnOneEntryResponse[];
export type OneOnOneMatrixListManagerEntriesApiArg = {
  teamId?: string;
  /** Admins only: another manager (user id) */
  managerId?: string;
};
export type OneOnOneMatrixListManagerEntriesAsOfApiResponse =
  /** status 200 The manager's board of the team at the end of a past day, rebuilt from the events before it, with the names, departments and sessions of that day; read-only. An empty board says why. */ OneOnOneAsOfResponse;
export type OneOnOneMatrixListManagerEntriesAsOfApiArg = {
  /** The team whose entries are shown */
  teamId: string;
  /** YYYY-MM-DD in APP_TIME_ZONE: the board at the end of that day; not in the future */
  date: string;
  /** Admins only: another manager (user id) */
  managerId?: string;
};
export type OneOnOneMatrixCreateEntryApiResponse =
  /** status 201  */ OneOnOneEntryResponse;
export type OneOnOneMatrixCreateEntryApiArg = {
  createOneOnOneEntryRequest: CreateOneOnOneEntryRequest;
};
export type OneOnOneMatrixGetGrowthHistoryApiResponse =
  /** status 200  */ OneOnOneGrowthHistoryResponse[];
export type OneOnOneMatrixGetGrowthHistoryApiArg = {
  teamId?: string;
};
export type OneOnOneMatrixDeleteGrowthPointApiResponse = unknown;
export type OneOnOneMatrixDeleteGrowthPointApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type OneOnOneMatrixMoveEntryApiResponse =
  /** status 200  */ OneOnOneEntryResponse;
export type OneOnOneMatrixMoveEntryApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  moveOneOnOneEntryRequest: MoveOneOnOneEntryRequest;
};
export type OneOnOneMatrixDeleteEntryApiResponse = unknown;
export type OneOnOneMatrixDeleteEntryApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type OneOnOneMatrixRecordSessionApiResponse =
  /** status 201  */ OneOnOneSessionResponse;
export type OneOnOneMatrixRecordSessionApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  recordOneOnOneSessionRequest: RecordOneOnOneSessionRequest;
};
export type OneOnOneMatrixListSessionsApiResponse =
  /** status 200  */ OneOnOneSessionResponse[];
export type OneOnOneMatrixListSessionsApiArg = {
  id: string;
};
export type OneOnOneMatrixGetEntryAuditApiResponse =
  /** status 200 Read from the entry's events, oldest first */ OneOnOneAuditRecordResponse[];
export type OneOnOneMatrixGetEntryAuditApiArg = {
  id: string;
};
export type OneOnOneApproach =
  "strategy" | "mindset_improvement" | "trust_building" | "mixed";
export type OneOnOneEntryResponse = {
  id: string;
  /** The user who owns the entry */
  managerId: string;
  teamId: string;
  /** Company member id */
  employeeId: string;
  /** 姓 名 */
  employeeName: string;
  departmentId: string | null;
  departmentName: string | null;
  departmentColor: string | null;
  positionX: number;
  positionY: number;
  /** Fraction: trust = x */
  trustLevel: number;
  /** Fraction: mindset = 1 − y */
  mindsetLevel: number;
  quadrant: OneOnOneApproach;
  approachLabel: string;
  recommendedApproach: string;
  notes: string | null;
  lastSessionDate: string | null;
  nextSessionDate: string | null;
  /** No session for more than 14 days (or none since creation 14+ days ago), counted in APP_TIME_ZONE */
  isStale: boolean;
  createdAt: string;
  /** Send as If-Match to guard a change */
  revision: number;
};
export type OneOnOneAsOfEmptyReason = "before_team" | "nobody_placed";
export type OneOnOneAsOfEntryResponse = {
  id: string;
  managerId: string;
  /** The member's team that day */
  teamId: string;
  employeeId: string;
  /** 姓 名, as it was that day */
  employeeName: string;
  departmentId: string | null;
  /** The department's name that day */
  departmentName: string | null;
  departmentColor: string | null;
  positionX: number;
  positionY: number;
  /** Fraction: trust = x */
  trustLevel: number;
  /** Fraction: mindset = 1 − y */
  mindsetLevel: number;
  quadrant: OneOnOneApproach;
  approachLabel: string;
  recommendedApproach: string;
  /** The last session on or before that day */
  lastSessionDate: string | null;
  /** The next session planned at that last session */
  nextSessionDate: string | null;
  /** Stale as of that day (no session for more than 14 days) */
  isStale: boolean;
  /** When this life of the entry began */
  createdAt: string;
  /** Since when the member stood there with this name, department and team */
  since: string;
};
export type OneOnOneAsOfResponse = {
  date: string;
  /** The end of that day: the board holds every event before this instant */
  endsAt: string;
  teamCreatedOn: string | null;
  /** Why the board is empty */
  emptyReason: OneOnOneAsOfEmptyReason | null;
  entries: OneOnOneAsOfEntryResponse[];
};
export type CreateOneOnOneEntryRequest = {
  /** x (信頼度): 0..1 */
  positionX: number;
  /** y (下向き): マインド = 1 − y */
  positionY: number;
  /** Ignored: the server derives trust = x. */
  trustLevel?: number;
  /** Ignored: the server derives mindset = 1 − y. */
  mindsetLevel?: number;
  /** Company member id */
  employeeId: string;
  /** When given, the member must belong to this team */
  teamId?: string;
  notes?: string | null;
};
export type OneOnOnePositionResponse = {
  x: number;
  y: number;
  trustLevel: number;
  mindsetLevel: number;
};
export type OneOnOnePerformanceLabel =
  "\u512A\u79C0" | "\u826F\u597D" | "\u666E\u901A" | "\u8981\u6539\u5584";
export type OneOnOneGrowthPointResponse = {
  id: string;
  x: number;
  y: number;
  trustLevel: number;
  mindsetLevel: number;
  timestamp: string;
  /** Percentage points of trust + mindset vs the previous point */
  changeValue: number | null;
  performanceLabel: OneOnOnePerformanceLabel;
  /** The current position; cannot be deleted */
  isLatest: boolean;
};
export type OneOnOneGrowthHistoryResponse = {
  entryId: string;
  employeeId: string;
  /** 姓 名 */
  memberName: string;
  departmentId: string | null;
  teamId: string;
  currentPosition: OneOnOnePositionResponse;
  quadrant: OneOnOneApproach;
  approachLabel: string;
  recommendedApproach: string;
  revision: number;
  history: OneOnOneGrowthPointResponse[];
};
export type MoveOneOnOneEntryRequest = {
  /** x (信頼度): 0..1 */
  positionX: number;
  /** y (下向き): マインド = 1 − y */
  positionY: number;
  /** Ignored: the server derives trust = x. */
  trustLevel?: number;
  /** Ignored: the server derives mindset = 1 − y. */
  mindsetLevel?: number;
};
export type OneOnOneSessionResponse = {
  id: string;
  entryId: string;
  sessionDate: string;
  approach: OneOnOneApproach;
  approachLabel: string;
  outcomes: string | null;
  feedback: string | null;
  effectiveness: number;
  nextSessionDate: string | null;
  recordedAt: string;
};
export type RecordOneOnOneSessionRequest = {
  /** YYYY-MM-DD in APP_TIME_ZONE, not in the future */
  sessionDate: string;
  approach: OneOnOneApproach;
  outcomes?: string | null;
  feedback?: string | null;
  effectiveness: number;
  /** YYYY-MM-DD, after sessionDate */
  nextSessionDate?: string | null;
};
export type OneOnOneAuditRecordResponse = {
  at: string;
  actorId: string | null;
  /** 姓 名 of the user who acted, when known */
  actorName: string | null;
  action: "placed" | "moved" | "point_deleted" | "session_recorded" | "removed";
  from: OneOnOnePositionResponse | null;
  to: OneOnOnePositionResponse | null;
  /** The growth point created or deleted */
  pointId: string | null;
};
export const {
  useOneOnOneMatrixListManagerEntriesQuery,
  useOneOnOneMatrixListManagerEntriesAsOfQuery,
  useOneOnOneMatrixCreateEntryMutation,
  useOneOnOneMatrixGetGrowthHistoryQuery,
  useOneOnOneMatrixDeleteGrowthPointMutation,
  useOneOnOneMatrixMoveEntryMutation,
  useOneOnOneMatrixDeleteEntryMutation,
  useOneOnOneMatrixRecordSessionMutation,
  useOneOnOneMatrixListSessionsQuery,
  useOneOnOneMatrixGetEntryAuditQuery,
} = injectedRtkApi;
