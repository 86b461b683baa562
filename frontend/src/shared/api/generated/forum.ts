import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    forumCategories: build.query<
      ForumCategoriesApiResponse,
      ForumCategoriesApiArg
    >({
      query: () => ({ url: `/api/forum/categories` }),
    }),
    forumStats: build.query<ForumStatsApiResponse, ForumStatsApiArg>({
      query: () => ({ url: `/api/forum/stats` }),
    }),
    forumMyReports: build.query<
      ForumMyReportsApiResponse,
      ForumMyReportsApiArg
    >({
      query: () => ({ url: `/api/forum/my-reports` }),
    }),
    forumMyNotices: build.query<
      ForumMyNoticesApiResponse,
      ForumMyNoticesApiArg
    >({
      query: () => ({ url: `/api/forum/my-notices` }),
    }),
    forumList: build.query<ForumListApiResponse, ForumListApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts`,
        params: {
          categoryId: queryArg.categoryId,
          q: queryArg.q,
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    forumCreate: build.mutation<ForumCreateApiResponse, ForumCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts`,
        method: "POST",
        body: queryArg.createForumPostRequest,
      }),
    }),
    forumDetail: build.query<ForumDetailApiResponse, ForumDetailApiArg>({
      query: (queryArg) => ({ url: `/api/forum/posts/${queryArg.id}` }),
    }),
    forumEdit: build.mutation<ForumEditApiResponse, ForumEditApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.editForumPostRequest,
      }),
    }),
    forumRemove: build.mutation<ForumRemoveApiResponse, ForumRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    forumReply: build.mutation<ForumReplyApiResponse, ForumReplyApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies`,
        method: "POST",
        body: queryArg.forumReplyRequest,
      }),
    }),
    forumLike: build.mutation<ForumLikeApiResponse, ForumLikeApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/likes`,
        method: "POST",
      }),
    }),
    forumUnlike: build.mutation<ForumUnlikeApiResponse, ForumUnlikeApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/likes`,
        method: "DELETE",
      }),
    }),
    forumView: build.mutation<ForumViewApiResponse, ForumViewApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/views`,
        method: "POST",
      }),
    }),
    forumPin: build.mutation<ForumPinApiResponse, ForumPinApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/pin`,
        method: "PUT",
        body: queryArg.pinForumPostRequest,
      }),
    }),
    forumReport: build.mutation<ForumReportApiResponse, ForumReportApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/reports`,
        method: "POST",
        body: queryArg.reportForumPostRequest,
      }),
    }),
    forumHide: build.mutation<ForumHideApiResponse, ForumHideApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/hide`,
        method: "POST",
        body: queryArg.moderateForumPostRequest,
      }),
    }),
    forumRestore: build.mutation<ForumRestoreApiResponse, ForumRestoreApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/restore`,
        method: "POST",
        body: queryArg.moderateForumPostRequest,
      }),
    }),
    forumRevisions: build.query<
      ForumRevisionsApiResponse,
      ForumRevisionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/revisions`,
      }),
    }),
    forumEditReply: build.mutation<
      ForumEditReplyApiResponse,
      ForumEditReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies/${queryArg.replyId}`,
        method: "PATCH",
        body: queryArg.editForumReplyRequest,
      }),
    }),
    forumRemoveReply: build.mutation<
      ForumRemoveReplyApiResponse,
      ForumRemoveReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies/${queryArg.replyId}`,
        method: "DELETE",
      }),
    }),
    forumReplyRevisions: build.query<
      ForumReplyRevisionsApiResponse,
      ForumReplyRevisionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies/${queryArg.replyId}/revisions`,
      }),
    }),
    forumLikeReply: build.mutation<
      ForumLikeReplyApiResponse,
      ForumLikeReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies/${queryArg.replyId}/likes`,
        method: "POST",
      }),
    }),
    forumUnlikeReply: build.mutation<
      ForumUnlikeReplyApiResponse,
      ForumUnlikeReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies/${queryArg.replyId}/likes`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type ForumCategoriesApiResponse =
  /** status 200  */ ForumCategoryResponse[];
export type ForumCategoriesApiArg = void;
export type ForumStatsApiResponse = /** status 200  */ ForumStatsResponse;
export type ForumStatsApiArg = void;
export type ForumMyReportsApiResponse =
  /** status 200 The caller's reports and what became of them, newest first */ ForumReportResponse[];
export type ForumMyReportsApiArg = void;
export type ForumMyNoticesApiResponse =
  /** status 200 What moderators did with the caller's posts and replies, newest first */ ForumNoticeResponse[];
export type ForumMyNoticesApiArg = void;
export type ForumListApiResponse =
  /** status 200 Pinned first, then newest first */ ForumPostSummaryResponse[];
export type ForumListApiArg = {
  /** A category id; all categories when absent */
  categoryId?: string;
  /** Search: every term (split on spaces) must occur in the title or content */
  q?: string;
  limit?: number;
  offset?: number;
};
export type ForumCreateApiResponse = /** status 201  */ ForumPostDetailResponse;
export type ForumCreateApiArg = {
  createForumPostRequest: CreateForumPostRequest;
};
export type ForumDetailApiResponse = /** status 200  */ ForumPostDetailResponse;
export type ForumDetailApiArg = {
  id: string;
};
export type ForumEditApiResponse =
  /** status 200 The edited post; an edit that changes nothing changes nothing */ ForumPostDetailResponse;
export type ForumEditApiArg = {
  id: string;
  editForumPostRequest: EditForumPostRequest;
};
export type ForumRemoveApiResponse = unknown;
export type ForumRemoveApiArg = {
  id: string;
};
export type ForumReplyApiResponse = /** status 201  */ ForumPostDetailResponse;
export type ForumReplyApiArg = {
  id: string;
  forumReplyRequest: ForumReplyRequest;
};
export type ForumLikeApiResponse = /** status 201  */ ForumPostDetailResponse;
export type ForumLikeApiArg = {
  id: string;
};
export type ForumUnlikeApiResponse =
  /** status 200 The caller's like taken back; without one, nothing changes */ ForumPostDetailResponse;
export type ForumUnlikeApiArg = {
  id: string;
};
export type ForumViewApiResponse = unknown;
export type ForumViewApiArg = {
  id: string;
};
export type ForumPinApiResponse = /** status 200  */ ForumPostDetailResponse;
export type ForumPinApiArg = {
  id: string;
  pinForumPostRequest: PinForumPostRequest;
};
export type ForumReportApiResponse = unknown;
export type ForumReportApiArg = {
  id: string;
  reportForumPostRequest: ReportForumPostRequest;
};
export type ForumHideApiResponse = unknown;
export type ForumHideApiArg = {
  id: string;
  moderateForumPostRequest: ModerateForumPostRequest;
};
export type ForumRestoreApiResponse = unknown;
export type ForumRestoreApiArg = {
  id: string;
  moderateForumPostRequest: ModerateForumPostRequest;
};
export type ForumRevisionsApiResponse =
  /** status 200 The current version, then the versions edits replaced, newest first */ ForumRevisionResponse[];
export type ForumRevisionsApiArg = {
  id: string;
};
export type ForumEditReplyApiResponse =
  /** status 200  */ ForumPostDetailResponse;
export type ForumEditReplyApiArg = {
  id: string;
  replyId: string;
  editForumReplyRequest: EditForumReplyRequest;
};
export type ForumRemoveReplyApiResponse =
  /** status 200 The thread, the reply in its place as deleted */ ForumPostDetailResponse;
export type ForumRemoveReplyApiArg = {
  id: string;
  replyId: string;
};
export type ForumReplyRevisionsApiResponse =
  /** status 200 The current version, then the versions edits replaced, newest first */ ForumRevisionResponse[];
export type ForumReplyRevisionsApiArg = {
  id: string;
  replyId: string;
};
export type ForumLikeReplyApiResponse =
  /** status 201  */ ForumPostDetailResponse;
export type ForumLikeReplyApiArg = {
  id: string;
  replyId: string;
};
export type ForumUnlikeReplyApiResponse =
  /** status 200 The caller's like taken back; without one, nothing changes */ ForumPostDetailResponse;
export type ForumUnlikeReplyApiArg = {
  id: string;
  replyId: string;
};
export type ForumCategoryResponse = {
  id: string;
  name: string;
  description: string;
  /** Badge colour name */
  color: "blue" | "green" | "purple" | "orange";
  isActive: boolean;
};
export type ForumTopicResponse = {
  id: string;
  title: string;
  categoryId: string;
  likeCount: number;
  replyCount: number;
};
export type ForumStatsResponse = {
  /** People who posted, replied or liked in the last 30 days */
  activeUsers: number;
  /** Posts since Monday 00:00 in the deployment time zone */
  postsThisWeek: number;
  /** Up to 5 posts of the last 30 days with the most likes and replies */
  popularTopics: ForumTopicResponse[];
};
export type ForumReportResponse = {
  id: string;
  postId: string;
  /** Null: the post itself was reported */
  replyId: string | null;
  postTitle: string;
  excerpt: string;
  reason: string;
  outcome: "pending" | "hidden" | "kept";
  outcomeReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};
export type ForumNoticeResponse = {
  id: string;
  postId: string;
  replyId: string | null;
  postTitle: string;
  excerpt: string;
  action: "auto_hidden" | "hidden" | "restored";
  reason: string;
  createdAt: string;
};
export type HighlightRange = {
  /** UTF-16 offset */
  start: number;
  length: number;
};
export type ForumSearchHighlights = {
  title: HighlightRange[];
  excerpt: HighlightRange[];
};
export type ForumPostSummaryResponse = {
  id: string;
  categoryId: string;
  authorId: string;
  /** 姓 名; 退会済みユーザー when the account is gone */
  authorName: string;
  title: string;
  /** The first 200 characters of the content */
  excerpt: string;
  /** Always false: anonymous posting goes through /api/anonymous-posts */
  isAnonymous: boolean;
  isPinned: boolean;
  viewCount: number;
  likeCount: number;
  replyCount: number;
  lastReplyAt: string | null;
  createdAt: string;
  /** When the author last edited it (編集済み); null if never */
  editedAt: string | null;
  likedByMe: boolean;
  /** Only in a search: the matched ranges of the title and of the excerpt (then the passage around the matches) */
  highlights?: ForumSearchHighlights;
};
export type ForumReplyResponse = {
  id: string;
  /** The reply this one answers; null for a reply to the post */
  parentReplyId: string | null;
  authorId: string;
  authorName: string;
  /** Empty when the reply is hidden */
  content: string;
  /** Hidden by moderation (or awaiting review): its place in the thread stays, its text does not */
  hidden: boolean;
  /** Deleted by its author: its place in the thread stays (このコメントは削除されました), its text does not */
  deleted: boolean;
  createdAt: string;
  /** When the author last edited it; null if never */
  editedAt: string | null;
  likeCount: number;
  likedByMe: boolean;
};
export type ForumPostDetailResponse = {
  id: string;
  categoryId: string;
  authorId: string;
  /** 姓 名; 退会済みユーザー when the account is gone */
  authorName: string;
  title: string;
  /** The first 200 characters of the content */
  excerpt: string;
  /** Always false: anonymous posting goes through /api/anonymous-posts */
  isAnonymous: boolean;
  isPinned: boolean;
  viewCount: number;
  likeCount: number;
  replyCount: number;
  lastReplyAt: string | null;
  createdAt: string;
  /** When the author last edited it (編集済み); null if never */
  editedAt: string | null;
  likedByMe: boolean;
  /** Only in a search: the matched ranges of the title and of the excerpt (then the passage around the matches) */
  highlights?: ForumSearchHighlights;
  content: string;
  /** Oldest first */
  replies: ForumReplyResponse[];
};
export type CreateForumPostRequest = {
  title: string;
  content: string;
  /** Defaults to the first category (一般質問) */
  categoryId?: string;
  /** Only false: anonymous posts go through POST /api/anonymous-posts */
  isAnonymous?: boolean;
};
export type EditForumPostRequest = {
  title?: string;
  content?: string;
  categoryId?: string;
};
export type ForumReplyRequest = {
  content: string;
  /** The reply this one answers */
  parentReplyId?: string | null;
};
export type PinForumPostRequest = {
  isPinned: boolean;
};
export type ReportForumPostRequest = {
  reason: string;
  /** The reply reported; the post itself when absent */
  replyId?: string | null;
};
export type ModerateForumPostRequest = {
  reason: string;
  /** The reply reported; the post itself when absent */
  replyId?: string | null;
};
export type ForumRevisionResponse = {
  /** The post title of that version; null for a reply */
  title: string | null;
  /** The category of that version; null for a reply */
  categoryId: string | null;
  content: string;
  /** When this version was written (posted or edited) */
  writtenAt: string;
  /** When an edit replaced it; null for the current version */
  replacedAt: string | null;
};
export type EditForumReplyRequest = {
  content: string;
};
export const {
  useForumCategoriesQuery,
  useForumStatsQuery,
  useForumMyReportsQuery,
  useForumMyNoticesQuery,
  useForumListQuery,
  useForumCreateMutation,
  useForumDetailQuery,
  useForumEditMutation,
  useForumRemoveMutation,
  useForumReplyMutation,
  useForumLikeMutation,
  useForumUnlikeMutation,
  useForumViewMutation,
  useForumPinMutation,
  useForumReportMutation,
  useForumHideMutation,
  useForumRestoreMutation,
  useForumRevisionsQuery,
  useForumEditReplyMutation,
  useForumRemoveReplyMutation,
  useForumReplyRevisionsQuery,
  useForumLikeReplyMutation,
  useForumUnlikeReplyMutation,
} = injectedRtkApi;
