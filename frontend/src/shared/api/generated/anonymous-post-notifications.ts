import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    anonymousPostNotificationsMarkRead: build.mutation<
      AnonymousPostNotificationsMarkReadApiResponse,
      AnonymousPostNotificationsMarkReadApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-post-notifications/${queryArg.id}/read`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type AnonymousPostNotificationsMarkReadApiResponse = unknown;
export type AnonymousPostNotificationsMarkReadApiArg = {
  id: string;
};
export const { useAnonymousPostNotificationsMarkReadMutation } = injectedRtkApi;
