import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    siteConfigGet: build.query<SiteConfigGetApiResponse, SiteConfigGetApiArg>({
      query: () => ({ url: `/api/site-config` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type SiteConfigGetApiResponse = /** status 200  */ SiteConfigDto;
export type SiteConfigGetApiArg = void;
export type SiteConfigDto = {
  /** Where the corporate-training banner leads: an http(s) URL, or a path on this site (CORPORATE_TRAINING_URL) */
  corporateTrainingUrl: string;
  /** How many people have an account (everyone who has signed in at least once): the landing page's 'N名の実践者が参加' */
  practitionerCount: number;
  /** The book store's review page (BOOK_STORE_URL), or null when the operator set none */
  bookStoreUrl: string | null;
  /** The author interview video (INTERVIEW_VIDEO_URL), or null when the operator set none */
  interviewVideoUrl: string | null;
  /** The author Q&A application form (AUTHOR_QA_FORM_URL), or null: readers then ask through the inquiry form */
  authorQaFormUrl: string | null;
  /** The deployment's time zone (APP_TIME_ZONE, an IANA name): the client shows every instant as a wall time there and takes 'today' there */
  timeZone: string;
};
export const { useSiteConfigGetQuery } = injectedRtkApi;
