import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    msMatrixGetTeamMatrix: build.query<
      MsMatrixGetTeamMatrixApiResponse,
      MsMatrixGetTeamMatrixApiArg
    >({
      query: (queryArg) => ({ url: `/api/ms-matrix/team/${queryArg.teamId}` }),
    }),
    msMatrixGetTeamMatrixAsOf: build.query<
      MsMatrixGetTeamMatrixAsOfApiResponse,
      MsMatrixGetTeamMatrixAsOfApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/team/${queryArg.teamId}/as-of`,
        params: {
          date: queryArg.date,
        },
      }),
    }),
    msMatrixExportTeamMatrixCsv: build.query<
      MsMatrixExportTeamMatrixCsvApiResponse,
      MsMatrixExportTeamMatrixCsvApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/team/${queryArg.teamId}/export.csv`,
      }),
    }),
    msMatrixGetGrowthHistory: build.query<
      MsMatrixGetGrowthHistoryApiResponse,
      MsMatrixGetGrowthHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/growth-history/${queryArg.teamId}`,
      }),
    }),
    msMatrixClearTeamHistory: build.mutation<
      MsMatrixClearTeamHistoryApiResponse,
      MsMatrixClearTeamHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/growth-history/${queryArg.teamId}`,
        method: "DELETE",
      }),
    }),
    msMatrixDeleteGrowthPoint: build.mutation<
      MsMatrixDeleteGrowthPointApiResponse,
      MsMatrixDeleteGrowthPointApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/growth-history/point/${queryArg.pointId}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    msMatrixGetEntryAudit: build.query<
      MsMatrixGetEntryAuditApiResponse,
      MsMatrixGetEntryAuditApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/entries/${queryArg.id}/audit`,
      }),
    }),
    msMatrixPlaceMember: build.mutation<
      MsMatrixPlaceMemberApiResponse,
      MsMatrixPlaceMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix`,
        method: "POST",
        body: queryArg.placeMatrixMemberRequest,
      }),
    }),
    msMatrixMoveMember: build.mutation<
      MsMatrixMoveMemberApiResponse,
      MsMatrixMoveMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/${queryArg.id}`,
        method: "PUT",
        body: queryArg.moveMatrixMemberRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    msMatrixRemoveMember: build.mutation<
      MsMatrixRemoveMemberApiResponse,
      MsMatrixRemoveMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type MsMatrixGetTeamMatrixApiResponse =
  /** status 200 Every entry for the team's leaders, team_admin and admin; a plain member gets only their own (the company member linked to them by e-mail), or none */ MsMatrixEntryResponse[];
export type MsMatrixGetTeamMatrixApiArg = {
  teamId: string;
};
export type MsMatrixGetTeamMatrixAsOfApiResponse =
  /** status 200 The board at the end of a past day, rebuilt from the events before it, with the names and departments of that day; read-only, with the same access as the board (a plain member: their own entry). An empty board says why. */ MsMatrixAsOfResponse;
export type MsMatrixGetTeamMatrixAsOfApiArg = {
  teamId: string;
  /** YYYY-MM-DD in APP_TIME_ZONE: the board at the end of that day; not in the future */
  date: string;
};
export type MsMatrixExportTeamMatrixCsvApiResponse = unknown;
export type MsMatrixExportTeamMatrixCsvApiArg = {
  teamId: string;
};
export type MsMatrixGetGrowthHistoryApiResponse =
  /** status 200 Every member for leaders, team_admin and admin; a plain member gets only their own trail */ MemberGrowthHistoryResponse[];
export type MsMatrixGetGrowthHistoryApiArg = {
  teamId: string;
};
export type MsMatrixClearTeamHistoryApiResponse =
  /** status 200 Every member keeps only its current position */ ClearMatrixHistoryResponse;
export type MsMatrixClearTeamHistoryApiArg = {
  teamId: string;
};
export type MsMatrixDeleteGrowthPointApiResponse = unknown;
export type MsMatrixDeleteGrowthPointApiArg = {
  pointId: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type MsMatrixGetEntryAuditApiResponse =
  /** status 200 Read from the entry's events, oldest first */ MatrixAuditRecordResponse[];
export type MsMatrixGetEntryAuditApiArg = {
  id: string;
};
export type MsMatrixPlaceMemberApiResponse =
  /** status 201  */ MsMatrixEntryResponse;
export type MsMatrixPlaceMemberApiArg = {
  placeMatrixMemberRequest: PlaceMatrixMemberRequest;
};
export type MsMatrixMoveMemberApiResponse =
  /** status 200  */ MsMatrixEntryResponse;
export type MsMatrixMoveMemberApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  moveMatrixMemberRequest: MoveMatrixMemberRequest;
};
export type MsMatrixRemoveMemberApiResponse = unknown;
export type MsMatrixRemoveMemberApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type MsMatrixEntryResponse = {
  id: string;
  memberId: string;
  /** 姓 名 */
  memberName: string;
  departmentId: string | null;
  /** null: 未所属 */
  departmentName: string | null;
  departmentColor: string | null;
  teamId: string;
  positionX: number;
  positionY: number;
  /** Derived from the position (spec §5) */
  skillLevel: number;
  /** Derived from the position (spec §5) */
  mindsetLevel: number;
  notes: string | null;
  /** Send back in If-Match */
  revision: number;
  updatedAt: string;
};
export type MatrixAsOfEmptyReason =
  "before_team" | "nobody_placed" | "not_on_board";
export type MsMatrixAsOfEntryResponse = {
  id: string;
  memberId: string;
  /** 姓 名, as it was that day */
  memberName: string;
  /** The department of that day; null: 未所属 */
  departmentId: string | null;
  /** The department's name that day */
  departmentName: string | null;
  departmentColor: string | null;
  teamId: string;
  positionX: number;
  positionY: number;
  skillLevel: number;
  mindsetLevel: number;
  /** Since when the member stood there with this name and department */
  since: string;
};
export type MsMatrixAsOfResponse = {
  /** The day asked for (YYYY-MM-DD, APP_TIME_ZONE) */
  date: string;
  /** The end of that day: the board holds every event before this instant */
  endsAt: string;
  /** The day the team was created (YYYY-MM-DD) */
  teamCreatedOn: string | null;
  /** Why the board is empty: the team did not exist yet, nobody was placed yet, or (a plain member) they were not on it */
  emptyReason: MatrixAsOfEmptyReason | null;
  entries: MsMatrixAsOfEntryResponse[];
};
export type MatrixGrowthPointResponse = {
  id: string;
  x: number;
  y: number;
  skillLevel: number;
  mindsetLevel: number;
  timestamp: string;
};
export type MatrixCurrentPositionResponse = {
  x: number;
  y: number;
  skillLevel: number;
  mindsetLevel: number;
  timestamp: string;
};
export type MatrixPathPointResponse = {
  x: number;
  y: number;
};
export type MemberGrowthHistoryResponse = {
  entryId: string;
  memberId: string;
  memberName: string;
  /** Oldest first; the last is the current position */
  history: MatrixGrowthPointResponse[];
  currentPosition: MatrixCurrentPositionResponse;
  growthPath: MatrixPathPointResponse[];
};
export type ClearMatrixHistoryResponse = {
  /** How many past growth points were deleted */
  deletedPoints: number;
};
export type MatrixAuditPositionResponse = {
  x: number;
  y: number;
  skillLevel: number;
  mindsetLevel: number;
};
export type MatrixAuditRecordResponse = {
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: "placed" | "moved" | "point_deleted" | "history_cleared" | "removed";
  from: MatrixAuditPositionResponse | null;
  to: MatrixAuditPositionResponse | null;
  pointId: string | null;
  deletedPointIds: string[];
};
export type PlaceMatrixMemberRequest = {
  /** The team whose board it is */
  teamId: string;
  /** An existing company member of the team */
  memberId?: string;
  /** New member: given name (required without memberId) */
  firstName?: string;
  /** New member: family name (required without memberId) */
  lastName?: string;
  /** New member: e-mail */
  email?: string | null;
  /** New member: position (役職) id */
  positionId?: string | null;
  /** New member: department id */
  departmentId?: string | null;
  /** Skill axis, fraction of the board width */
  positionX?: number;
  /** Fraction of the board height from the top (top = high mindset) */
  positionY?: number;
  notes?: string | null;
  /** Ignored (the name comes from the member) */
  memberName?: string;
  /** Ignored (derived from the position) */
  mindsetLevel?: number;
  /** Ignored (derived from the position) */
  skillLevel?: number;
  /** Ignored */
  userId?: string | null;
  /** Ignored (the form label of positionId) */
  position?: string;
  /** Ignored (the form label of departmentId) */
  department?: string;
};
export type MoveMatrixMemberRequest = {
  positionX: number;
  positionY: number;
};
export const {
  useMsMatrixGetTeamMatrixQuery,
  useMsMatrixGetTeamMatrixAsOfQuery,
  useMsMatrixExportTeamMatrixCsvQuery,
  useMsMatrixGetGrowthHistoryQuery,
  useMsMatrixClearTeamHistoryMutation,
  useMsMatrixDeleteGrowthPointMutation,
  useMsMatrixGetEntryAuditQuery,
  useMsMatrixPlaceMemberMutation,
  useMsMatrixMoveMemberMutation,
  useMsMatrixRemoveMemberMutation,
} = injectedRtkApi;
