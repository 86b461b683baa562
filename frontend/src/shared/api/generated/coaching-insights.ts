import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    coachingInsightsOverTime: build.query<
      CoachingInsightsOverTimeApiResponse,
      CoachingInsightsOverTimeApiArg
    >({
      query: () => ({ url: `/api/ai-coaching/insights` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type CoachingInsightsOverTimeApiResponse =
  /** status 200 Recurring themes, goals and their follow-up, the GROW stages reached and the weekly activity, from the caller's own sessions and journal entries */ CoachingInsightsResponse;
export type CoachingInsightsOverTimeApiArg = void;
export type InsightSourceResponse = {
  kind: "session" | "journal";
  /** The session id (links to it) or the journal entry id */
  id: string;
  sessionType: ("reflection" | "coaching" | "planning" | "roleplay") | null;
  /** The session's topic or the entry's title */
  title: string | null;
  at: string;
};
export type ThemeInsightResponse = {
  key: string;
  label: string;
  /** Sessions and journal entries that touch it; recurring from 2 */
  count: number;
  /** Newest first */
  sources: InsightSourceResponse[];
};
export type GoalInsightResponse = {
  /** A session's next step or a journal entry's goal, in the user's words */
  text: string;
  source: InsightSourceResponse;
  setAt: string;
  /** Ticked done among the coach's weekly goals */
  completed: boolean;
  /** Later sessions and entries that take it up, oldest first */
  followUps: InsightSourceResponse[];
};
export type StageInsightResponse = {
  key: "goal" | "reality" | "options" | "will";
  label: string;
  /** Coaching and planning sessions that got at least this far */
  reached: number;
  /** Sessions whose last answered stage is this one */
  stoppedHere: number;
};
export type GrowBalanceResponse = {
  /** Coaching and planning sessions with at least one answer */
  sessions: number;
  stages: StageInsightResponse[];
};
export type WeekActivityResponse = {
  /** Monday of the week in APP_TIME_ZONE */
  weekOf: string;
  /** Messages the user sent */
  messages: number;
  entries: number;
  /** Sessions started */
  sessions: number;
};
export type HighlightResponse = {
  kind: "theme" | "goal-followed" | "goal-open" | "grow-stop";
  theme?: ThemeInsightResponse;
  goal?: GoalInsightResponse;
  /** grow-stop: the stage most sessions end at before Will */
  stage?: StageInsightResponse;
  /** grow-stop: GROW sessions in all */
  sessions?: number;
};
export type CoachingInsightsResponse = {
  sessionCount: number;
  entryCount: number;
  /** Every theme touched, most frequent first */
  themes: ThemeInsightResponse[];
  /** Newest first */
  goals: GoalInsightResponse[];
  /** Goals a later session or entry took up */
  goalsFollowedUp: number;
  grow: GrowBalanceResponse;
  /** The last 8 weeks, oldest first */
  activity: WeekActivityResponse[];
  /** Up to 3 (spec: insights up to 3) */
  highlights: HighlightResponse[];
};
export const { useCoachingInsightsOverTimeQuery } = injectedRtkApi;
