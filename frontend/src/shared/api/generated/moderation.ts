import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    moderationQueue: build.query<
      ModerationQueueApiResponse,
      ModerationQueueApiArg
    >({
      query: () => ({ url: `/api/moderation/queue` }),
    }),
    moderationLog: build.query<ModerationLogApiResponse, ModerationLogApiArg>({
      query: () => ({ url: `/api/moderation/log` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type ModerationQueueApiResponse =
  /** status 200 Awaiting review first, then the most reported, then the newest */ ModerationQueueItemResponse[];
export type ModerationQueueApiArg = void;
export type ModerationLogApiResponse =
  /** status 200 Every moderation action, newest first */ ModerationLogEntryResponse[];
export type ModerationLogApiArg = void;
export type ModerationQueueItemResponse = {
  /** Where the text is; hide and restore go to that module’s routes */
  source: "forum_post" | "forum_reply" | "anonymous_post";
  postId: string;
  /** The reply, for source forum_reply */
  replyId: string | null;
  /** The forum post’s title; null for an anonymous post */
  postTitle: string | null;
  content: string;
  /** Null for an anonymous post: no author is known */
  authorName: string | null;
  visibility: "shown" | "pending_review" | "hidden";
  openReportCount: number;
  reasons: string[];
  createdAt: string;
};
export type ModerationLogEntryResponse = {
  id: string;
  source: "forum_post" | "forum_reply" | "anonymous_post";
  postId: string;
  replyId: string | null;
  postTitle: string | null;
  /** Null once the text is gone */
  excerpt: string | null;
  action: "auto_hidden" | "hidden" | "restored";
  reason: string;
  /** Null: hidden automatically by reports */
  moderatorName: string | null;
  createdAt: string;
};
export const { useModerationQueueQuery, useModerationLogQuery } =
  injectedRtkApi;
