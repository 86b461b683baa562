import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    growthCyclesListMine: build.query<
      GrowthCyclesListMineApiResponse,
      GrowthCyclesListMineApiArg
    >({
      query: () => ({ url: `/api/pffr/growth-cycles` }),
    }),
    growthCyclesStart: build.mutation<
      GrowthCyclesStartApiResponse,
      GrowthCyclesStartApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/growth-cycles`,
        method: "POST",
        body: queryArg.startGrowthCycleRequest,
      }),
    }),
    growthCyclesGetActive: build.query<
      GrowthCyclesGetActiveApiResponse,
      GrowthCyclesGetActiveApiArg
    >({
      query: () => ({ url: `/api/pffr/growth-cycles/active` }),
    }),
    growthCyclesListCommunity: build.query<
      GrowthCyclesListCommunityApiResponse,
      GrowthCyclesListCommunityApiArg
    >({
      query: () => ({ url: `/api/pffr/growth-cycles/community` }),
    }),
    growthCyclesListRequestsToMe: build.query<
      GrowthCyclesListRequestsToMeApiResponse,
      GrowthCyclesListRequestsToMeApiArg
    >({
      query: () => ({ url: `/api/pffr/feedback-requests/to-me` }),
    }),
    growthCyclesListRequestableColleagues: build.query<
      GrowthCyclesListRequestableColleaguesApiResponse,
      GrowthCyclesListRequestableColleaguesApiArg
    >({
      query: () => ({ url: `/api/pffr/feedback-requests/colleagues` }),
    }),
    growthCyclesGetOne: build.query<
      GrowthCyclesGetOneApiResponse,
      GrowthCyclesGetOneApiArg
    >({
      query: (queryArg) => ({ url: `/api/pffr/growth-cycles/${queryArg.id}` }),
    }),
    growthCyclesComplete: build.mutation<
      GrowthCyclesCompleteApiResponse,
      GrowthCyclesCompleteApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/growth-cycles/${queryArg.id}/complete`,
        method: "POST",
      }),
    }),
    growthCyclesListReceived: build.query<
      GrowthCyclesListReceivedApiResponse,
      GrowthCyclesListReceivedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/growth-cycles/${queryArg.id}/received`,
      }),
    }),
    growthCyclesListFeedbackRequests: build.query<
      GrowthCyclesListFeedbackRequestsApiResponse,
      GrowthCyclesListFeedbackRequestsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/growth-cycles/${queryArg.id}/feedback-requests`,
      }),
    }),
    growthCyclesRequestFeedback: build.mutation<
      GrowthCyclesRequestFeedbackApiResponse,
      GrowthCyclesRequestFeedbackApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/growth-cycles/${queryArg.id}/feedback-requests`,
        method: "POST",
        body: queryArg.requestFeedbackRequest,
      }),
    }),
    growthCyclesWithdrawFeedbackRequest: build.mutation<
      GrowthCyclesWithdrawFeedbackRequestApiResponse,
      GrowthCyclesWithdrawFeedbackRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/growth-cycles/${queryArg.id}/feedback-requests/${queryArg.requestId}`,
        method: "DELETE",
      }),
    }),
    growthCyclesThank: build.mutation<
      GrowthCyclesThankApiResponse,
      GrowthCyclesThankApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/growth-cycles/${queryArg.id}/feed-forward/${queryArg.feedForwardId}/thanks`,
        method: "POST",
      }),
    }),
    growthCyclesGiveFeedback: build.mutation<
      GrowthCyclesGiveFeedbackApiResponse,
      GrowthCyclesGiveFeedbackApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/feedback`,
        method: "POST",
        body: queryArg.giveFeedbackRequest,
      }),
    }),
    growthCyclesGiveFeedForward: build.mutation<
      GrowthCyclesGiveFeedForwardApiResponse,
      GrowthCyclesGiveFeedForwardApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/feed-forward`,
        method: "POST",
        body: queryArg.giveFeedForwardRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GrowthCyclesListMineApiResponse =
  /** status 200 The caller's cycles, active and completed, newest first */ GrowthCycleResponse[];
export type GrowthCyclesListMineApiArg = void;
export type GrowthCyclesStartApiResponse =
  /** status 201  */ GrowthCycleResponse;
export type GrowthCyclesStartApiArg = {
  startGrowthCycleRequest: StartGrowthCycleRequest;
};
export type GrowthCyclesGetActiveApiResponse =
  /** status 200 The current cycle: the first active one of the list */ ActiveGrowthCycleResponse;
export type GrowthCyclesGetActiveApiArg = void;
export type GrowthCyclesListCommunityApiResponse =
  /** status 200 Other users' public active cycles, newest first (at most 100) */ GrowthCycleResponse[];
export type GrowthCyclesListCommunityApiArg = void;
export type GrowthCyclesListRequestsToMeApiResponse =
  /** status 200 Open requests to the caller for feedback or feed-forward, oldest first */ FeedbackRequestToMeResponse[];
export type GrowthCyclesListRequestsToMeApiArg = void;
export type GrowthCyclesListRequestableColleaguesApiResponse =
  /** status 200 Whom the caller may ask: the users who share a team with them, by name */ GrowthCycleUserResponse[];
export type GrowthCyclesListRequestableColleaguesApiArg = void;
export type GrowthCyclesGetOneApiResponse =
  /** status 200  */ GrowthCycleResponse;
export type GrowthCyclesGetOneApiArg = {
  id: string;
};
export type GrowthCyclesCompleteApiResponse =
  /** status 200 The cycle, and the points its completion earned (0 with the reason when a fair-play rule withheld them) */ CompletedGrowthCycleResponse;
export type GrowthCyclesCompleteApiArg = {
  id: string;
};
export type GrowthCyclesListReceivedApiResponse =
  /** status 200 Feedback and feed-forward the cycle received, newest first */ ReceivedGiftsResponse;
export type GrowthCyclesListReceivedApiArg = {
  id: string;
};
export type GrowthCyclesListFeedbackRequestsApiResponse =
  /** status 200 Whom the owner asked on the cycle and each request's state, newest first */ FeedbackRequestResponse[];
export type GrowthCyclesListFeedbackRequestsApiArg = {
  id: string;
};
export type GrowthCyclesRequestFeedbackApiResponse =
  /** status 201 The cycle's requests after asking, newest first */ FeedbackRequestResponse[];
export type GrowthCyclesRequestFeedbackApiArg = {
  id: string;
  requestFeedbackRequest: RequestFeedbackRequest;
};
export type GrowthCyclesWithdrawFeedbackRequestApiResponse = unknown;
export type GrowthCyclesWithdrawFeedbackRequestApiArg = {
  id: string;
  requestId: string;
};
export type GrowthCyclesThankApiResponse = unknown;
export type GrowthCyclesThankApiArg = {
  id: string;
  feedForwardId: string;
};
export type GrowthCyclesGiveFeedbackApiResponse =
  /** status 201 The praise, and the points it earned its giver (0 with the reason when a fair-play rule withheld them) */ GivenFeedbackResponse;
export type GrowthCyclesGiveFeedbackApiArg = {
  giveFeedbackRequest: GiveFeedbackRequest;
};
export type GrowthCyclesGiveFeedForwardApiResponse =
  /** status 201 The cheer, and the points it earned its giver (0 with the reason when a fair-play rule withheld them) */ GivenFeedForwardResponse;
export type GrowthCyclesGiveFeedForwardApiArg = {
  giveFeedForwardRequest: GiveFeedForwardRequest;
};
export type GrowthCycleUserResponse = {
  userId: string;
  /** 姓 名 */
  displayName: string;
};
export type GrowthCycleStatus = "active" | "completed";
export type BuddyStage = "beginner" | "intermediate" | "advanced" | "master";
export type BuddyExpression = "happy" | "determined" | "excited";
export type BuddyEvolutionResponse = {
  fromLevel: number;
  toLevel: number;
  /** When the level was reached (ISO 8601) */
  at: string;
};
export type GrowthCycleResponse = {
  id: string;
  /** The owner */
  userId: string;
  /** The owner's display name (姓 名) */
  ownerName: string;
  title: string;
  description: string | null;
  targetBehaviors: string;
  isPublic: boolean;
  /** User ids the owner asked for support */
  supporterMembers: string[];
  /** The supporters with their names (users since forgotten are left out) */
  supporters: GrowthCycleUserResponse[];
  status: GrowthCycleStatus;
  /** Sum of the experience points received */
  buddyExperience: number;
  /** 1 + floor(experience / 100) */
  buddyLevel: number;
  buddyStage: BuddyStage;
  buddyExpression: BuddyExpression;
  /** What the experience bar shows: experience modulo 100 */
  buddyProgress: number;
  /** Level 10 or more: the card shows the max-level message */
  isMaxLevel: boolean;
  /** Level-ups, oldest first */
  buddyEvolutions: BuddyEvolutionResponse[];
  feedbackCount: number;
  feedForwardCount: number;
  startedAt: string;
  completedAt: string | null;
};
export type StartGrowthCycleRequest = {
  title: string;
  description?: string | null;
  targetBehaviors: string;
  isPublic?: boolean;
  /** User ids of teammates asked for support */
  supporterMembers?: string[];
};
export type ActiveGrowthCycleResponse = {
  /** The current cycle: the newest active one, or null */
  cycle: GrowthCycleResponse | null;
};
export type FeedbackRequestKind = "feedback" | "feed_forward";
export type FeedbackRequestToMeResponse = {
  id: string;
  cycleId: string;
  cycleTitle: string;
  ownerUserId: string;
  ownerName: string | null;
  kind: FeedbackRequestKind;
  /** ISO 8601 */
  requestedAt: string;
  /** The reminder was sent */
  reminded: boolean;
};
export type FairPlayNoteResponse = {
  /** The rule: self_dealing, stock_phrase, giver_daily_cap, pair_daily_cap, cycle_too_short, no_gifts_received, completion_daily_cap */
  reason: string;
  message: string;
};
export type CompletedGrowthCycleResponse = {
  id: string;
  /** The owner */
  userId: string;
  /** The owner's display name (姓 名) */
  ownerName: string;
  title: string;
  description: string | null;
  targetBehaviors: string;
  isPublic: boolean;
  /** User ids the owner asked for support */
  supporterMembers: string[];
  /** The supporters with their names (users since forgotten are left out) */
  supporters: GrowthCycleUserResponse[];
  status: GrowthCycleStatus;
  /** Sum of the experience points received */
  buddyExperience: number;
  /** 1 + floor(experience / 100) */
  buddyLevel: number;
  buddyStage: BuddyStage;
  buddyExpression: BuddyExpression;
  /** What the experience bar shows: experience modulo 100 */
  buddyProgress: number;
  /** Level 10 or more: the card shows the max-level message */
  isMaxLevel: boolean;
  /** Level-ups, oldest first */
  buddyEvolutions: BuddyEvolutionResponse[];
  feedbackCount: number;
  feedForwardCount: number;
  startedAt: string;
  completedAt: string | null;
  /** Points this act earned (the giver for praise and cheers, the owner for a completion); 0 when a fair-play rule withheld them; null when the award was not decided within the read-your-writes bound (X-Read-Model-Lag) */
  pointsAwarded: number | null;
  /** Why no points were paid; null when they were, or when not decided yet */
  fairPlay: FairPlayNoteResponse | null;
};
export type EmotionBadge =
  | "amazing"
  | "inspiring"
  | "energetic"
  | "helpful"
  | "professional"
  | "cheerful";
export type FeedbackResponse = {
  id: string;
  growthCycleId: string;
  fromUserId: string;
  /** The giver's display name */
  fromUserName: string;
  toUserId: string;
  message: string;
  emotionBadges: EmotionBadge[];
  experiencePoints: number;
  isVisible: boolean;
  createdAt: string;
};
export type FeedForwardCategory =
  "leverage_strengths" | "new_step" | "support_offer";
export type SkillTreeAbility =
  | "communication"
  | "leadership"
  | "problem_solving"
  | "teamwork"
  | "creativity"
  | "time_management"
  | "technical_skills"
  | "emotional_intelligence";
export type FeedForwardResponse = {
  id: string;
  growthCycleId: string;
  fromUserId: string;
  /** The giver's display name */
  fromUserName: string;
  toUserId: string;
  originalMessage: string;
  /** A copy of originalMessage (spec compatibility) */
  transformedMessage: string;
  category: FeedForwardCategory;
  skillTreeAbility: SkillTreeAbility | null;
  experiencePoints: number;
  isVisible: boolean;
  /** When the receiver thanked it (their one answer) */
  thankedAt: string | null;
  createdAt: string;
};
export type ReceivedGiftsResponse = {
  feedback: FeedbackResponse[];
  feedForward: FeedForwardResponse[];
};
export type FeedbackRequestStatus =
  "open" | "answered" | "withdrawn" | "closed";
export type FeedbackRequestResponse = {
  id: string;
  askedUserId: string;
  /** The asked colleague's name (null once forgotten) */
  askedName: string | null;
  kind: FeedbackRequestKind;
  /** closed: the cycle completed while it was open */
  status: FeedbackRequestStatus;
  /** ISO 8601 */
  requestedAt: string;
  /** When the one reminder is due: three business days later (ISO 8601) */
  remindAt: string;
  /** When the colleague was reminded */
  remindedAt: string | null;
  /** When it was answered, withdrawn or closed */
  closedAt: string | null;
};
export type RequestFeedbackRequest = {
  kind: FeedbackRequestKind;
  userIds: string[];
};
export type GivenFeedbackResponse = {
  id: string;
  growthCycleId: string;
  fromUserId: string;
  /** The giver's display name */
  fromUserName: string;
  toUserId: string;
  message: string;
  emotionBadges: EmotionBadge[];
  experiencePoints: number;
  isVisible: boolean;
  createdAt: string;
  /** Points this act earned (the giver for praise and cheers, the owner for a completion); 0 when a fair-play rule withheld them; null when the award was not decided within the read-your-writes bound (X-Read-Model-Lag) */
  pointsAwarded: number | null;
  /** Why no points were paid; null when they were, or when not decided yet */
  fairPlay: FairPlayNoteResponse | null;
};
export type GiveFeedbackRequest = {
  /** The cycle; without it: 対象の成長サイクルが選択されていません */
  growthCycleId?: string;
  /** The cycle's owner; when given it must match */
  toUserId?: string;
  experiencePoints?: number;
  message: string;
  emotionBadges?: EmotionBadge[];
};
export type GivenFeedForwardResponse = {
  id: string;
  growthCycleId: string;
  fromUserId: string;
  /** The giver's display name */
  fromUserName: string;
  toUserId: string;
  originalMessage: string;
  /** A copy of originalMessage (spec compatibility) */
  transformedMessage: string;
  category: FeedForwardCategory;
  skillTreeAbility: SkillTreeAbility | null;
  experiencePoints: number;
  isVisible: boolean;
  /** When the receiver thanked it (their one answer) */
  thankedAt: string | null;
  createdAt: string;
  /** Points this act earned (the giver for praise and cheers, the owner for a completion); 0 when a fair-play rule withheld them; null when the award was not decided within the read-your-writes bound (X-Read-Model-Lag) */
  pointsAwarded: number | null;
  /** Why no points were paid; null when they were, or when not decided yet */
  fairPlay: FairPlayNoteResponse | null;
};
export type GiveFeedForwardRequest = {
  /** The cycle; without it: 対象の成長サイクルが選択されていません */
  growthCycleId?: string;
  /** The cycle's owner; when given it must match */
  toUserId?: string;
  experiencePoints?: number;
  originalMessage: string;
  /** Ignored: the server stores a copy of originalMessage (spec compatibility) */
  transformedMessage?: string;
  category: FeedForwardCategory;
  skillTreeAbility?: SkillTreeAbility | null;
};
export const {
  useGrowthCyclesListMineQuery,
  useGrowthCyclesStartMutation,
  useGrowthCyclesGetActiveQuery,
  useGrowthCyclesListCommunityQuery,
  useGrowthCyclesListRequestsToMeQuery,
  useGrowthCyclesListRequestableColleaguesQuery,
  useGrowthCyclesGetOneQuery,
  useGrowthCyclesCompleteMutation,
  useGrowthCyclesListReceivedQuery,
  useGrowthCyclesListFeedbackRequestsQuery,
  useGrowthCyclesRequestFeedbackMutation,
  useGrowthCyclesWithdrawFeedbackRequestMutation,
  useGrowthCyclesThankMutation,
  useGrowthCyclesGiveFeedbackMutation,
  useGrowthCyclesGiveFeedForwardMutation,
} = injectedRtkApi;
