import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    companionAdminListRegistrants: build.query<
      CompanionAdminListRegistrantsApiResponse,
      CompanionAdminListRegistrantsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/download-registrants`,
        params: {
          q: queryArg.q,
          fileId: queryArg.fileId,
        },
      }),
    }),
    companionAdminExportRegistrants: build.query<
      CompanionAdminExportRegistrantsApiResponse,
      CompanionAdminExportRegistrantsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/download-registrants/export.csv`,
        params: {
          q: queryArg.q,
          fileId: queryArg.fileId,
        },
      }),
    }),
    companionAdminListInquiries: build.query<
      CompanionAdminListInquiriesApiResponse,
      CompanionAdminListInquiriesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/inquiries`,
        params: {
          q: queryArg.q,
          status: queryArg.status,
          inquiryType: queryArg.inquiryType,
        },
      }),
    }),
    companionAdminExportInquiries: build.query<
      CompanionAdminExportInquiriesApiResponse,
      CompanionAdminExportInquiriesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/inquiries/export.csv`,
        params: {
          q: queryArg.q,
          status: queryArg.status,
          inquiryType: queryArg.inquiryType,
        },
      }),
    }),
    companionAdminProcess: build.mutation<
      CompanionAdminProcessApiResponse,
      CompanionAdminProcessApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/inquiries/${queryArg.id}/process`,
        method: "POST",
        body: queryArg.processInquiryRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type CompanionAdminListRegistrantsApiResponse =
  /** status 200 Newest first, each with the files downloaded */ DownloadRegistrantResponse[];
export type CompanionAdminListRegistrantsApiArg = {
  /** Part of the name, company or e-mail */
  q?: string;
  /** Only registrants who downloaded this file */
  fileId?:
    | "climbing-team"
    | "team-comparison"
    | "iceberg-blank"
    | "iceberg-basic"
    | "iceberg-size"
    | "iceberg-shape"
    | "iceberg-model"
    | "iceberg-example"
    | "iceberg-growth"
    | "iceberg-summary"
    | "music-circle"
    | "accelerator-brake"
    | "three-way-theory"
    | "circle-of-influence"
    | "reduce-worries"
    | "child-brake"
    | "future-goals"
    | "mvv"
    | "work-reasons"
    | "growth-fruits"
    | "rewards-scale"
    | "rewards-attributes"
    | "growth-map"
    | "growth-principles"
    | "perspective-view"
    | "working-3-reasons"
    | "pivot-all";
};
export type CompanionAdminExportRegistrantsApiResponse = unknown;
export type CompanionAdminExportRegistrantsApiArg = {
  /** Part of the name, company or e-mail */
  q?: string;
  /** Only registrants who downloaded this file */
  fileId?:
    | "climbing-team"
    | "team-comparison"
    | "iceberg-blank"
    | "iceberg-basic"
    | "iceberg-size"
    | "iceberg-shape"
    | "iceberg-model"
    | "iceberg-example"
    | "iceberg-growth"
    | "iceberg-summary"
    | "music-circle"
    | "accelerator-brake"
    | "three-way-theory"
    | "circle-of-influence"
    | "reduce-worries"
    | "child-brake"
    | "future-goals"
    | "mvv"
    | "work-reasons"
    | "growth-fruits"
    | "rewards-scale"
    | "rewards-attributes"
    | "growth-map"
    | "growth-principles"
    | "perspective-view"
    | "working-3-reasons"
    | "pivot-all";
};
export type CompanionAdminListInquiriesApiResponse =
  /** status 200 Newest first, each with its reply deadline (3 business days) */ InquiryResponse[];
export type CompanionAdminListInquiriesApiArg = {
  /** Part of the company, contact person, e-mail or message */
  q?: string;
  /** open: not processed; overdue: open past the 3-business-day promise; processed */
  status?: "open" | "overdue" | "processed";
  inquiryType?: "organization" | "workshop" | "other";
};
export type CompanionAdminExportInquiriesApiResponse = unknown;
export type CompanionAdminExportInquiriesApiArg = {
  /** Part of the company, contact person, e-mail or message */
  q?: string;
  /** open: not processed; overdue: open past the 3-business-day promise; processed */
  status?: "open" | "overdue" | "processed";
  inquiryType?: "organization" | "workshop" | "other";
};
export type CompanionAdminProcessApiResponse =
  /** status 200  */ InquiryResponse;
export type CompanionAdminProcessApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  processInquiryRequest: ProcessInquiryRequest;
};
export type DownloadedFileResponse = {
  /** A worksheet id or pivot-all */
  fileId: string;
  title: string;
  /** The first download of the file */
  downloadedAt: string;
};
export type DownloadRegistrantResponse = {
  id: string;
  name: string;
  companyName: string;
  email: string;
  /** The file the gate opened for */
  fileType: string;
  registeredAt: string;
  downloads: DownloadedFileResponse[];
};
export type InquiryResponse = {
  id: string;
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string | null;
  inquiryType: "organization" | "workshop" | "other";
  message: string;
  receivedAt: string;
  isProcessed: boolean;
  processedAt: string | null;
  /** What was done, written when processed */
  note: string | null;
  /** Revision of the inquiry's stream (If-Match) */
  revision: number;
  /** YYYY-MM-DD: the 3rd business day after receipt (weekends and Japanese public holidays excluded) */
  replyDueBy: string;
  /** Business days since receipt, until now or until processed */
  businessDaysOpen: number;
  /** Open after its reply was due */
  overdue: boolean;
};
export type ProcessInquiryRequest = {
  /** What was done (e.g. the reply sent); may be empty */
  note?: string;
};
export const {
  useCompanionAdminListRegistrantsQuery,
  useCompanionAdminExportRegistrantsQuery,
  useCompanionAdminListInquiriesQuery,
  useCompanionAdminExportInquiriesQuery,
  useCompanionAdminProcessMutation,
} = injectedRtkApi;
