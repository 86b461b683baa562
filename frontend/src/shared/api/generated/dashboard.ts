import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardGetSummary: build.query<
      DashboardGetSummaryApiResponse,
      DashboardGetSummaryApiArg
    >({
      query: () => ({ url: `/api/dashboard/summary` }),
    }),
    dashboardGetMsMovement: build.query<
      DashboardGetMsMovementApiResponse,
      DashboardGetMsMovementApiArg
    >({
      query: (queryArg) => ({
        url: `/api/dashboard/ms-movement/${queryArg.teamId}`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type DashboardGetSummaryApiResponse =
  /** status 200  */ DashboardSummaryResponse;
export type DashboardGetSummaryApiArg = void;
export type DashboardGetMsMovementApiResponse =
  /** status 200 The team's movement on the MS board this month */ MsMovementResponse;
export type DashboardGetMsMovementApiArg = {
  teamId: string;
};
export type UpcomingOneOnOneResponse = {
  entryId: string;
  /** 姓 名 */
  employeeName: string;
  date: string;
  /** null: show '未設定' */
  approachLabel: string | null;
  /** Topics on the agenda of that session (the agendas module) */
  agendaItems: number;
};
export type WeeklyCountResponse = {
  /** The Monday the week starts on */
  weekStart: string;
  count: number;
};
export type StaleMemberResponse = {
  /** The 1on1 entry */
  entryId: string;
  /** 姓 名 */
  employeeName: string;
  /** null: no 1on1 recorded yet */
  lastSessionDate: string | null;
  /** Days since the last 1on1, or since the entry was created when there was none */
  daysSince: number;
};
export type OneOnOneCadenceResponse = {
  /** The user's 1on1 sessions per week, the last 12 weeks, oldest first */
  weeks: WeeklyCountResponse[];
  /** Days without a 1on1 after which a member is listed as stale */
  staleAfterDays: number;
  /** The user's 1on1 members without a 1on1 for more than staleAfterDays, longest first */
  staleMembers: StaleMemberResponse[];
};
export type DashboardSummaryResponse = {
  /** Teams the user belongs to */
  joinedTeams: number;
  /** The user's 1on1 entries */
  managedMembers: number;
  /** 1on1 sessions dated this month (APP_TIME_ZONE) */
  sessionsThisMonth: number;
  /** Up to 3, from today on, earliest first */
  upcomingSessions: UpcomingOneOnOneResponse[];
  oneOnOneCadence: OneOnOneCadenceResponse;
};
export type MsQuadrant = "highHigh" | "highMindset" | "highSkill" | "lowLow";
export type MsPlaceResponse = {
  skillLevel: number;
  mindsetLevel: number;
  /** Split at skill 50 and mindset 50 */
  quadrant: MsQuadrant;
};
export type MsMoverResponse = {
  entryId: string;
  memberId: string;
  /** 姓 名 */
  memberName: string;
  /** Moves this month */
  moves: number;
  /** Where the member stood when the month began (or was placed this month) */
  from: MsPlaceResponse;
  /** Where the member stands now */
  to: MsPlaceResponse;
  skillChange: number;
  mindsetChange: number;
};
export type MsMovementResponse = {
  teamId: string;
  /** own: a plain member, who sees only their own entry's movement */
  scope: "team" | "own";
  /** The current month (APP_TIME_ZONE) */
  month: string;
  /** Members on the board (that the caller may see) */
  membersOnBoard: number;
  /** Members moved at least once this month */
  membersMoved: number;
  /** Moves this month */
  moves: number;
  /** Mean skill change of the members who moved, one decimal; null when nobody moved */
  averageSkillChange: number | null;
  /** Mean mindset change of the members who moved, one decimal; null when nobody moved */
  averageMindsetChange: number | null;
  /** Members who moved into another quadrant this month */
  crossedQuadrant: number;
  /** Members who moved this month, the largest change first */
  movers: MsMoverResponse[];
  /** Moves per week, the last 12 weeks, oldest first */
  weeks: WeeklyCountResponse[];
};
export const { useDashboardGetSummaryQuery, useDashboardGetMsMovementQuery } =
  injectedRtkApi;
