import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    sampleTeamCreateSampleTeam: build.mutation<
      SampleTeamCreateSampleTeamApiResponse,
      SampleTeamCreateSampleTeamApiArg
    >({
      query: () => ({ url: `/api/sample-team`, method: "POST" }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type SampleTeamCreateSampleTeamApiResponse =
  /** status 201 Creates the caller's sample team (サンプルチーム（お試し）: fictional members with two months of history on the MS and 1on1 boards), the caller its leader; answers the same team while the caller already has one (no body). */ SampleTeamResponse;
export type SampleTeamCreateSampleTeamApiArg = void;
export type SampleTeamResponse = {
  /** Id of the caller's sample team. */
  id: string;
};
export const { useSampleTeamCreateSampleTeamMutation } = injectedRtkApi;
