import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    knowledgeBaseList: build.query<
      KnowledgeBaseListApiResponse,
      KnowledgeBaseListApiArg
    >({
      query: () => ({ url: `/api/knowledge-base` }),
    }),
    knowledgeBaseSearch: build.query<
      KnowledgeBaseSearchApiResponse,
      KnowledgeBaseSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/knowledge-base/search`,
        params: {
          q: queryArg.q,
          bookTitle: queryArg.bookTitle,
          limit: queryArg.limit,
        },
      }),
    }),
    knowledgeBaseBook: build.query<
      KnowledgeBaseBookApiResponse,
      KnowledgeBaseBookApiArg
    >({
      query: (queryArg) => ({
        url: `/api/knowledge-base/book`,
        params: {
          title: queryArg.title,
        },
      }),
    }),
    knowledgeBaseSeed: build.mutation<
      KnowledgeBaseSeedApiResponse,
      KnowledgeBaseSeedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/knowledge-base/seed`,
        method: "POST",
        body: queryArg.seedKnowledgeBaseRequest,
      }),
    }),
    knowledgeBaseGet: build.query<
      KnowledgeBaseGetApiResponse,
      KnowledgeBaseGetApiArg
    >({
      query: (queryArg) => ({ url: `/api/knowledge-base/${queryArg.id}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type KnowledgeBaseListApiResponse =
  /** status 200 Active entries in book order */ KnowledgeEntryResponse[];
export type KnowledgeBaseListApiArg = void;
export type KnowledgeBaseSearchApiResponse =
  /** status 200 Most relevant first, each with its highlighted passage */ KnowledgePassageResponse[];
export type KnowledgeBaseSearchApiArg = {
  /** The query; Japanese without spaces is fine. Under 3 letters or digits: 400 */
  q: string;
  /** Only entries of this book */
  bookTitle?: string;
  limit?: number;
};
export type KnowledgeBaseBookApiResponse =
  /** status 200 One book's active entries in chapter order */ KnowledgeEntryResponse[];
export type KnowledgeBaseBookApiArg = {
  /** The book title, e.g. ピボット or 全員経営 */
  title: string;
};
export type KnowledgeBaseSeedApiResponse =
  /** status 200 What loading did; loading twice adds nothing */ SeedKnowledgeBaseResponse;
export type KnowledgeBaseSeedApiArg = {
  seedKnowledgeBaseRequest: SeedKnowledgeBaseRequest;
};
export type KnowledgeBaseGetApiResponse =
  /** status 200  */ KnowledgeEntryResponse;
export type KnowledgeBaseGetApiArg = {
  id: string;
};
export type KnowledgeEntryResponse = {
  id: string;
  bookTitle: string;
  chapterNumber: number;
  chapterTitle: string;
  sectionTitle: string;
  content: string;
  concepts: string[];
  keywords: string[];
  practicalApplications: string[];
  relatedTopics: string[];
  /** Readings and other spellings the search also finds the entry by */
  aliases: string[];
  contentType: "theory" | "practice" | "case_study" | "exercise";
  /** Shown as n/10 */
  importance: number;
  isActive: boolean;
  updatedAt: string;
  revision: number;
};
export type KnowledgeHighlightResponse = {
  /** Offset in the snippet (UTF-16 code units) */
  start: number;
  length: number;
};
export type KnowledgePassageResponse = {
  entryId: string;
  bookTitle: string;
  chapterNumber: number;
  chapterTitle: string;
  sectionTitle: string;
  concepts: string[];
  contentType: "theory" | "practice" | "case_study" | "exercise";
  importance: number;
  /** About 100 characters of the content around the matches */
  snippet: string;
  highlights: KnowledgeHighlightResponse[];
  /** Relevance; higher first */
  score: number;
};
export type SeedKnowledgeBaseResponse = {
  /** Entries written for the first time */
  added: number;
  /** Entries whose text changed since the last load */
  revised: number;
  /** Entries already as the book data says */
  unchanged: number;
};
export type SeedKnowledgeBaseRequest = {};
export const {
  useKnowledgeBaseListQuery,
  useKnowledgeBaseSearchQuery,
  useKnowledgeBaseBookQuery,
  useKnowledgeBaseSeedMutation,
  useKnowledgeBaseGetQuery,
} = injectedRtkApi;
