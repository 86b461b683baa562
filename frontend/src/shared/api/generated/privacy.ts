import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    privacyForget: build.mutation<
      PrivacyForgetApiResponse,
      PrivacyForgetApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/personal-data/forget`,
        method: "POST",
        body: queryArg.forgetPersonRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type PrivacyForgetApiResponse =
  /** status 200 Answered once the read models hold nothing of the person */ ForgetPersonResponse;
export type PrivacyForgetApiArg = {
  forgetPersonRequest: ForgetPersonRequest;
};
export type ForgetPersonResponse = {
  subjectId: string;
  kind: "user" | "company_member" | "download_registrant" | "inquiry";
  /** The projections rebuilt: their tables now hold nothing of the person */
  rebuilt: string[];
  /** Sessions of the user that were ended (0 for a company member) */
  sessionsEnded: number;
};
export type ForgetPersonRequest = {
  /** A user (signs in), a company member (on a team’s boards), a download registrant or an inquiry’s sender (companion site) */
  kind: "user" | "company_member" | "download_registrant" | "inquiry";
  /** The user, company member, registrant or inquiry id */
  subjectId: string;
};
export const { usePrivacyForgetMutation } = injectedRtkApi;
