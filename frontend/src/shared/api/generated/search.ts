import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchFind: build.query<SearchFindApiResponse, SearchFindApiArg>({
      query: (queryArg) => ({
        url: `/api/search`,
        params: {
          q: queryArg.q,
          kinds: queryArg.kinds,
          limit: queryArg.limit,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type SearchFindApiResponse =
  /** status 200 What the reader may open, grouped by kind, and the parts of the query found nowhere */ GlobalSearchResponse;
export type SearchFindApiArg = {
  /** From 3 letters or digits, 2 for a Japanese query (decision 0086); longer: 400 */
  q: string;
  /** Comma-separated, any of knowledge, forum, event, learning; all by default */
  kinds?: string;
  /** At most this many of each kind */
  limit?: number;
};
export type SearchHighlight = {
  /** UTF-16 offset */
  start: number;
  length: number;
};
export type SearchHitResponse = {
  kind: "knowledge" | "forum" | "event" | "learning";
  id: string;
  title: string;
  titleHighlights: SearchHighlight[];
  /** Where it lives, in Japanese (ナレッジ › 書籍 › 章) */
  breadcrumb: string[];
  /** About 80 characters around the matches */
  snippet: string;
  highlights: SearchHighlight[];
  /** Relevance within its kind; higher first */
  score: number;
};
export type GlobalSearchResponse = {
  /** Grouped by kind (knowledge, forum, event, learning), best first within each */
  hits: SearchHitResponse[];
  /** Parts of the query found nowhere (left out of the search) */
  unmatched: string[];
};
export const { useSearchFindQuery } = injectedRtkApi;
