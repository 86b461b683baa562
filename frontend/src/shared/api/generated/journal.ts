import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    journalListJournalEntries: build.query<
      JournalListJournalEntriesApiResponse,
      JournalListJournalEntriesApiArg
    >({
      query: () => ({ url: `/api/journal` }),
    }),
    journalWrite: build.mutation<JournalWriteApiResponse, JournalWriteApiArg>({
      query: (queryArg) => ({
        url: `/api/journal`,
        method: "POST",
        body: queryArg.writeJournalEntryRequest,
      }),
    }),
    journalInsights: build.query<
      JournalInsightsApiResponse,
      JournalInsightsApiArg
    >({
      query: () => ({ url: `/api/journal/insights` }),
    }),
    journalDelete: build.mutation<
      JournalDeleteApiResponse,
      JournalDeleteApiArg
    >({
      query: (queryArg) => ({
        url: `/api/journal/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type JournalListJournalEntriesApiResponse =
  /** status 200 The caller's own entries, newest first */ JournalEntryResponse[];
export type JournalListJournalEntriesApiArg = void;
export type JournalWriteApiResponse =
  /** status 201 The entry, with the AI summary of its four parts */ JournalEntryResponse;
export type JournalWriteApiArg = {
  writeJournalEntryRequest: WriteJournalEntryRequest;
};
export type JournalInsightsApiResponse =
  /** status 200 Computed from the caller's own entries */ JournalInsightsResponse;
export type JournalInsightsApiArg = void;
export type JournalDeleteApiResponse = unknown;
export type JournalDeleteApiArg = {
  id: string;
};
export type JournalEntryResponse = {
  id: string;
  userId: string;
  /** null: the client shows its default label */
  title: string | null;
  /** This week's practice */
  practiceContent: string | null;
  insights: string | null;
  challenges: string | null;
  /** Next steps */
  goals: string | null;
  aiSummary: string | null;
  isPublic: boolean;
  /** The week reflected on */
  weekOf: string;
  createdAt: string;
  updatedAt: string;
};
export type WriteJournalEntryRequest = {
  /** A day of the week reflected on (YYYY-MM-DD); stored as its Monday */
  weekOf: string;
  /** The reflection session it comes from */
  sessionId?: string | null;
  title?: string | null;
  /** This week's practice */
  practiceContent?: string | null;
  insights?: string | null;
  challenges?: string | null;
  /** Next steps */
  goals?: string | null;
};
export type ThemeResponse = {
  title: string;
  /** Entries that touch this concept */
  count: number;
};
export type JournalInsightsResponse = {
  totalEntries: number;
  /** Consecutive weeks with an entry, ending this week or last week */
  weekStreak: number;
  /** Concepts that recur across the entries, up to 3 */
  themes: ThemeResponse[];
  /** Next steps of the latest entries, up to 3 */
  recentGoals: string[];
};
export const {
  useJournalListJournalEntriesQuery,
  useJournalWriteMutation,
  useJournalInsightsQuery,
  useJournalDeleteMutation,
} = injectedRtkApi;
