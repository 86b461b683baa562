import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    companionRegister: build.mutation<
      CompanionRegisterApiResponse,
      CompanionRegisterApiArg
    >({
      query: (queryArg) => ({
        url: `/api/download-registrant`,
        method: "POST",
        body: queryArg.registerDownloadRequest,
      }),
    }),
    companionListWorksheets: build.query<
      CompanionListWorksheetsApiResponse,
      CompanionListWorksheetsApiArg
    >({
      query: () => ({ url: `/api/worksheets` }),
    }),
    companionDownload: build.query<
      CompanionDownloadApiResponse,
      CompanionDownloadApiArg
    >({
      query: (queryArg) => ({ url: `/api/download/${queryArg.id}` }),
    }),
    companionContact: build.mutation<
      CompanionContactApiResponse,
      CompanionContactApiArg
    >({
      query: (queryArg) => ({
        url: `/api/contact`,
        method: "POST",
        body: queryArg.contactRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type CompanionRegisterApiResponse =
  /** status 201 Registered; sets the httpOnly cookie that lets later downloads be recorded for this registrant */ CompanionSubmissionResponse;
export type CompanionRegisterApiArg = {
  registerDownloadRequest: RegisterDownloadRequest;
};
export type CompanionListWorksheetsApiResponse =
  /** status 200 The 26 worksheets in catalogue order (the bulk set pivot-all is not one of them) */ WorksheetResponse[];
export type CompanionListWorksheetsApiArg = void;
export type CompanionDownloadApiResponse = unknown;
export type CompanionDownloadApiArg = {
  id: string;
};
export type CompanionContactApiResponse =
  /** status 201 Received; a person replies within 3 business days */ CompanionSubmissionResponse;
export type CompanionContactApiArg = {
  contactRequest: ContactRequest;
};
export type CompanionSubmissionResponse = {
  success: boolean;
  message: string;
};
export type RegisterDownloadRequest = {
  name: string;
  companyName: string;
  email: string;
  /** The file the gate opened for: a worksheet id or pivot-all */
  fileType:
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
export type WorksheetResponse = {
  /** The id of GET /api/download/{id} */
  id: string;
  title: string;
  /** The category, in Japanese */
  category: string;
  /** The explanation printed on the sheet */
  description: string;
};
export type ContactRequest = {
  companyName: string;
  contactPerson: string;
  email: string;
  /** Optional; empty or null for none */
  phone?: string | null;
  inquiryType: "organization" | "workshop" | "other";
  message: string;
};
export const {
  useCompanionRegisterMutation,
  useCompanionListWorksheetsQuery,
  useCompanionDownloadQuery,
  useCompanionContactMutation,
} = injectedRtkApi;
