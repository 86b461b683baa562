import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    learningList: build.query<LearningListApiResponse, LearningListApiArg>({
      query: () => ({ url: `/api/learning-content` }),
    }),
    learningCreate: build.mutation<
      LearningCreateApiResponse,
      LearningCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/learning-content`,
        method: "POST",
        body: queryArg.saveLearningContentRequest,
      }),
    }),
    learningSummary: build.query<
      LearningSummaryApiResponse,
      LearningSummaryApiArg
    >({
      query: () => ({ url: `/api/learning-content/summary` }),
    }),
    learningSeed: build.mutation<LearningSeedApiResponse, LearningSeedApiArg>({
      query: (queryArg) => ({
        url: `/api/learning-content/seed`,
        method: "POST",
        body: queryArg.seedLearningLibraryRequest,
      }),
    }),
    learningGet: build.query<LearningGetApiResponse, LearningGetApiArg>({
      query: (queryArg) => ({ url: `/api/learning-content/${queryArg.id}` }),
    }),
    learningUpdate: build.mutation<
      LearningUpdateApiResponse,
      LearningUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/learning-content/${queryArg.id}`,
        method: "PUT",
        body: queryArg.saveLearningContentRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    learningRecordProgress: build.mutation<
      LearningRecordProgressApiResponse,
      LearningRecordProgressApiArg
    >({
      query: (queryArg) => ({
        url: `/api/learning-content/${queryArg.id}/progress`,
        method: "POST",
        body: queryArg.recordLearningProgressRequest,
      }),
    }),
    learningResetProgress: build.mutation<
      LearningResetProgressApiResponse,
      LearningResetProgressApiArg
    >({
      query: (queryArg) => ({
        url: `/api/learning-content/${queryArg.id}/progress`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type LearningListApiResponse =
  /** status 200 Newest first, each with my progress (an admin also sees unpublished content) */ LearningContentResponse[];
export type LearningListApiArg = void;
export type LearningCreateApiResponse =
  /** status 201  */ LearningContentResponse;
export type LearningCreateApiArg = {
  saveLearningContentRequest: SaveLearningContentRequest;
};
export type LearningSummaryApiResponse =
  /** status 200 My overall progress, study time this month, badges and category bars */ LearningSummaryResponse;
export type LearningSummaryApiArg = void;
export type LearningSeedApiResponse =
  /** status 200 What loading the library did; twice adds nothing */ SeedLearningLibraryResponse;
export type LearningSeedApiArg = {
  seedLearningLibraryRequest: SeedLearningLibraryRequest;
};
export type LearningGetApiResponse =
  /** status 200 One piece with its body and my progress */ LearningContentResponse;
export type LearningGetApiArg = {
  id: string;
};
export type LearningUpdateApiResponse =
  /** status 200  */ LearningContentResponse;
export type LearningUpdateApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  saveLearningContentRequest: SaveLearningContentRequest;
};
export type LearningRecordProgressApiResponse =
  /** status 200 The content with my progress after the report */ LearningContentResponse;
export type LearningRecordProgressApiArg = {
  id: string;
  recordLearningProgressRequest: RecordLearningProgressRequest;
};
export type LearningResetProgressApiResponse =
  /** status 200 The content, not started again */ LearningContentResponse;
export type LearningResetProgressApiArg = {
  id: string;
};
export type LearningProgressResponse = {
  /** Furthest percent reached; 100 once completed */
  progress: number;
  /** Where to resume: a video's seconds, a reading lesson's percent scrolled */
  position: number;
  completed: boolean;
  startedAt: string | null;
  completedAt: string | null;
};
export type LearningContentResponse = {
  id: string;
  title: string;
  description: string;
  contentType: "video" | "reading";
  videoUrl: string | null;
  thumbnailUrl: string | null;
  /** Minutes (spec: duration) */
  duration: number;
  /** Minutes */
  durationMinutes: number;
  difficulty: "beginner" | "intermediate" | "advanced";
  category: "one_on_one_basics" | "matrix_usage" | "case_studies";
  tags: string[];
  /** A reading lesson’s text (only when one piece is asked for) */
  body: string | null;
  isPublic: boolean;
  createdAt: string;
  revision: number;
  myProgress: LearningProgressResponse;
};
export type SaveLearningContentRequest = {
  title: string;
  description: string;
  contentType: "video" | "reading";
  /** https URL; required for a video */
  videoUrl?: string | null;
  /** https URL */
  thumbnailUrl?: string | null;
  /** Minutes */
  durationMinutes: number;
  difficulty: "beginner" | "intermediate" | "advanced";
  category: "one_on_one_basics" | "matrix_usage" | "case_studies";
  tags?: string[];
  /** A reading lesson’s text; required for reading */
  body?: string | null;
  isPublic?: boolean;
};
export type BadgeResponse = {
  badge:
    | "first_step"
    | "three_completed"
    | "one_on_one_basics_mastered"
    | "matrix_usage_mastered"
    | "case_studies_mastered"
    | "one_hour_studied"
    | "all_completed";
  earned: boolean;
};
export type CategorySummaryResponse = {
  category: "one_on_one_basics" | "matrix_usage" | "case_studies";
  itemCount: number;
  completedCount: number;
  /** Mean progress over the items, 0..100 */
  percent: number;
};
export type LearningSummaryResponse = {
  totalCount: number;
  completedCount: number;
  startedCount: number;
  /** completedCount / totalCount in percent */
  overallPercent: number;
  /** Study time this calendar month (APP_TIME_ZONE) */
  studyMinutesThisMonth: number;
  studyMinutesTotal: number;
  badgesEarned: number;
  badges: BadgeResponse[];
  categories: CategorySummaryResponse[];
};
export type SeedLearningLibraryResponse = {
  added: number;
  revised: number;
  unchanged: number;
};
export type SeedLearningLibraryRequest = {};
export type RecordLearningProgressRequest = {
  /** How far the user got, in percent; never lowers what was reached */
  percent: number;
  /** Where to resume: a video's seconds, a reading lesson's percent scrolled */
  position?: number;
  /** Seconds spent since the last report; at most 300 count */
  studySeconds?: number;
};
export const {
  useLearningListQuery,
  useLearningCreateMutation,
  useLearningSummaryQuery,
  useLearningSeedMutation,
  useLearningGetQuery,
  useLearningUpdateMutation,
  useLearningRecordProgressMutation,
  useLearningResetProgressMutation,
} = injectedRtkApi;
