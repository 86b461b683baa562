import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    anonymousPostsList: build.query<
      AnonymousPostsListApiResponse,
      AnonymousPostsListApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts`,
        params: {
          limit: queryArg.limit,
        },
      }),
    }),
    anonymousPostsCreate: build.mutation<
      AnonymousPostsCreateApiResponse,
      AnonymousPostsCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts`,
        method: "POST",
        body: queryArg.createAnonymousPostRequest,
      }),
    }),
    anonymousPostsMyReports: build.query<
      AnonymousPostsMyReportsApiResponse,
      AnonymousPostsMyReportsApiArg
    >({
      query: () => ({ url: `/api/anonymous-posts/my-reports` }),
    }),
    anonymousPostsMyNotices: build.query<
      AnonymousPostsMyNoticesApiResponse,
      AnonymousPostsMyNoticesApiArg
    >({
      query: () => ({ url: `/api/anonymous-posts/my-notices` }),
    }),
    anonymousPostsDetail: build.query<
      AnonymousPostsDetailApiResponse,
      AnonymousPostsDetailApiArg
    >({
      query: (queryArg) => ({ url: `/api/anonymous-posts/${queryArg.id}` }),
    }),
    anonymousPostsRemove: build.mutation<
      AnonymousPostsRemoveApiResponse,
      AnonymousPostsRemoveApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    anonymousPostsSupport: build.mutation<
      AnonymousPostsSupportApiResponse,
      AnonymousPostsSupportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}/support`,
        method: "POST",
      }),
    }),
    anonymousPostsReply: build.mutation<
      AnonymousPostsReplyApiResponse,
      AnonymousPostsReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}/replies`,
        method: "POST",
        body: queryArg.anonymousReplyRequest,
      }),
    }),
    anonymousPostsReport: build.mutation<
      AnonymousPostsReportApiResponse,
      AnonymousPostsReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}/reports`,
        method: "POST",
        body: queryArg.anonymousReasonRequest,
      }),
    }),
    anonymousPostsHide: build.mutation<
      AnonymousPostsHideApiResponse,
      AnonymousPostsHideApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}/hide`,
        method: "POST",
        body: queryArg.anonymousReasonRequest,
      }),
    }),
    anonymousPostsRestore: build.mutation<
      AnonymousPostsRestoreApiResponse,
      AnonymousPostsRestoreApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}/restore`,
        method: "POST",
        body: queryArg.anonymousReasonRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type AnonymousPostsListApiResponse =
  /** status 200 Newest first; hidden posts left out */ AnonymousPostResponse[];
export type AnonymousPostsListApiArg = {
  limit?: number;
};
export type AnonymousPostsCreateApiResponse =
  /** status 201  */ AnonymousPostResponse;
export type AnonymousPostsCreateApiArg = {
  createAnonymousPostRequest: CreateAnonymousPostRequest;
};
export type AnonymousPostsMyReportsApiResponse =
  /** status 200 The caller's reports and their outcome */ AnonymousReportResponse[];
export type AnonymousPostsMyReportsApiArg = void;
export type AnonymousPostsMyNoticesApiResponse =
  /** status 200 Moderation of the caller's own posts */ AnonymousNoticeResponse[];
export type AnonymousPostsMyNoticesApiArg = void;
export type AnonymousPostsDetailApiResponse =
  /** status 200  */ AnonymousPostDetailResponse;
export type AnonymousPostsDetailApiArg = {
  id: string;
};
export type AnonymousPostsRemoveApiResponse = unknown;
export type AnonymousPostsRemoveApiArg = {
  id: string;
};
export type AnonymousPostsSupportApiResponse =
  /** status 201  */ AnonymousPostResponse;
export type AnonymousPostsSupportApiArg = {
  id: string;
};
export type AnonymousPostsReplyApiResponse =
  /** status 201  */ AnonymousPostDetailResponse;
export type AnonymousPostsReplyApiArg = {
  id: string;
  anonymousReplyRequest: AnonymousReplyRequest;
};
export type AnonymousPostsReportApiResponse = unknown;
export type AnonymousPostsReportApiArg = {
  id: string;
  anonymousReasonRequest: AnonymousReasonRequest;
};
export type AnonymousPostsHideApiResponse = unknown;
export type AnonymousPostsHideApiArg = {
  id: string;
  anonymousReasonRequest: AnonymousReasonRequest;
};
export type AnonymousPostsRestoreApiResponse = unknown;
export type AnonymousPostsRestoreApiArg = {
  id: string;
  anonymousReasonRequest: AnonymousReasonRequest;
};
export type AnonymousReactionsResponse = {
  /** 応援 (support), once per person */
  support: number;
};
export type AnonymousPostResponse = {
  id: string;
  content: string;
  createdAt: string;
  reactions: AnonymousReactionsResponse;
  replyCount: number;
  /** The caller supported this post */
  supportedByMe: boolean;
  /** The caller wrote this post (only ever true for the author themselves): they may delete it */
  mine: boolean;
};
export type CreateAnonymousPostRequest = {
  /** 1..500 characters after trimming */
  content: string;
};
export type AnonymousReportResponse = {
  id: string;
  postId: string;
  /** Null once the post is gone */
  excerpt: string | null;
  reason: string;
  outcome: "pending" | "hidden" | "kept" | "deleted";
  outcomeReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};
export type AnonymousNoticeResponse = {
  postId: string;
  excerpt: string;
  action: "auto_hidden" | "hidden" | "restored";
  reason: string;
  createdAt: string;
};
export type AnonymousReplyResponse = {
  id: string;
  content: string;
  createdAt: string;
};
export type AnonymousPostDetailResponse = {
  id: string;
  content: string;
  createdAt: string;
  reactions: AnonymousReactionsResponse;
  replyCount: number;
  /** The caller supported this post */
  supportedByMe: boolean;
  /** The caller wrote this post (only ever true for the author themselves): they may delete it */
  mine: boolean;
  replies: AnonymousReplyResponse[];
};
export type AnonymousReplyRequest = {
  content: string;
};
export type AnonymousReasonRequest = {
  reason: string;
};
export const {
  useAnonymousPostsListQuery,
  useAnonymousPostsCreateMutation,
  useAnonymousPostsMyReportsQuery,
  useAnonymousPostsMyNoticesQuery,
  useAnonymousPostsDetailQuery,
  useAnonymousPostsRemoveMutation,
  useAnonymousPostsSupportMutation,
  useAnonymousPostsReplyMutation,
  useAnonymousPostsReportMutation,
  useAnonymousPostsHideMutation,
  useAnonymousPostsRestoreMutation,
} = injectedRtkApi;
