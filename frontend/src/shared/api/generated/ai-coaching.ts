import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    aiCoachingCoach: build.query<
      AiCoachingCoachApiResponse,
      AiCoachingCoachApiArg
    >({
      query: () => ({ url: `/api/ai-coaching/coach` }),
    }),
    aiCoachingScenarios: build.query<
      AiCoachingScenariosApiResponse,
      AiCoachingScenariosApiArg
    >({
      query: () => ({ url: `/api/ai-coaching/scenarios` }),
    }),
    aiCoachingSessions: build.query<
      AiCoachingSessionsApiResponse,
      AiCoachingSessionsApiArg
    >({
      query: () => ({ url: `/api/ai-coaching/sessions` }),
    }),
    aiCoachingStartSession: build.mutation<
      AiCoachingStartSessionApiResponse,
      AiCoachingStartSessionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/sessions`,
        method: "POST",
        body: queryArg.startCoachingSessionRequest,
      }),
    }),
    aiCoachingActiveSession: build.query<
      AiCoachingActiveSessionApiResponse,
      AiCoachingActiveSessionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/active-session`,
        params: {
          sessionType: queryArg.sessionType,
        },
      }),
    }),
    aiCoachingSession: build.query<
      AiCoachingSessionApiResponse,
      AiCoachingSessionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/sessions/${queryArg.id}`,
      }),
    }),
    aiCoachingDeleteSession: build.mutation<
      AiCoachingDeleteSessionApiResponse,
      AiCoachingDeleteSessionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/sessions/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    aiCoachingComplete: build.mutation<
      AiCoachingCompleteApiResponse,
      AiCoachingCompleteApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/sessions/${queryArg.id}/complete`,
        method: "POST",
      }),
    }),
    aiCoachingStats: build.query<
      AiCoachingStatsApiResponse,
      AiCoachingStatsApiArg
    >({
      query: () => ({ url: `/api/ai-coaching/stats` }),
    }),
    aiCoachingRecommendations: build.query<
      AiCoachingRecommendationsApiResponse,
      AiCoachingRecommendationsApiArg
    >({
      query: () => ({ url: `/api/ai-coaching/recommendations` }),
    }),
    aiCoachingCompleteRecommendation: build.mutation<
      AiCoachingCompleteRecommendationApiResponse,
      AiCoachingCompleteRecommendationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/sessions/${queryArg.id}/recommendations/${queryArg.recommendationId}/complete`,
        method: "POST",
      }),
    }),
    aiCoachingSend: build.mutation<
      AiCoachingSendApiResponse,
      AiCoachingSendApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/chat`,
        method: "POST",
        body: queryArg.chatRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type AiCoachingCoachApiResponse =
  /** status 200 Who answers: the offline coach, or the provider AI_PROVIDER names */ CoachInfoResponse;
export type AiCoachingCoachApiArg = void;
export type AiCoachingScenariosApiResponse =
  /** status 200  */ ScenarioResponse[];
export type AiCoachingScenariosApiArg = void;
export type AiCoachingSessionsApiResponse =
  /** status 200 The caller's sessions, newest first */ CoachingSessionResponse[];
export type AiCoachingSessionsApiArg = void;
export type AiCoachingStartSessionApiResponse =
  /** status 201 Started with the coach's (or persona's) opening line */ CoachingSessionResponse;
export type AiCoachingStartSessionApiArg = {
  startCoachingSessionRequest: StartCoachingSessionRequest;
};
export type AiCoachingActiveSessionApiResponse =
  /** status 200 The caller's newest active session, or null */ CoachingSessionResponse;
export type AiCoachingActiveSessionApiArg = {
  sessionType?: "reflection" | "coaching" | "planning" | "roleplay";
};
export type AiCoachingSessionApiResponse =
  /** status 200  */ CoachingSessionResponse;
export type AiCoachingSessionApiArg = {
  id: string;
};
export type AiCoachingDeleteSessionApiResponse = unknown;
export type AiCoachingDeleteSessionApiArg = {
  id: string;
};
export type AiCoachingCompleteApiResponse =
  /** status 200 Ended, with its summary, debrief (role-play) and recommendations */ CoachingSessionResponse;
export type AiCoachingCompleteApiArg = {
  id: string;
};
export type AiCoachingStatsApiResponse =
  /** status 200  */ CoachingStatsResponse;
export type AiCoachingStatsApiArg = void;
export type AiCoachingRecommendationsApiResponse =
  /** status 200 Open ones first */ RecommendationResponse[];
export type AiCoachingRecommendationsApiArg = void;
export type AiCoachingCompleteRecommendationApiResponse = unknown;
export type AiCoachingCompleteRecommendationApiArg = {
  id: string;
  recommendationId: string;
};
export type AiCoachingSendApiResponse = /** status 200  */ ChatResponse;
export type AiCoachingSendApiArg = {
  chatRequest: ChatRequest;
};
export type CoachInfoResponse = {
  /** `offline` (the built-in coach) or the provider AI_PROVIDER names */
  provider: string;
  offline: boolean;
};
export type ScenarioResponse = {
  id: string;
  title: string;
  description: string;
  difficulty: "\u4F4E" | "\u4E2D" | "\u9AD8";
  duration: string;
  /** Offered on the role-play screen (spec §9's six) or first in the AI coach's role-play dialog (the spec's four) */
  offeredOn: "roleplay" | "coach";
};
export type CitationResponse = {
  id: string;
  /** The concept or worksheet the reply drew on */
  title: string;
};
export type CoachingMessageResponse = {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  citations: CitationResponse[];
  /** The provider stopped midway: the text is what had arrived */
  cutOff: boolean;
};
export type DebriefConceptResponse = {
  id: string;
  /** The concept or worksheet the reply drew on */
  title: string;
  text: string;
};
export type DebriefTurnsResponse = {
  type:
    | "open"
    | "closed"
    | "empathy"
    | "praise"
    | "summary"
    | "advice"
    | "directive"
    | "interruption"
    | "neutral";
  /** The kind of line, in Japanese */
  label: string;
  /** How many of the manager's lines were of this kind */
  count: number;
  /** Those lines, whole (long ones trimmed at a sentence boundary) */
  quotes: string[];
};
export type DebriefBetterLineResponse = {
  /** The manager's line, as said */
  original: string;
  /** A better line for that moment */
  suggestion: string;
  /** Why it would land better */
  reason: string;
};
export type DebriefResponse = {
  wentWell: string[];
  toTry: string[];
  concept: DebriefConceptResponse;
  /** The manager's lines by kind, counted and quoted (absent in debriefs written before it) */
  turns?: DebriefTurnsResponse[];
  /** One weak line of the transcript and a better one */
  betterLine?: DebriefBetterLineResponse | null;
  /** Whether the member's hidden concern came out */
  concernHeard?: boolean;
};
export type CoachingSessionResponse = {
  id: string;
  sessionType: "reflection" | "coaching" | "planning" | "roleplay";
  topic: string | null;
  /** Role-play: JSON of the chosen scenario (spec part 2 §3) */
  context: string | null;
  messages: CoachingMessageResponse[];
  summary: string | null;
  debrief: DebriefResponse | null;
  isActive: boolean;
  /** The user's last message still waits for the coach's reply */
  isPending: boolean;
  createdAt: string;
  updatedAt: string;
};
export type StartCoachingSessionRequest = {
  sessionType: "reflection" | "coaching" | "planning" | "roleplay";
  /** Reflection: required (振り返りトピック) */
  topic?: string | null;
  /** Role-play: the scenario id (one of GET /api/ai-coaching/scenarios) */
  scenarioId?: string | null;
  /** Role-play: JSON of the scenario; its `id` is used when scenarioId is absent */
  context?: string | null;
  /** Ignored: a session starts with the coach's opening line */
  messages?: object[];
  /** Ignored: a new session is active */
  isActive?: boolean;
};
export type CoachingStatsResponse = {
  /** Sessions the user ended */
  completedSessions: number;
  /** Messages the user sent in all sessions */
  totalMessages: number;
  /** Of the last four weeks (7-day windows ending now), how many had a message or a journal entry: 0..4 */
  activeWeeksOfLastFour: number;
  /** Messages sent and journal entries written in the last 7 days */
  activityThisWeek: number;
};
export type RecommendationResponse = {
  id: string;
  sessionId: string;
  title: string;
  description: string;
  category: string;
  priority: number;
  isCompleted: boolean;
  createdAt: string;
};
export type ChatResponse = {
  /** The coach's reply text */
  response: string;
  message: CoachingMessageResponse;
};
export type ChatRequest = {
  message: string;
  sessionId: string;
};
export const {
  useAiCoachingCoachQuery,
  useAiCoachingScenariosQuery,
  useAiCoachingSessionsQuery,
  useAiCoachingStartSessionMutation,
  useAiCoachingActiveSessionQuery,
  useAiCoachingSessionQuery,
  useAiCoachingDeleteSessionMutation,
  useAiCoachingCompleteMutation,
  useAiCoachingStatsQuery,
  useAiCoachingRecommendationsQuery,
  useAiCoachingCompleteRecommendationMutation,
  useAiCoachingSendMutation,
} = injectedRtkApi;
