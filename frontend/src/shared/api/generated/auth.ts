import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    authLogin: build.query<AuthLoginApiResponse, AuthLoginApiArg>({
      query: (queryArg) => ({
        url: `/api/login`,
        params: {
          returnTo: queryArg.returnTo,
        },
      }),
    }),
    authCallback: build.query<AuthCallbackApiResponse, AuthCallbackApiArg>({
      query: () => ({ url: `/api/callback` }),
    }),
    authLogout: build.query<AuthLogoutApiResponse, AuthLogoutApiArg>({
      query: () => ({ url: `/api/logout` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type AuthLoginApiResponse = unknown;
export type AuthLoginApiArg = {
  returnTo?: string;
};
export type AuthCallbackApiResponse = unknown;
export type AuthCallbackApiArg = void;
export type AuthLogoutApiResponse = unknown;
export type AuthLogoutApiArg = void;
export const { useAuthLoginQuery, useAuthCallbackQuery, useAuthLogoutQuery } =
  injectedRtkApi;
