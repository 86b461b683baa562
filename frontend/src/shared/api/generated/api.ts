import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectionsAdminList: build.query<
      ProjectionsAdminListApiResponse,
      ProjectionsAdminListApiArg
    >({
      query: () => ({ url: `/api/admin/projections` }),
    }),
    projectionsAdminRebuildAll: build.mutation<
      ProjectionsAdminRebuildAllApiResponse,
      ProjectionsAdminRebuildAllApiArg
    >({
      query: () => ({ url: `/api/admin/projections/rebuild`, method: "POST" }),
    }),
    projectionsAdminRebuild: build.mutation<
      ProjectionsAdminRebuildApiResponse,
      ProjectionsAdminRebuildApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/projections/${queryArg.name}/rebuild`,
        method: "POST",
      }),
    }),
    healthCheck: build.query<HealthCheckApiResponse, HealthCheckApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    siteConfigGet: build.query<SiteConfigGetApiResponse, SiteConfigGetApiArg>({
      query: () => ({ url: `/api/site-config` }),
    }),
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
    usersCurrentUser: build.query<
      UsersCurrentUserApiResponse,
      UsersCurrentUserApiArg
    >({
      query: () => ({ url: `/api/auth/user` }),
    }),
    usersUpdateProfile: build.mutation<
      UsersUpdateProfileApiResponse,
      UsersUpdateProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}`,
        method: "PUT",
        body: queryArg.updateProfileRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    teamsListTeams: build.query<
      TeamsListTeamsApiResponse,
      TeamsListTeamsApiArg
    >({
      query: () => ({ url: `/api/teams` }),
    }),
    teamsCreateTeam: build.mutation<
      TeamsCreateTeamApiResponse,
      TeamsCreateTeamApiArg
    >({
      query: (queryArg) => ({
        url: `/api/teams`,
        method: "POST",
        body: queryArg.createTeamRequest,
      }),
    }),
    teamsDeleteTeam: build.mutation<
      TeamsDeleteTeamApiResponse,
      TeamsDeleteTeamApiArg
    >({
      query: (queryArg) => ({
        url: `/api/teams/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    teamsListTeamMembers: build.query<
      TeamsListTeamMembersApiResponse,
      TeamsListTeamMembersApiArg
    >({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.teamId}/members` }),
    }),
    teamsJoinTeam: build.mutation<
      TeamsJoinTeamApiResponse,
      TeamsJoinTeamApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user-teams`,
        method: "POST",
        body: queryArg.joinTeamRequest,
      }),
    }),
    teamsLeaveTeam: build.mutation<
      TeamsLeaveTeamApiResponse,
      TeamsLeaveTeamApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user-teams/${queryArg.teamId}`,
        method: "DELETE",
      }),
    }),
    departmentsListDepartments: build.query<
      DepartmentsListDepartmentsApiResponse,
      DepartmentsListDepartmentsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/departments`,
        params: {
          teamId: queryArg.teamId,
        },
      }),
    }),
    departmentsCreateDepartment: build.mutation<
      DepartmentsCreateDepartmentApiResponse,
      DepartmentsCreateDepartmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/departments`,
        method: "POST",
        body: queryArg.createDepartmentRequest,
      }),
    }),
    departmentsUpdateDepartment: build.mutation<
      DepartmentsUpdateDepartmentApiResponse,
      DepartmentsUpdateDepartmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/departments/${queryArg.id}`,
        method: "PUT",
        body: queryArg.updateDepartmentRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    departmentsDeleteDepartment: build.mutation<
      DepartmentsDeleteDepartmentApiResponse,
      DepartmentsDeleteDepartmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/departments/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    departmentsListUserDepartments: build.query<
      DepartmentsListUserDepartmentsApiResponse,
      DepartmentsListUserDepartmentsApiArg
    >({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}/departments` }),
    }),
    departmentsLinkUserDepartment: build.mutation<
      DepartmentsLinkUserDepartmentApiResponse,
      DepartmentsLinkUserDepartmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}/departments`,
        method: "POST",
        body: queryArg.linkUserDepartmentRequest,
      }),
    }),
    positionsListPositions: build.query<
      PositionsListPositionsApiResponse,
      PositionsListPositionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/positions`,
        params: {
          teamId: queryArg.teamId,
        },
      }),
    }),
    positionsCreatePosition: build.mutation<
      PositionsCreatePositionApiResponse,
      PositionsCreatePositionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/positions`,
        method: "POST",
        body: queryArg.createPositionRequest,
      }),
    }),
    positionsUpdatePosition: build.mutation<
      PositionsUpdatePositionApiResponse,
      PositionsUpdatePositionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/positions/${queryArg.id}`,
        method: "PUT",
        body: queryArg.updatePositionRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    positionsDeletePosition: build.mutation<
      PositionsDeletePositionApiResponse,
      PositionsDeletePositionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/positions/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
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
    oneOnOneMatrixListManagerEntries: build.query<
      OneOnOneMatrixListManagerEntriesApiResponse,
      OneOnOneMatrixListManagerEntriesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/manager`,
        params: {
          teamId: queryArg.teamId,
          managerId: queryArg.managerId,
        },
      }),
    }),
    oneOnOneMatrixCreateEntry: build.mutation<
      OneOnOneMatrixCreateEntryApiResponse,
      OneOnOneMatrixCreateEntryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix`,
        method: "POST",
        body: queryArg.createOneOnOneEntryRequest,
      }),
    }),
    oneOnOneMatrixGetGrowthHistory: build.query<
      OneOnOneMatrixGetGrowthHistoryApiResponse,
      OneOnOneMatrixGetGrowthHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/growth-history`,
        params: {
          teamId: queryArg.teamId,
        },
      }),
    }),
    oneOnOneMatrixDeleteGrowthPoint: build.mutation<
      OneOnOneMatrixDeleteGrowthPointApiResponse,
      OneOnOneMatrixDeleteGrowthPointApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/growth-history/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    oneOnOneMatrixMoveEntry: build.mutation<
      OneOnOneMatrixMoveEntryApiResponse,
      OneOnOneMatrixMoveEntryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/${queryArg.id}`,
        method: "PUT",
        body: queryArg.moveOneOnOneEntryRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    oneOnOneMatrixDeleteEntry: build.mutation<
      OneOnOneMatrixDeleteEntryApiResponse,
      OneOnOneMatrixDeleteEntryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    oneOnOneMatrixRecordSession: build.mutation<
      OneOnOneMatrixRecordSessionApiResponse,
      OneOnOneMatrixRecordSessionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/${queryArg.id}/sessions`,
        method: "POST",
        body: queryArg.recordOneOnOneSessionRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    oneOnOneMatrixListSessions: build.query<
      OneOnOneMatrixListSessionsApiResponse,
      OneOnOneMatrixListSessionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/${queryArg.id}/sessions`,
      }),
    }),
    msMatrixGetTeamMatrix: build.query<
      MsMatrixGetTeamMatrixApiResponse,
      MsMatrixGetTeamMatrixApiArg
    >({
      query: (queryArg) => ({ url: `/api/ms-matrix/team/${queryArg.teamId}` }),
    }),
    msMatrixExportTeamMatrixCsv: build.query<
      MsMatrixExportTeamMatrixCsvApiResponse,
      MsMatrixExportTeamMatrixCsvApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/team/${queryArg.teamId}/export.csv`,
      }),
    }),
    msMatrixGetGrowthHistory: build.query<
      MsMatrixGetGrowthHistoryApiResponse,
      MsMatrixGetGrowthHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/growth-history/${queryArg.teamId}`,
      }),
    }),
    msMatrixClearTeamHistory: build.mutation<
      MsMatrixClearTeamHistoryApiResponse,
      MsMatrixClearTeamHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/growth-history/${queryArg.teamId}`,
        method: "DELETE",
      }),
    }),
    msMatrixDeleteGrowthPoint: build.mutation<
      MsMatrixDeleteGrowthPointApiResponse,
      MsMatrixDeleteGrowthPointApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/growth-history/point/${queryArg.pointId}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    msMatrixGetEntryAudit: build.query<
      MsMatrixGetEntryAuditApiResponse,
      MsMatrixGetEntryAuditApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/entries/${queryArg.id}/audit`,
      }),
    }),
    msMatrixPlaceMember: build.mutation<
      MsMatrixPlaceMemberApiResponse,
      MsMatrixPlaceMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix`,
        method: "POST",
        body: queryArg.placeMatrixMemberRequest,
      }),
    }),
    msMatrixMoveMember: build.mutation<
      MsMatrixMoveMemberApiResponse,
      MsMatrixMoveMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/${queryArg.id}`,
        method: "PUT",
        body: queryArg.moveMatrixMemberRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    msMatrixRemoveMember: build.mutation<
      MsMatrixRemoveMemberApiResponse,
      MsMatrixRemoveMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    dashboardGetSummary: build.query<
      DashboardGetSummaryApiResponse,
      DashboardGetSummaryApiArg
    >({
      query: () => ({ url: `/api/dashboard/summary` }),
    }),
    dashboardGetMsMovement: build.query<
      DashboardGetMsMovementApiResponse,
      DashboardGetMsMovementApiArg
    >({
      query: (queryArg) => ({
        url: `/api/dashboard/ms-movement/${queryArg.teamId}`,
      }),
    }),
    aiCoachingCoach: build.query<
      AiCoachingCoachApiResponse,
      AiCoachingCoachApiArg
    >({
      query: () => ({ url: `/api/ai-coaching/coach` }),
    }),
    aiCoachingScenarios: build.query<
      AiCoachingScenariosApiResponse,
      AiCoachingScenariosApiArg
    >({
      query: () => ({ url: `/api/ai-coaching/scenarios` }),
    }),
    aiCoachingSessions: build.query<
      AiCoachingSessionsApiResponse,
      AiCoachingSessionsApiArg
    >({
      query: () => ({ url: `/api/ai-coaching/sessions` }),
    }),
    aiCoachingStartSession: build.mutation<
      AiCoachingStartSessionApiResponse,
      AiCoachingStartSessionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/sessions`,
        method: "POST",
        body: queryArg.startCoachingSessionRequest,
      }),
    }),
    aiCoachingActiveSession: build.query<
      AiCoachingActiveSessionApiResponse,
      AiCoachingActiveSessionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/active-session`,
        params: {
          sessionType: queryArg.sessionType,
        },
      }),
    }),
    aiCoachingSession: build.query<
      AiCoachingSessionApiResponse,
      AiCoachingSessionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/sessions/${queryArg.id}`,
      }),
    }),
    aiCoachingDeleteSession: build.mutation<
      AiCoachingDeleteSessionApiResponse,
      AiCoachingDeleteSessionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/sessions/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    aiCoachingComplete: build.mutation<
      AiCoachingCompleteApiResponse,
      AiCoachingCompleteApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/sessions/${queryArg.id}/complete`,
        method: "POST",
      }),
    }),
    aiCoachingStats: build.query<
      AiCoachingStatsApiResponse,
      AiCoachingStatsApiArg
    >({
      query: () => ({ url: `/api/ai-coaching/stats` }),
    }),
    aiCoachingRecommendations: build.query<
      AiCoachingRecommendationsApiResponse,
      AiCoachingRecommendationsApiArg
    >({
      query: () => ({ url: `/api/ai-coaching/recommendations` }),
    }),
    aiCoachingCompleteRecommendation: build.mutation<
      AiCoachingCompleteRecommendationApiResponse,
      AiCoachingCompleteRecommendationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/sessions/${queryArg.id}/recommendations/${queryArg.recommendationId}/complete`,
        method: "POST",
      }),
    }),
    aiCoachingSend: build.mutation<
      AiCoachingSendApiResponse,
      AiCoachingSendApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ai-coaching/chat`,
        method: "POST",
        body: queryArg.chatRequest,
      }),
    }),
    journalListJournalEntries: build.query<
      JournalListJournalEntriesApiResponse,
      JournalListJournalEntriesApiArg
    >({
      query: () => ({ url: `/api/journal` }),
    }),
    journalWrite: build.mutation<JournalWriteApiResponse, JournalWriteApiArg>({
      query: (queryArg) => ({
        url: `/api/journal`,
        method: "POST",
        body: queryArg.writeJournalEntryRequest,
      }),
    }),
    journalInsights: build.query<
      JournalInsightsApiResponse,
      JournalInsightsApiArg
    >({
      query: () => ({ url: `/api/journal/insights` }),
    }),
    journalDelete: build.mutation<
      JournalDeleteApiResponse,
      JournalDeleteApiArg
    >({
      query: (queryArg) => ({
        url: `/api/journal/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
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
export type ProjectionsAdminListApiResponse =
  /** status 200  */ ProjectionStatusDto[];
export type ProjectionsAdminListApiArg = void;
export type ProjectionsAdminRebuildAllApiResponse =
  /** status 202  */ ProjectionStatusDto[];
export type ProjectionsAdminRebuildAllApiArg = void;
export type ProjectionsAdminRebuildApiResponse =
  /** status 202  */ ProjectionStatusDto;
export type ProjectionsAdminRebuildApiArg = {
  name: string;
};
export type HealthCheckApiResponse = /** status 200  */ HealthDto;
export type HealthCheckApiArg = void;
export type SiteConfigGetApiResponse = /** status 200  */ SiteConfigDto;
export type SiteConfigGetApiArg = void;
export type AuthLoginApiResponse = unknown;
export type AuthLoginApiArg = {
  returnTo?: string;
};
export type AuthCallbackApiResponse = unknown;
export type AuthCallbackApiArg = void;
export type AuthLogoutApiResponse = unknown;
export type AuthLogoutApiArg = void;
export type UsersCurrentUserApiResponse =
  /** status 200 The signed-in user */ UserResponse;
export type UsersCurrentUserApiArg = void;
export type UsersUpdateProfileApiResponse = /** status 200  */ UserResponse;
export type UsersUpdateProfileApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  updateProfileRequest: UpdateProfileRequest;
};
export type TeamsListTeamsApiResponse =
  /** status 200 Every team (one organisation per deployment), with the caller's relation to each. */ TeamResponse[];
export type TeamsListTeamsApiArg = void;
export type TeamsCreateTeamApiResponse =
  /** status 201 The creator becomes the first leader and a member. */ CreatedResponse;
export type TeamsCreateTeamApiArg = {
  createTeamRequest: CreateTeamRequest;
};
export type TeamsDeleteTeamApiResponse = unknown;
export type TeamsDeleteTeamApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type TeamsListTeamMembersApiResponse =
  /** status 200 Users who joined the team; members, team_admin and admin may read. */ TeamMemberResponse[];
export type TeamsListTeamMembersApiArg = {
  teamId: string;
};
export type TeamsJoinTeamApiResponse =
  /** status 201 Joining again only changes isPrimaryTeam. */ UserTeamResponse;
export type TeamsJoinTeamApiArg = {
  joinTeamRequest: JoinTeamRequest;
};
export type TeamsLeaveTeamApiResponse = unknown;
export type TeamsLeaveTeamApiArg = {
  teamId: string;
};
export type DepartmentsListDepartmentsApiResponse =
  /** status 200  */ DepartmentResponse[];
export type DepartmentsListDepartmentsApiArg = {
  /** One team (any signed-in user: the welcome dialog lists them before joining); without it, the teams the caller may read. */
  teamId?: any;
};
export type DepartmentsCreateDepartmentApiResponse =
  /** status 201 Members of the team may add a department. */ CreatedResponse;
export type DepartmentsCreateDepartmentApiArg = {
  createDepartmentRequest: CreateDepartmentRequest;
};
export type DepartmentsUpdateDepartmentApiResponse =
  /** status 200  */ UpdatedResponse;
export type DepartmentsUpdateDepartmentApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  updateDepartmentRequest: UpdateDepartmentRequest;
};
export type DepartmentsDeleteDepartmentApiResponse = unknown;
export type DepartmentsDeleteDepartmentApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type DepartmentsListUserDepartmentsApiResponse =
  /** status 200 The user's own departments (admins and team admins may read anyone's). */ UserDepartmentResponse[];
export type DepartmentsListUserDepartmentsApiArg = {
  id: string;
};
export type DepartmentsLinkUserDepartmentApiResponse =
  /** status 201 The user must belong to the department's team. */ UserDepartmentLinkResponse;
export type DepartmentsLinkUserDepartmentApiArg = {
  id: string;
  linkUserDepartmentRequest: LinkUserDepartmentRequest;
};
export type PositionsListPositionsApiResponse =
  /** status 200 Highest level first. */ PositionResponse[];
export type PositionsListPositionsApiArg = {
  /** One team; without it, the teams the caller may read. */
  teamId?: any;
};
export type PositionsCreatePositionApiResponse =
  /** status 201  */ CreatedResponse;
export type PositionsCreatePositionApiArg = {
  createPositionRequest: CreatePositionRequest;
};
export type PositionsUpdatePositionApiResponse =
  /** status 200  */ UpdatedResponse;
export type PositionsUpdatePositionApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  updatePositionRequest: UpdatePositionRequest;
};
export type PositionsDeletePositionApiResponse = unknown;
export type PositionsDeletePositionApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
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
  /** status 200 Each valid row is registered by its own command; the others are skipped with their reasons. */ MemberImportResultResponse;
export type CompanyMembersImportCompanyMembersApiArg = {
  memberCsvUploadRequest: MemberCsvUploadRequest;
};
export type OneOnOneMatrixListManagerEntriesApiResponse =
  /** status 200  */ OneOnOneEntryResponse[];
export type OneOnOneMatrixListManagerEntriesApiArg = {
  teamId?: string;
  /** Admins only: another manager (user id) */
  managerId?: string;
};
export type OneOnOneMatrixCreateEntryApiResponse =
  /** status 201  */ OneOnOneEntryResponse;
export type OneOnOneMatrixCreateEntryApiArg = {
  createOneOnOneEntryRequest: CreateOneOnOneEntryRequest;
};
export type OneOnOneMatrixGetGrowthHistoryApiResponse =
  /** status 200  */ OneOnOneGrowthHistoryResponse[];
export type OneOnOneMatrixGetGrowthHistoryApiArg = {
  teamId?: string;
};
export type OneOnOneMatrixDeleteGrowthPointApiResponse = unknown;
export type OneOnOneMatrixDeleteGrowthPointApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type OneOnOneMatrixMoveEntryApiResponse =
  /** status 200  */ OneOnOneEntryResponse;
export type OneOnOneMatrixMoveEntryApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  moveOneOnOneEntryRequest: MoveOneOnOneEntryRequest;
};
export type OneOnOneMatrixDeleteEntryApiResponse = unknown;
export type OneOnOneMatrixDeleteEntryApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type OneOnOneMatrixRecordSessionApiResponse =
  /** status 201  */ OneOnOneSessionResponse;
export type OneOnOneMatrixRecordSessionApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  recordOneOnOneSessionRequest: RecordOneOnOneSessionRequest;
};
export type OneOnOneMatrixListSessionsApiResponse =
  /** status 200  */ OneOnOneSessionResponse[];
export type OneOnOneMatrixListSessionsApiArg = {
  id: string;
};
export type MsMatrixGetTeamMatrixApiResponse =
  /** status 200 Every entry for the team's leaders, team_admin and admin; a plain member gets only their own (the company member linked to them by e-mail), or none */ MsMatrixEntryResponse[];
export type MsMatrixGetTeamMatrixApiArg = {
  teamId: string;
};
export type MsMatrixExportTeamMatrixCsvApiResponse = unknown;
export type MsMatrixExportTeamMatrixCsvApiArg = {
  teamId: string;
};
export type MsMatrixGetGrowthHistoryApiResponse =
  /** status 200 Every member for leaders, team_admin and admin; a plain member gets only their own trail */ MemberGrowthHistoryResponse[];
export type MsMatrixGetGrowthHistoryApiArg = {
  teamId: string;
};
export type MsMatrixClearTeamHistoryApiResponse =
  /** status 200 Every member keeps only its current position */ ClearMatrixHistoryResponse;
export type MsMatrixClearTeamHistoryApiArg = {
  teamId: string;
};
export type MsMatrixDeleteGrowthPointApiResponse = unknown;
export type MsMatrixDeleteGrowthPointApiArg = {
  pointId: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type MsMatrixGetEntryAuditApiResponse =
  /** status 200 Read from the entry's events, oldest first */ MatrixAuditRecordResponse[];
export type MsMatrixGetEntryAuditApiArg = {
  id: string;
};
export type MsMatrixPlaceMemberApiResponse =
  /** status 201  */ MsMatrixEntryResponse;
export type MsMatrixPlaceMemberApiArg = {
  placeMatrixMemberRequest: PlaceMatrixMemberRequest;
};
export type MsMatrixMoveMemberApiResponse =
  /** status 200  */ MsMatrixEntryResponse;
export type MsMatrixMoveMemberApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  moveMatrixMemberRequest: MoveMatrixMemberRequest;
};
export type MsMatrixRemoveMemberApiResponse = unknown;
export type MsMatrixRemoveMemberApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type DashboardGetSummaryApiResponse =
  /** status 200  */ DashboardSummaryResponse;
export type DashboardGetSummaryApiArg = void;
export type DashboardGetMsMovementApiResponse =
  /** status 200 The team's movement on the MS board this month */ MsMovementResponse;
export type DashboardGetMsMovementApiArg = {
  teamId: string;
};
export type AiCoachingCoachApiResponse =
  /** status 200 Who answers: the offline coach, or the provider AI_PROVIDER names */ CoachInfoResponse;
export type AiCoachingCoachApiArg = void;
export type AiCoachingScenariosApiResponse =
  /** status 200  */ ScenarioResponse[];
export type AiCoachingScenariosApiArg = void;
export type AiCoachingSessionsApiResponse =
  /** status 200 The caller's sessions, newest first */ CoachingSessionResponse[];
export type AiCoachingSessionsApiArg = void;
export type AiCoachingStartSessionApiResponse =
  /** status 201 Started with the coach's (or persona's) opening line */ CoachingSessionResponse;
export type AiCoachingStartSessionApiArg = {
  startCoachingSessionRequest: StartCoachingSessionRequest;
};
export type AiCoachingActiveSessionApiResponse =
  /** status 200 The caller's newest active session, or null */ CoachingSessionResponse;
export type AiCoachingActiveSessionApiArg = {
  sessionType?: "reflection" | "coaching" | "planning" | "roleplay";
};
export type AiCoachingSessionApiResponse =
  /** status 200  */ CoachingSessionResponse;
export type AiCoachingSessionApiArg = {
  id: string;
};
export type AiCoachingDeleteSessionApiResponse = unknown;
export type AiCoachingDeleteSessionApiArg = {
  id: string;
};
export type AiCoachingCompleteApiResponse =
  /** status 200 Ended, with its summary, debrief (role-play) and recommendations */ CoachingSessionResponse;
export type AiCoachingCompleteApiArg = {
  id: string;
};
export type AiCoachingStatsApiResponse =
  /** status 200  */ CoachingStatsResponse;
export type AiCoachingStatsApiArg = void;
export type AiCoachingRecommendationsApiResponse =
  /** status 200 Open ones first */ RecommendationResponse[];
export type AiCoachingRecommendationsApiArg = void;
export type AiCoachingCompleteRecommendationApiResponse = unknown;
export type AiCoachingCompleteRecommendationApiArg = {
  id: string;
  recommendationId: string;
};
export type AiCoachingSendApiResponse = /** status 200  */ ChatResponse;
export type AiCoachingSendApiArg = {
  chatRequest: ChatRequest;
};
export type JournalListJournalEntriesApiResponse =
  /** status 200 The caller's own entries, newest first */ JournalEntryResponse[];
export type JournalListJournalEntriesApiArg = void;
export type JournalWriteApiResponse =
  /** status 201 The entry, with the AI summary of its four parts */ JournalEntryResponse;
export type JournalWriteApiArg = {
  writeJournalEntryRequest: WriteJournalEntryRequest;
};
export type JournalInsightsApiResponse =
  /** status 200 Computed from the caller's own entries */ JournalInsightsResponse;
export type JournalInsightsApiArg = void;
export type JournalDeleteApiResponse = unknown;
export type JournalDeleteApiArg = {
  id: string;
};
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
export type SampleTeamCreateSampleTeamApiResponse =
  /** status 201 Creates the caller's sample team (サンプルチーム（お試し）: fictional members with two months of history on the MS and 1on1 boards), the caller its leader; answers the same team while the caller already has one (no body). */ SampleTeamResponse;
export type SampleTeamCreateSampleTeamApiArg = void;
export type RebuildProgressDto = {
  /** idle: never rebuilt; queued/rebuilding: under way; done/failed: the last rebuild */
  state: "idle" | "queued" | "rebuilding" | "done" | "failed";
  /** Events replayed so far */
  done: number;
  /** Events to replay */
  total: number;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why the last rebuild failed */
  error: string | null;
};
export type ProjectionStatusDto = {
  name: string;
  /** projection: builds read-model tables; reactor: issues commands in reaction to events, never rebuilt */
  kind: "projection" | "reactor";
  state: "running" | "catching_up" | "rebuilding" | "failed" | "stopped";
  /** Global position of the last applied (or reacted-to) event (a decimal string: it may exceed 2^53) */
  position: string;
  /** Position of the newest readable event */
  headPosition: string;
  /** Events in the log after this projection’s position */
  lag: number;
  /** The app instance running it now (host:pid:suffix, from its lease); null when no instance does */
  runner: string | null;
  /** Event types it applies (or reacts to) */
  handles: string[];
  /** Read-model tables it owns (none for a reactor) */
  tables: string[];
  /** The error that stopped it (or stopped it last) */
  lastError: string | null;
  /** Position of the event it failed on */
  failedPosition: string | null;
  updatedAt: string | null;
  rebuild: RebuildProgressDto;
};
export type ApiErrorDto = {
  statusCode: number;
  message: string | string[];
  error: string;
};
export type ComponentHealthDto = {
  status: "up" | "down";
  /** Why the component is down */
  error?: string;
};
export type EventStoreHealthDto = {
  status: "up" | "down";
  /** Why the component is down */
  error?: string;
  /** Position of the newest readable event */
  headPosition: string | null;
};
export type ProjectionsHealthDto = {
  status: "up" | "down";
  /** Why the component is down */
  error?: string;
  /** Number of projections and reactors */
  count: number;
  /** Largest number of events a projection or reactor is behind */
  maxLag: number | null;
  /** Projections and reactors stopped on a failing event */
  failed: string[];
  /** Projections being rebuilt */
  rebuilding: string[];
};
export type HealthChecksDto = {
  database: ComponentHealthDto;
  eventStore: EventStoreHealthDto;
  projections: ProjectionsHealthDto;
};
export type HealthDto = {
  /** degraded (HTTP 503) when a component is down or a projection or reactor failed */
  status: "ok" | "degraded";
  checkedAt: string;
  checks: HealthChecksDto;
};
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
};
export type UserResponse = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: "member" | "team_admin" | "admin";
  /** userType admin, or listed in ADMIN_EMAILS */
  isAdmin: boolean;
  profileImageUrl: string | null;
  hireDate: string | null;
  notes: string | null;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Stream revision; send as If-Match to edit safely (-1 while not yet projected) */
  revision: number;
};
export type UpdateProfileRequest = {
  /** 名 */
  firstName: string;
  /** 姓 */
  lastName: string;
  /** 入社日 (ISO date) */
  hireDate?: string | null;
  /** メモ */
  notes?: string | null;
};
export type TeamResponse = {
  id: string;
  name: string;
  description: string | null;
  organizationType: string;
  /** The creator, the first leader. */
  leaderId: string;
  isActive: boolean;
  /** Users who joined the team. */
  memberCount: number;
  createdAt: string;
  /** Stream revision, for If-Match. */
  revision: number;
  /** The caller belongs to the team. */
  isMember: boolean;
  /** The caller may read every member's data at once: the whole MS board, the member list with e-mails, the exports (leader, team_admin or admin). A plain member sees only their own entry. */
  canReadBoard: boolean;
  /** The caller may change the team (leader, team_admin or admin). */
  canManage: boolean;
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
export type CreateTeamRequest = {
  name: string;
  description?: string | null;
  organizationType?: "company";
};
export type TeamMemberResponse = {
  userId: string;
  teamId: string;
  firstName: string | null;
  lastName: string | null;
  /** Family name first (姓 名); when the name is unknown, the e-mail for those who may see it, else 名前未登録のユーザー. */
  displayName: string;
  /** Other members' e-mails only for leaders, team_admin and admin. */
  email: string | null;
  isPrimaryTeam: boolean;
  isLeader: boolean;
  joinedAt: string;
};
export type UserTeamResponse = {
  userId: string;
  teamId: string;
  isPrimaryTeam: boolean;
};
export type JoinTeamRequest = {
  /** The user to link; only admins and team admins may link someone else. */
  userId: string;
  teamId: string;
  isPrimaryTeam?: boolean;
};
export type DepartmentResponse = {
  id: string;
  name: string;
  teamId: string;
  color: string;
  description: string | null;
  isActive: boolean;
  /** Company members in the department. */
  memberCount: number;
  createdAt: string;
  /** Stream revision, for If-Match. */
  revision: number;
};
export type CreateDepartmentRequest = {
  name: string;
  /** Without it, the caller's primary team: the team they marked primary, else the team of their main department, else their only team (400 when none of these tells). */
  teamId?: string;
  color?: string;
  description?: string | null;
};
export type UpdatedResponse = {
  id: string;
  /** The item's new revision, for the next If-Match. */
  revision: number;
};
export type UpdateDepartmentRequest = {
  name?: string;
  color?: string;
  description?: string | null;
};
export type UserDepartmentResponse = {
  userId: string;
  departmentId: string;
  teamId: string;
  /** The department's name. */
  name: string;
  color: string;
  isMain: boolean;
  joinedAt: string;
};
export type UserDepartmentLinkResponse = {
  userId: string;
  departmentId: string;
  isMain: boolean;
};
export type LinkUserDepartmentRequest = {
  departmentId: string;
  /** A main department replaces the previous main one. */
  isMain?: boolean;
};
export type PositionResponse = {
  id: string;
  name: string;
  level: number;
  description: string | null;
  teamId: string;
  isActive: boolean;
  /** Company members holding the position. */
  memberCount: number;
  createdAt: string;
  /** Stream revision, for If-Match. */
  revision: number;
};
export type CreatePositionRequest = {
  name: string;
  /** Without it, the caller's primary team: the team they marked primary, else the team of their main department, else their only team (400 when none of these tells). */
  teamId?: string;
  level?: number;
  description?: string | null;
};
export type UpdatePositionRequest = {
  name?: string;
  level?: number;
  description?: string | null;
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
export type OneOnOneApproach =
  "strategy" | "mindset_improvement" | "trust_building" | "mixed";
export type OneOnOneEntryResponse = {
  id: string;
  /** The user who owns the entry */
  managerId: string;
  teamId: string;
  /** Company member id */
  employeeId: string;
  /** 姓 名 */
  employeeName: string;
  departmentId: string | null;
  departmentName: string | null;
  departmentColor: string | null;
  positionX: number;
  positionY: number;
  /** Fraction: trust = x */
  trustLevel: number;
  /** Fraction: mindset = 1 − y */
  mindsetLevel: number;
  quadrant: OneOnOneApproach;
  approachLabel: string;
  recommendedApproach: string;
  notes: string | null;
  lastSessionDate: string | null;
  nextSessionDate: string | null;
  /** No session for more than 14 days (or none since creation 14+ days ago), Asia/Tokyo */
  isStale: boolean;
  createdAt: string;
  /** Send as If-Match to guard a change */
  revision: number;
};
export type CreateOneOnOneEntryRequest = {
  /** x (信頼度): 0..1 */
  positionX: number;
  /** y (下向き): マインド = 1 − y */
  positionY: number;
  /** Ignored: the server derives trust = x. */
  trustLevel?: number;
  /** Ignored: the server derives mindset = 1 − y. */
  mindsetLevel?: number;
  /** Company member id */
  employeeId: string;
  /** When given, the member must belong to this team */
  teamId?: string;
  notes?: string | null;
};
export type OneOnOnePositionResponse = {
  x: number;
  y: number;
  trustLevel: number;
  mindsetLevel: number;
};
export type OneOnOnePerformanceLabel =
  "\u512A\u79C0" | "\u826F\u597D" | "\u666E\u901A" | "\u8981\u6539\u5584";
export type OneOnOneGrowthPointResponse = {
  id: string;
  x: number;
  y: number;
  trustLevel: number;
  mindsetLevel: number;
  timestamp: string;
  /** Percentage points of trust + mindset vs the previous point */
  changeValue: number | null;
  performanceLabel: OneOnOnePerformanceLabel;
  /** The current position; cannot be deleted */
  isLatest: boolean;
};
export type OneOnOneGrowthHistoryResponse = {
  entryId: string;
  employeeId: string;
  /** 姓 名 */
  memberName: string;
  departmentId: string | null;
  teamId: string;
  currentPosition: OneOnOnePositionResponse;
  quadrant: OneOnOneApproach;
  approachLabel: string;
  recommendedApproach: string;
  revision: number;
  history: OneOnOneGrowthPointResponse[];
};
export type MoveOneOnOneEntryRequest = {
  /** x (信頼度): 0..1 */
  positionX: number;
  /** y (下向き): マインド = 1 − y */
  positionY: number;
  /** Ignored: the server derives trust = x. */
  trustLevel?: number;
  /** Ignored: the server derives mindset = 1 − y. */
  mindsetLevel?: number;
};
export type OneOnOneSessionResponse = {
  id: string;
  entryId: string;
  sessionDate: string;
  approach: OneOnOneApproach;
  approachLabel: string;
  outcomes: string | null;
  feedback: string | null;
  effectiveness: number;
  nextSessionDate: string | null;
  recordedAt: string;
};
export type RecordOneOnOneSessionRequest = {
  /** YYYY-MM-DD (Asia/Tokyo), not in the future */
  sessionDate: string;
  approach: OneOnOneApproach;
  outcomes?: string | null;
  feedback?: string | null;
  effectiveness: number;
  /** YYYY-MM-DD, after sessionDate */
  nextSessionDate?: string | null;
};
export type MsMatrixEntryResponse = {
  id: string;
  memberId: string;
  /** 姓 名 */
  memberName: string;
  departmentId: string | null;
  /** null: 未所属 */
  departmentName: string | null;
  departmentColor: string | null;
  teamId: string;
  positionX: number;
  positionY: number;
  /** Derived from the position (spec §5) */
  skillLevel: number;
  /** Derived from the position (spec §5) */
  mindsetLevel: number;
  notes: string | null;
  /** Send back in If-Match */
  revision: number;
  updatedAt: string;
};
export type MatrixGrowthPointResponse = {
  id: string;
  x: number;
  y: number;
  skillLevel: number;
  mindsetLevel: number;
  timestamp: string;
};
export type MatrixCurrentPositionResponse = {
  x: number;
  y: number;
  skillLevel: number;
  mindsetLevel: number;
  timestamp: string;
};
export type MatrixPathPointResponse = {
  x: number;
  y: number;
};
export type MemberGrowthHistoryResponse = {
  entryId: string;
  memberId: string;
  memberName: string;
  /** Oldest first; the last is the current position */
  history: MatrixGrowthPointResponse[];
  currentPosition: MatrixCurrentPositionResponse;
  growthPath: MatrixPathPointResponse[];
};
export type ClearMatrixHistoryResponse = {
  /** How many past growth points were deleted */
  deletedPoints: number;
};
export type MatrixAuditPositionResponse = {
  x: number;
  y: number;
  skillLevel: number;
  mindsetLevel: number;
};
export type MatrixAuditRecordResponse = {
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: "placed" | "moved" | "point_deleted" | "history_cleared" | "removed";
  from: MatrixAuditPositionResponse | null;
  to: MatrixAuditPositionResponse | null;
  pointId: string | null;
  deletedPointIds: string[];
};
export type PlaceMatrixMemberRequest = {
  /** The team whose board it is */
  teamId: string;
  /** An existing company member of the team */
  memberId?: string;
  /** New member: given name (required without memberId) */
  firstName?: string;
  /** New member: family name (required without memberId) */
  lastName?: string;
  /** New member: e-mail */
  email?: string | null;
  /** New member: position (役職) id */
  positionId?: string | null;
  /** New member: department id */
  departmentId?: string | null;
  /** Skill axis, fraction of the board width */
  positionX?: number;
  /** Fraction of the board height from the top (top = high mindset) */
  positionY?: number;
  notes?: string | null;
  /** Ignored (the name comes from the member) */
  memberName?: string;
  /** Ignored (derived from the position) */
  mindsetLevel?: number;
  /** Ignored (derived from the position) */
  skillLevel?: number;
  /** Ignored */
  userId?: string | null;
  /** Ignored (the form label of positionId) */
  position?: string;
  /** Ignored (the form label of departmentId) */
  department?: string;
};
export type MoveMatrixMemberRequest = {
  positionX: number;
  positionY: number;
};
export type UpcomingOneOnOneResponse = {
  entryId: string;
  /** 姓 名 */
  employeeName: string;
  date: string;
  /** null: show '未設定' */
  approachLabel: string | null;
};
export type WeeklyCountResponse = {
  /** The Monday the week starts on */
  weekStart: string;
  count: number;
};
export type StaleMemberResponse = {
  /** The 1on1 entry */
  entryId: string;
  /** 姓 名 */
  employeeName: string;
  /** null: no 1on1 recorded yet */
  lastSessionDate: string | null;
  /** Days since the last 1on1, or since the entry was created when there was none */
  daysSince: number;
};
export type OneOnOneCadenceResponse = {
  /** The user's 1on1 sessions per week, the last 12 weeks, oldest first */
  weeks: WeeklyCountResponse[];
  /** Days without a 1on1 after which a member is listed as stale */
  staleAfterDays: number;
  /** The user's 1on1 members without a 1on1 for more than staleAfterDays, longest first */
  staleMembers: StaleMemberResponse[];
};
export type DashboardSummaryResponse = {
  /** Teams the user belongs to */
  joinedTeams: number;
  /** The user's 1on1 entries */
  managedMembers: number;
  /** 1on1 sessions dated this month (Asia/Tokyo) */
  sessionsThisMonth: number;
  /** Up to 3, from today on, earliest first */
  upcomingSessions: UpcomingOneOnOneResponse[];
  oneOnOneCadence: OneOnOneCadenceResponse;
};
export type MsQuadrant = "highHigh" | "highMindset" | "highSkill" | "lowLow";
export type MsPlaceResponse = {
  skillLevel: number;
  mindsetLevel: number;
  /** Split at skill 50 and mindset 50 */
  quadrant: MsQuadrant;
};
export type MsMoverResponse = {
  entryId: string;
  memberId: string;
  /** 姓 名 */
  memberName: string;
  /** Moves this month */
  moves: number;
  /** Where the member stood when the month began (or was placed this month) */
  from: MsPlaceResponse;
  /** Where the member stands now */
  to: MsPlaceResponse;
  skillChange: number;
  mindsetChange: number;
};
export type MsMovementResponse = {
  teamId: string;
  /** own: a plain member, who sees only their own entry's movement */
  scope: "team" | "own";
  /** The current month (Asia/Tokyo) */
  month: string;
  /** Members on the board (that the caller may see) */
  membersOnBoard: number;
  /** Members moved at least once this month */
  membersMoved: number;
  /** Moves this month */
  moves: number;
  /** Mean skill change of the members who moved, one decimal; null when nobody moved */
  averageSkillChange: number | null;
  /** Mean mindset change of the members who moved, one decimal; null when nobody moved */
  averageMindsetChange: number | null;
  /** Members who moved into another quadrant this month */
  crossedQuadrant: number;
  /** Members who moved this month, the largest change first */
  movers: MsMoverResponse[];
  /** Moves per week, the last 12 weeks, oldest first */
  weeks: WeeklyCountResponse[];
};
export type CoachInfoResponse = {
  /** `offline` (the built-in coach) or the provider AI_PROVIDER names */
  provider: string;
  offline: boolean;
};
export type ScenarioResponse = {
  id: string;
  title: string;
  description: string;
  difficulty: "\u4F4E" | "\u4E2D" | "\u9AD8";
  duration: string;
};
export type CitationResponse = {
  id: string;
  /** The concept or worksheet the reply drew on */
  title: string;
};
export type CoachingMessageResponse = {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  citations: CitationResponse[];
  /** The provider stopped midway: the text is what had arrived */
  cutOff: boolean;
};
export type DebriefConceptResponse = {
  id: string;
  /** The concept or worksheet the reply drew on */
  title: string;
  text: string;
};
export type DebriefResponse = {
  wentWell: string[];
  toTry: string[];
  concept: DebriefConceptResponse;
};
export type CoachingSessionResponse = {
  id: string;
  sessionType: "reflection" | "coaching" | "planning" | "roleplay";
  topic: string | null;
  /** Role-play: JSON of the chosen scenario (spec part 2 §3) */
  context: string | null;
  messages: CoachingMessageResponse[];
  summary: string | null;
  debrief: DebriefResponse | null;
  isActive: boolean;
  /** The user's last message still waits for the coach's reply */
  isPending: boolean;
  createdAt: string;
  updatedAt: string;
};
export type StartCoachingSessionRequest = {
  sessionType: "reflection" | "coaching" | "planning" | "roleplay";
  /** Reflection: required (振り返りトピック) */
  topic?: string | null;
  /** Role-play: the scenario id (one of GET /api/ai-coaching/scenarios) */
  scenarioId?: string | null;
  /** Role-play: JSON of the scenario; its `id` is used when scenarioId is absent */
  context?: string | null;
  /** Ignored: a session starts with the coach's opening line */
  messages?: object[];
  /** Ignored: a new session is active */
  isActive?: boolean;
};
export type CoachingStatsResponse = {
  /** Sessions the user ended */
  completedSessions: number;
  /** Messages the user sent in all sessions */
  totalMessages: number;
  /** Of the last four weeks (7-day windows ending now), how many had a message or a journal entry: 0..4 */
  activeWeeksOfLastFour: number;
  /** Messages sent and journal entries written in the last 7 days */
  activityThisWeek: number;
};
export type RecommendationResponse = {
  id: string;
  sessionId: string;
  title: string;
  description: string;
  category: string;
  priority: number;
  isCompleted: boolean;
  createdAt: string;
};
export type ChatResponse = {
  /** The coach's reply text */
  response: string;
  message: CoachingMessageResponse;
};
export type ChatRequest = {
  message: string;
  sessionId: string;
};
export type JournalEntryResponse = {
  id: string;
  userId: string;
  /** null: the client shows its default label */
  title: string | null;
  /** This week's practice */
  practiceContent: string | null;
  insights: string | null;
  challenges: string | null;
  /** Next steps */
  goals: string | null;
  aiSummary: string | null;
  isPublic: boolean;
  /** The week reflected on */
  weekOf: string;
  createdAt: string;
  updatedAt: string;
};
export type WriteJournalEntryRequest = {
  /** A day of the week reflected on (YYYY-MM-DD); stored as its Monday */
  weekOf: string;
  /** The reflection session it comes from */
  sessionId?: string | null;
  title?: string | null;
  /** This week's practice */
  practiceContent?: string | null;
  insights?: string | null;
  challenges?: string | null;
  /** Next steps */
  goals?: string | null;
};
export type ThemeResponse = {
  title: string;
  /** Entries that touch this concept */
  count: number;
};
export type JournalInsightsResponse = {
  totalEntries: number;
  /** Consecutive weeks with an entry, ending this week or last week */
  weekStreak: number;
  /** Concepts that recur across the entries, up to 3 */
  themes: ThemeResponse[];
  /** Next steps of the latest entries, up to 3 */
  recentGoals: string[];
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
export type SampleTeamResponse = {
  /** Id of the caller's sample team. */
  id: string;
};
export const {
  useProjectionsAdminListQuery,
  useProjectionsAdminRebuildAllMutation,
  useProjectionsAdminRebuildMutation,
  useHealthCheckQuery,
  useSiteConfigGetQuery,
  useAuthLoginQuery,
  useAuthCallbackQuery,
  useAuthLogoutQuery,
  useUsersCurrentUserQuery,
  useUsersUpdateProfileMutation,
  useTeamsListTeamsQuery,
  useTeamsCreateTeamMutation,
  useTeamsDeleteTeamMutation,
  useTeamsListTeamMembersQuery,
  useTeamsJoinTeamMutation,
  useTeamsLeaveTeamMutation,
  useDepartmentsListDepartmentsQuery,
  useDepartmentsCreateDepartmentMutation,
  useDepartmentsUpdateDepartmentMutation,
  useDepartmentsDeleteDepartmentMutation,
  useDepartmentsListUserDepartmentsQuery,
  useDepartmentsLinkUserDepartmentMutation,
  usePositionsListPositionsQuery,
  usePositionsCreatePositionMutation,
  usePositionsUpdatePositionMutation,
  usePositionsDeletePositionMutation,
  useCompanyMembersListCompanyMembersQuery,
  useCompanyMembersCreateCompanyMemberMutation,
  useCompanyMembersGetCompanyMemberStatsQuery,
  useCompanyMembersExportCompanyMembersQuery,
  useCompanyMembersListTeamCompanyMembersQuery,
  useCompanyMembersUpdateCompanyMemberMutation,
  useCompanyMembersDeleteCompanyMemberMutation,
  useCompanyMembersPreviewCompanyMemberImportMutation,
  useCompanyMembersImportCompanyMembersMutation,
  useOneOnOneMatrixListManagerEntriesQuery,
  useOneOnOneMatrixCreateEntryMutation,
  useOneOnOneMatrixGetGrowthHistoryQuery,
  useOneOnOneMatrixDeleteGrowthPointMutation,
  useOneOnOneMatrixMoveEntryMutation,
  useOneOnOneMatrixDeleteEntryMutation,
  useOneOnOneMatrixRecordSessionMutation,
  useOneOnOneMatrixListSessionsQuery,
  useMsMatrixGetTeamMatrixQuery,
  useMsMatrixExportTeamMatrixCsvQuery,
  useMsMatrixGetGrowthHistoryQuery,
  useMsMatrixClearTeamHistoryMutation,
  useMsMatrixDeleteGrowthPointMutation,
  useMsMatrixGetEntryAuditQuery,
  useMsMatrixPlaceMemberMutation,
  useMsMatrixMoveMemberMutation,
  useMsMatrixRemoveMemberMutation,
  useDashboardGetSummaryQuery,
  useDashboardGetMsMovementQuery,
  useAiCoachingCoachQuery,
  useAiCoachingScenariosQuery,
  useAiCoachingSessionsQuery,
  useAiCoachingStartSessionMutation,
  useAiCoachingActiveSessionQuery,
  useAiCoachingSessionQuery,
  useAiCoachingDeleteSessionMutation,
  useAiCoachingCompleteMutation,
  useAiCoachingStatsQuery,
  useAiCoachingRecommendationsQuery,
  useAiCoachingCompleteRecommendationMutation,
  useAiCoachingSendMutation,
  useJournalListJournalEntriesQuery,
  useJournalWriteMutation,
  useJournalInsightsQuery,
  useJournalDeleteMutation,
  useCompanionRegisterMutation,
  useCompanionListWorksheetsQuery,
  useCompanionDownloadQuery,
  useCompanionContactMutation,
  useCompanionAdminListRegistrantsQuery,
  useCompanionAdminExportRegistrantsQuery,
  useCompanionAdminListInquiriesQuery,
  useCompanionAdminExportInquiriesQuery,
  useCompanionAdminProcessMutation,
  useSampleTeamCreateSampleTeamMutation,
} = injectedRtkApi;
