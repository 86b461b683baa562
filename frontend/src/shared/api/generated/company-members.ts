import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyMembersListCompanyMembers: build.query<
      CompanyMembersListCompanyMembersApiResponse,
      CompanyMembersListCompanyMembersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company-members`,
        params: {
          teamId: queryArg.teamId,
        },
      }),
    }),
    companyMembersCreateCompanyMember: build.mutation<
      CompanyMembersCreateCompanyMemberApiResponse,
      CompanyMembersCreateCompanyMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company-members`,
        method: "POST",
        body: queryArg.createCompanyMemberRequest,
      }),
    }),
    companyMembersGetCompanyMemberStats: build.query<
      CompanyMembersGetCompanyMemberStatsApiResponse,
      CompanyMembersGetCompanyMemberStatsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company-members/stats`,
        params: {
          teamId: queryArg.teamId,
        },
      }),
    }),
    companyMembersExportCompanyMembers: build.query<
      CompanyMembersExportCompanyMembersApiResponse,
      CompanyMembersExportCompanyMembersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company-members/export`,
        params: {
          teamId: queryArg.teamId,
        },
      }),
    }),
    companyMembersListTeamCompanyMembers: build.query<
      CompanyMembersListTeamCompanyMembersApiResponse,
      CompanyMembersListTeamCompanyMembersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company-members/team/${queryArg.teamId}`,
      }),
    }),
    companyMembersUpdateCompanyMember: build.mutation<
      CompanyMembersUpdateCompanyMemberApiResponse,
      CompanyMembersUpdateCompanyMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company-members/${queryArg.id}`,
        method: "PUT",
        body: queryArg.updateCompanyMemberRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    companyMembersDeleteCompanyMember: build.mutation<
      CompanyMembersDeleteCompanyMemberApiResponse,
      CompanyMembersDeleteCompanyMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company-members/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    companyMembersPreviewCompanyMemberImport: build.mutation<
      CompanyMembersPreviewCompanyMemberImportApiResponse,
      CompanyMembersPreviewCompanyMemberImportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company-members/import/preview`,
        method: "POST",
        body: queryArg.memberCsvUploadRequest,
      }),
    }),
    companyMembersImportCompanyMembers: build.mutation<
      CompanyMembersImportCompanyMembersApiResponse,
      CompanyMembersImportCompanyMembersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company-members/import`,
        method: "POST",
        body: queryArg.memberCsvUploadRequest,
      }),
    }),
    companyMembersGetCompanyMemberImport: build.query<
      CompanyMembersGetCompanyMemberImportApiResponse,
      CompanyMembersGetCompanyMemberImportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company-members/import/${queryArg.jobId}`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type CompanyMembersListCompanyMembersApiResponse =
  /** status 200  */ CompanyMemberResponse[];
export type CompanyMembersListCompanyMembersApiArg = {
  /** One team; without it, every team the caller may read. */
  teamId?: any;
};
export type CompanyMembersCreateCompanyMemberApiResponse =
  /** status 201  */ CreatedResponse;
export type CompanyMembersCreateCompanyMemberApiArg = {
  createCompanyMemberRequest: CreateCompanyMemberRequest;
};
export type CompanyMembersGetCompanyMemberStatsApiResponse =
  /** status 200  */ MemberStatsResponse;
export type CompanyMembersGetCompanyMemberStatsApiArg = {
  teamId: any;
};
export type CompanyMembersExportCompanyMembersApiResponse =
  /** status 200 UTF-8 with BOM, Japanese header (the import accepts it back). */ string;
export type CompanyMembersExportCompanyMembersApiArg = {
  teamId: any;
};
export type CompanyMembersListTeamCompanyMembersApiResponse =
  /** status 200  */ CompanyMemberResponse[];
export type CompanyMembersListTeamCompanyMembersApiArg = {
  teamId: string;
};
export type CompanyMembersUpdateCompanyMemberApiResponse =
  /** status 200  */ UpdatedResponse;
export type CompanyMembersUpdateCompanyMemberApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  updateCompanyMemberRequest: UpdateCompanyMemberRequest;
};
export type CompanyMembersDeleteCompanyMemberApiResponse = unknown;
export type CompanyMembersDeleteCompanyMemberApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type CompanyMembersPreviewCompanyMemberImportApiResponse =
  /** status 200 Nothing is registered; every row with its problems. */ MemberCsvPreviewResponse;
export type CompanyMembersPreviewCompanyMemberImportApiArg = {
  memberCsvUploadRequest: MemberCsvUploadRequest;
};
export type CompanyMembersImportCompanyMembersApiResponse =
  /** status 202 The file is read; its valid rows are being registered in the background, each by its own command (poll GET import/{jobId}). */ MemberImportJobResponse;
export type CompanyMembersImportCompanyMembersApiArg = {
  memberCsvUploadRequest: MemberCsvUploadRequest;
};
export type CompanyMembersGetCompanyMemberImportApiResponse =
  /** status 200 Rows done of all rows, and the result so far (the result once done). */ MemberImportJobResponse;
export type CompanyMembersGetCompanyMemberImportApiArg = {
  jobId: string;
};
export type MemberPositionRef = {
  name: string;
};
export type CompanyMemberResponse = {
  id: string;
  teamId: string;
  firstName: string;
  lastName: string;
  /** Family name first: `姓 名`. */
  displayName: string;
  email: string | null;
  phoneNumber: string | null;
  positionId: string | null;
  positionName: string | null;
  /** Part 2 client shape: position.name. */
  position: MemberPositionRef | null;
  departmentId: string | null;
  departmentName: string | null;
  departmentTags: string[];
  teamTags: string[];
  organizationName: string | null;
  /** Same value as organizationName. */
  companyName: string | null;
  notes: string | null;
  hireDate: string | null;
  /** Stream revision, for If-Match. */
  revision: number;
  createdAt: string;
};
export type ErrorResponse = {
  statusCode: number;
  message: string | string[];
  error: string;
};
export type CreatedResponse = {
  /** Id of the new item. */
  id: string;
};
export type CreateCompanyMemberRequest = {
  /** Unique in the deployment (409 with 重複). */
  email?: string | null;
  phoneNumber?: string | null;
  positionId?: string | null;
  departmentId?: string | null;
  departmentTags?: string[];
  teamTags?: string[];
  organizationName?: string | null;
  /** Same field as organizationName. */
  companyName?: string | null;
  notes?: string | null;
  hireDate?: string | null;
  /** The member's team (required unless teamTags gives it). */
  teamId?: string;
  firstName: string;
  lastName: string;
};
export type MemberStatsResponse = {
  totalMembers: number;
  /** Number of positions defined for the team. */
  positions: number;
  /** Members hired in the current calendar month in the deployment time zone (Asia/Tokyo by default): by hireDate, or by the registration date (createdAt) when hireDate is empty. */
  newHiresThisMonth: number;
  /** The month counted (YYYY-MM). */
  month: string;
};
export type UpdatedResponse = {
  id: string;
  /** The item's new revision, for the next If-Match. */
  revision: number;
};
export type UpdateCompanyMemberRequest = {
  /** Unique in the deployment (409 with 重複). */
  email?: string | null;
  phoneNumber?: string | null;
  positionId?: string | null;
  departmentId?: string | null;
  departmentTags?: string[];
  teamTags?: string[];
  organizationName?: string | null;
  /** Same field as organizationName. */
  companyName?: string | null;
  notes?: string | null;
  hireDate?: string | null;
  /** The member's team (required unless teamTags gives it). */
  teamId?: string;
  firstName?: string;
  lastName?: string;
};
export type MemberCsvRowResponse = {
  /** Row number in the file (the header is row 1). */
  rowNumber: number;
  lastName: string;
  firstName: string;
  email: string | null;
  position: string | null;
  positionId: string | null;
  department: string | null;
  departmentId: string | null;
  phoneNumber: string | null;
  hireDate: string | null;
  notes: string | null;
  /** Empty when the row can be imported. */
  errors: string[];
  valid: boolean;
};
export type MemberCsvPreviewResponse = {
  encoding: "utf-8" | "shift_jis";
  rows: MemberCsvRowResponse[];
  validCount: number;
  errorCount: number;
};
export type MemberCsvUploadRequest = {
  /** CSV, UTF-8 (with or without BOM) or Shift_JIS, at most 1 MB and 2000 rows. */
  file: Blob;
  teamId: string;
};
export type MemberImportErrorResponse = {
  rowNumber: number;
  messages: string[];
};
export type MemberImportResultResponse = {
  imported: number;
  skipped: number;
  errors: MemberImportErrorResponse[];
};
export type MemberImportJobResponse = {
  id: string;
  state: "running" | "done" | "failed" | "interrupted";
  /** Rows in the file */
  total: number;
  /** Rows registered or skipped so far */
  done: number;
  /** What is registered and skipped so far; the result once done */
  progress: MemberImportResultResponse;
  /** Why it failed or stopped (Japanese) */
  error: string | null;
};
export const {
  useCompanyMembersListCompanyMembersQuery,
  useCompanyMembersCreateCompanyMemberMutation,
  useCompanyMembersGetCompanyMemberStatsQuery,
  useCompanyMembersExportCompanyMembersQuery,
  useCompanyMembersListTeamCompanyMembersQuery,
  useCompanyMembersUpdateCompanyMemberMutation,
  useCompanyMembersDeleteCompanyMemberMutation,
  useCompanyMembersPreviewCompanyMemberImportMutation,
  useCompanyMembersImportCompanyMembersMutation,
  useCompanyMembersGetCompanyMemberImportQuery,
} = injectedRtkApi;
