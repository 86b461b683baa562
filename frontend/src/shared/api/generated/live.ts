import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveLive: build.query<LiveLiveApiResponse, LiveLiveApiArg>({
      query: () => ({ url: `/api/live` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type LiveLiveApiResponse = unknown;
export type LiveLiveApiArg = void;
export const { useLiveLiveQuery } = injectedRtkApi;
