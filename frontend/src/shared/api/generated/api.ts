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
    projectionsAdminParked: build.query<
      ProjectionsAdminParkedApiResponse,
      ProjectionsAdminParkedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/projections/${queryArg.name}/parked`,
      }),
    }),
    projectionsAdminRetry: build.mutation<
      ProjectionsAdminRetryApiResponse,
      ProjectionsAdminRetryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/projections/${queryArg.name}/parked/${queryArg.position}/retry`,
        method: "POST",
      }),
    }),
    projectionsAdminSkip: build.mutation<
      ProjectionsAdminSkipApiResponse,
      ProjectionsAdminSkipApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/projections/${queryArg.name}/parked/${queryArg.position}/skip`,
        method: "POST",
        body: queryArg.skipParkedRequestDto,
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
    usersSearchDirectory: build.query<
      UsersSearchDirectoryApiResponse,
      UsersSearchDirectoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/directory`,
        params: {
          search: queryArg.search,
          limit: queryArg.limit,
        },
      }),
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
    teamsChangeVisibility: build.mutation<
      TeamsChangeVisibilityApiResponse,
      TeamsChangeVisibilityApiArg
    >({
      query: (queryArg) => ({
        url: `/api/teams/${queryArg.teamId}/visibility`,
        method: "PUT",
        body: queryArg.teamVisibilityRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    teamsListInvitations: build.query<
      TeamsListInvitationsApiResponse,
      TeamsListInvitationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/teams/${queryArg.teamId}/invitations`,
      }),
    }),
    teamsInviteMember: build.mutation<
      TeamsInviteMemberApiResponse,
      TeamsInviteMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/api/teams/${queryArg.teamId}/invitations`,
        method: "POST",
        body: queryArg.inviteMemberRequest,
      }),
    }),
    teamsCreateInvitationLink: build.mutation<
      TeamsCreateInvitationLinkApiResponse,
      TeamsCreateInvitationLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/api/teams/${queryArg.teamId}/invitation-links`,
        method: "POST",
        body: queryArg.createInvitationLinkRequest,
      }),
    }),
    teamsRevokeInvitation: build.mutation<
      TeamsRevokeInvitationApiResponse,
      TeamsRevokeInvitationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/teams/${queryArg.teamId}/invitations/${queryArg.invitationId}`,
        method: "DELETE",
      }),
    }),
    teamsListJoinRequests: build.query<
      TeamsListJoinRequestsApiResponse,
      TeamsListJoinRequestsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/teams/${queryArg.teamId}/join-requests`,
      }),
    }),
    teamsApproveJoinRequest: build.mutation<
      TeamsApproveJoinRequestApiResponse,
      TeamsApproveJoinRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/api/teams/${queryArg.teamId}/join-requests/${queryArg.userId}/approve`,
        method: "POST",
      }),
    }),
    teamsDeclineJoinRequest: build.mutation<
      TeamsDeclineJoinRequestApiResponse,
      TeamsDeclineJoinRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/api/teams/${queryArg.teamId}/join-requests/${queryArg.userId}/decline`,
        method: "POST",
      }),
    }),
    teamsListMyInvitations: build.query<
      TeamsListMyInvitationsApiResponse,
      TeamsListMyInvitationsApiArg
    >({
      query: () => ({ url: `/api/team-invitations/mine` }),
    }),
    teamsAcceptInvitation: build.mutation<
      TeamsAcceptInvitationApiResponse,
      TeamsAcceptInvitationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/team-invitations/${queryArg.invitationId}/accept`,
        method: "POST",
        body: queryArg.acceptInvitationRequest,
      }),
    }),
    teamsDeclineInvitation: build.mutation<
      TeamsDeclineInvitationApiResponse,
      TeamsDeclineInvitationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/team-invitations/${queryArg.invitationId}/decline`,
        method: "POST",
      }),
    }),
    teamsGetInvitationLink: build.query<
      TeamsGetInvitationLinkApiResponse,
      TeamsGetInvitationLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/api/team-invitation-links/${queryArg.token}`,
      }),
    }),
    teamsAcceptInvitationLink: build.mutation<
      TeamsAcceptInvitationLinkApiResponse,
      TeamsAcceptInvitationLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/api/team-invitation-links/${queryArg.token}/accept`,
        method: "POST",
        body: queryArg.acceptInvitationRequest,
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
    oneOnOneMatrixListManagerEntriesAsOf: build.query<
      OneOnOneMatrixListManagerEntriesAsOfApiResponse,
      OneOnOneMatrixListManagerEntriesAsOfApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-matrix/manager/as-of`,
        params: {
          teamId: queryArg.teamId,
          date: queryArg.date,
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
    oneOnOneMatrixGetEntryAudit: build.query<
      OneOnOneMatrixGetEntryAuditApiResponse,
      OneOnOneMatrixGetEntryAuditApiArg
    >({
      query: (queryArg) => ({ url: `/api/1on1-matrix/${queryArg.id}/audit` }),
    }),
    msMatrixGetTeamMatrix: build.query<
      MsMatrixGetTeamMatrixApiResponse,
      MsMatrixGetTeamMatrixApiArg
    >({
      query: (queryArg) => ({ url: `/api/ms-matrix/team/${queryArg.teamId}` }),
    }),
    msMatrixGetTeamMatrixAsOf: build.query<
      MsMatrixGetTeamMatrixAsOfApiResponse,
      MsMatrixGetTeamMatrixAsOfApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ms-matrix/team/${queryArg.teamId}/as-of`,
        params: {
          date: queryArg.date,
        },
      }),
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
    oneOnOneAgendasListMine: build.query<
      OneOnOneAgendasListMineApiResponse,
      OneOnOneAgendasListMineApiArg
    >({
      query: () => ({ url: `/api/1on1-agendas/mine` }),
    }),
    oneOnOneAgendasGetCatalogue: build.query<
      OneOnOneAgendasGetCatalogueApiResponse,
      OneOnOneAgendasGetCatalogueApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/teams/${queryArg.teamId}/topics`,
      }),
    }),
    oneOnOneAgendasAddTopic: build.mutation<
      OneOnOneAgendasAddTopicApiResponse,
      OneOnOneAgendasAddTopicApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/teams/${queryArg.teamId}/topics`,
        method: "POST",
        body: queryArg.addSessionTopicRequest,
      }),
    }),
    oneOnOneAgendasSetTopicActive: build.mutation<
      OneOnOneAgendasSetTopicActiveApiResponse,
      OneOnOneAgendasSetTopicActiveApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/teams/${queryArg.teamId}/topics/${queryArg.topicId}/active`,
        method: "PUT",
        body: queryArg.setSessionTopicActiveRequest,
      }),
    }),
    oneOnOneAgendasGetAgenda: build.query<
      OneOnOneAgendasGetAgendaApiResponse,
      OneOnOneAgendasGetAgendaApiArg
    >({
      query: (queryArg) => ({ url: `/api/1on1-agendas/${queryArg.entryId}` }),
    }),
    oneOnOneAgendasAddTopicToAgenda: build.mutation<
      OneOnOneAgendasAddTopicToAgendaApiResponse,
      OneOnOneAgendasAddTopicToAgendaApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/sessions/${queryArg.sessionId}/topics`,
        method: "POST",
        body: queryArg.addAgendaTopicRequest,
      }),
    }),
    oneOnOneAgendasRemoveTopicFromAgenda: build.mutation<
      OneOnOneAgendasRemoveTopicFromAgendaApiResponse,
      OneOnOneAgendasRemoveTopicFromAgendaApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/sessions/${queryArg.sessionId}/topics/${queryArg.itemId}`,
        method: "DELETE",
      }),
    }),
    oneOnOneAgendasRecordOutcome: build.mutation<
      OneOnOneAgendasRecordOutcomeApiResponse,
      OneOnOneAgendasRecordOutcomeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/sessions/${queryArg.sessionId}/topics/${queryArg.itemId}/outcome`,
        method: "PUT",
        body: queryArg.recordAgendaTopicOutcomeRequest,
      }),
    }),
    oneOnOneAgendasAddActionItem: build.mutation<
      OneOnOneAgendasAddActionItemApiResponse,
      OneOnOneAgendasAddActionItemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/sessions/${queryArg.sessionId}/action-items`,
        method: "POST",
        body: queryArg.addActionItemRequest,
      }),
    }),
    oneOnOneAgendasCompleteActionItem: build.mutation<
      OneOnOneAgendasCompleteActionItemApiResponse,
      OneOnOneAgendasCompleteActionItemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/action-items/${queryArg.actionItemId}/done`,
        method: "PUT",
      }),
    }),
    oneOnOneAgendasGivePulse: build.mutation<
      OneOnOneAgendasGivePulseApiResponse,
      OneOnOneAgendasGivePulseApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/sessions/${queryArg.sessionId}/pulse`,
        method: "PUT",
        body: queryArg.giveAgendaPulseRequest,
      }),
    }),
    growthCyclesListMine: build.query<
      GrowthCyclesListMineApiResponse,
      GrowthCyclesListMineApiArg
    >({
      query: () => ({ url: `/api/pffr/growth-cycles` }),
    }),
    growthCyclesStart: build.mutation<
      GrowthCyclesStartApiResponse,
      GrowthCyclesStartApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/growth-cycles`,
        method: "POST",
        body: queryArg.startGrowthCycleRequest,
      }),
    }),
    growthCyclesGetActive: build.query<
      GrowthCyclesGetActiveApiResponse,
      GrowthCyclesGetActiveApiArg
    >({
      query: () => ({ url: `/api/pffr/growth-cycles/active` }),
    }),
    growthCyclesListCommunity: build.query<
      GrowthCyclesListCommunityApiResponse,
      GrowthCyclesListCommunityApiArg
    >({
      query: () => ({ url: `/api/pffr/growth-cycles/community` }),
    }),
    growthCyclesGetOne: build.query<
      GrowthCyclesGetOneApiResponse,
      GrowthCyclesGetOneApiArg
    >({
      query: (queryArg) => ({ url: `/api/pffr/growth-cycles/${queryArg.id}` }),
    }),
    growthCyclesComplete: build.mutation<
      GrowthCyclesCompleteApiResponse,
      GrowthCyclesCompleteApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/growth-cycles/${queryArg.id}/complete`,
        method: "POST",
      }),
    }),
    growthCyclesListReceived: build.query<
      GrowthCyclesListReceivedApiResponse,
      GrowthCyclesListReceivedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/growth-cycles/${queryArg.id}/received`,
      }),
    }),
    growthCyclesThank: build.mutation<
      GrowthCyclesThankApiResponse,
      GrowthCyclesThankApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/growth-cycles/${queryArg.id}/feed-forward/${queryArg.feedForwardId}/thanks`,
        method: "POST",
      }),
    }),
    growthCyclesGiveFeedback: build.mutation<
      GrowthCyclesGiveFeedbackApiResponse,
      GrowthCyclesGiveFeedbackApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/feedback`,
        method: "POST",
        body: queryArg.giveFeedbackRequest,
      }),
    }),
    growthCyclesGiveFeedForward: build.mutation<
      GrowthCyclesGiveFeedForwardApiResponse,
      GrowthCyclesGiveFeedForwardApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/feed-forward`,
        method: "POST",
        body: queryArg.giveFeedForwardRequest,
      }),
    }),
    pointsGetPoints: build.query<
      PointsGetPointsApiResponse,
      PointsGetPointsApiArg
    >({
      query: () => ({ url: `/api/pffr/points` }),
    }),
    pointsGetPointsHistory: build.query<
      PointsGetPointsHistoryApiResponse,
      PointsGetPointsHistoryApiArg
    >({
      query: () => ({ url: `/api/pffr/points/history` }),
    }),
    pointsGetLedger: build.query<
      PointsGetLedgerApiResponse,
      PointsGetLedgerApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/points/ledger`,
        params: {
          userId: queryArg.userId,
          teamId: queryArg.teamId,
          type: queryArg["type"],
          from: queryArg["from"],
          to: queryArg.to,
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    pointsExportLedger: build.query<
      PointsExportLedgerApiResponse,
      PointsExportLedgerApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/points/ledger/export.csv`,
        params: {
          userId: queryArg.userId,
          teamId: queryArg.teamId,
          type: queryArg["type"],
          from: queryArg["from"],
          to: queryArg.to,
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    pointsGetLedgerTransaction: build.query<
      PointsGetLedgerTransactionApiResponse,
      PointsGetLedgerTransactionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/points/ledger/${queryArg.eventId}`,
      }),
    }),
    pointsGetShop: build.query<PointsGetShopApiResponse, PointsGetShopApiArg>({
      query: () => ({ url: `/api/pffr/shop` }),
    }),
    pointsGetEquippedItems: build.query<
      PointsGetEquippedItemsApiResponse,
      PointsGetEquippedItemsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/shop/equipped`,
        params: {
          userId: queryArg.userId,
        },
      }),
    }),
    pointsPurchase: build.mutation<
      PointsPurchaseApiResponse,
      PointsPurchaseApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/shop/purchases`,
        method: "POST",
        body: queryArg.purchaseShopItemRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    pointsEquip: build.mutation<PointsEquipApiResponse, PointsEquipApiArg>({
      query: (queryArg) => ({
        url: `/api/pffr/shop/items/${queryArg.itemId}/equip`,
        method: "POST",
      }),
    }),
    pointsUnequip: build.mutation<
      PointsUnequipApiResponse,
      PointsUnequipApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/shop/items/${queryArg.itemId}/unequip`,
        method: "POST",
      }),
    }),
    pointsGetLeaderboard: build.query<
      PointsGetLeaderboardApiResponse,
      PointsGetLeaderboardApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/leaderboard`,
        params: {
          period: queryArg.period,
          metric: queryArg.metric,
          limit: queryArg.limit,
        },
      }),
    }),
    knowledgeBaseList: build.query<
      KnowledgeBaseListApiResponse,
      KnowledgeBaseListApiArg
    >({
      query: () => ({ url: `/api/knowledge-base` }),
    }),
    knowledgeBaseSearch: build.query<
      KnowledgeBaseSearchApiResponse,
      KnowledgeBaseSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/knowledge-base/search`,
        params: {
          q: queryArg.q,
          bookTitle: queryArg.bookTitle,
          limit: queryArg.limit,
        },
      }),
    }),
    knowledgeBaseBook: build.query<
      KnowledgeBaseBookApiResponse,
      KnowledgeBaseBookApiArg
    >({
      query: (queryArg) => ({
        url: `/api/knowledge-base/book`,
        params: {
          title: queryArg.title,
        },
      }),
    }),
    knowledgeBaseSeed: build.mutation<
      KnowledgeBaseSeedApiResponse,
      KnowledgeBaseSeedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/knowledge-base/seed`,
        method: "POST",
        body: queryArg.seedKnowledgeBaseRequest,
      }),
    }),
    knowledgeBaseGet: build.query<
      KnowledgeBaseGetApiResponse,
      KnowledgeBaseGetApiArg
    >({
      query: (queryArg) => ({ url: `/api/knowledge-base/${queryArg.id}` }),
    }),
    learningList: build.query<LearningListApiResponse, LearningListApiArg>({
      query: () => ({ url: `/api/learning-content` }),
    }),
    learningCreate: build.mutation<
      LearningCreateApiResponse,
      LearningCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/learning-content`,
        method: "POST",
        body: queryArg.saveLearningContentRequest,
      }),
    }),
    learningSummary: build.query<
      LearningSummaryApiResponse,
      LearningSummaryApiArg
    >({
      query: () => ({ url: `/api/learning-content/summary` }),
    }),
    learningSeed: build.mutation<LearningSeedApiResponse, LearningSeedApiArg>({
      query: (queryArg) => ({
        url: `/api/learning-content/seed`,
        method: "POST",
        body: queryArg.seedLearningLibraryRequest,
      }),
    }),
    learningGet: build.query<LearningGetApiResponse, LearningGetApiArg>({
      query: (queryArg) => ({ url: `/api/learning-content/${queryArg.id}` }),
    }),
    learningUpdate: build.mutation<
      LearningUpdateApiResponse,
      LearningUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/learning-content/${queryArg.id}`,
        method: "PUT",
        body: queryArg.saveLearningContentRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    learningRecordProgress: build.mutation<
      LearningRecordProgressApiResponse,
      LearningRecordProgressApiArg
    >({
      query: (queryArg) => ({
        url: `/api/learning-content/${queryArg.id}/progress`,
        method: "POST",
        body: queryArg.recordLearningProgressRequest,
      }),
    }),
    learningResetProgress: build.mutation<
      LearningResetProgressApiResponse,
      LearningResetProgressApiArg
    >({
      query: (queryArg) => ({
        url: `/api/learning-content/${queryArg.id}/progress`,
        method: "DELETE",
      }),
    }),
    sampleTeamCreateSampleTeam: build.mutation<
      SampleTeamCreateSampleTeamApiResponse,
      SampleTeamCreateSampleTeamApiArg
    >({
      query: () => ({ url: `/api/sample-team`, method: "POST" }),
    }),
    forumCategories: build.query<
      ForumCategoriesApiResponse,
      ForumCategoriesApiArg
    >({
      query: () => ({ url: `/api/forum/categories` }),
    }),
    forumStats: build.query<ForumStatsApiResponse, ForumStatsApiArg>({
      query: () => ({ url: `/api/forum/stats` }),
    }),
    forumMyReports: build.query<
      ForumMyReportsApiResponse,
      ForumMyReportsApiArg
    >({
      query: () => ({ url: `/api/forum/my-reports` }),
    }),
    forumMyNotices: build.query<
      ForumMyNoticesApiResponse,
      ForumMyNoticesApiArg
    >({
      query: () => ({ url: `/api/forum/my-notices` }),
    }),
    forumList: build.query<ForumListApiResponse, ForumListApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts`,
        params: {
          categoryId: queryArg.categoryId,
          q: queryArg.q,
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    forumCreate: build.mutation<ForumCreateApiResponse, ForumCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts`,
        method: "POST",
        body: queryArg.createForumPostRequest,
      }),
    }),
    forumDetail: build.query<ForumDetailApiResponse, ForumDetailApiArg>({
      query: (queryArg) => ({ url: `/api/forum/posts/${queryArg.id}` }),
    }),
    forumEdit: build.mutation<ForumEditApiResponse, ForumEditApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.editForumPostRequest,
      }),
    }),
    forumRemove: build.mutation<ForumRemoveApiResponse, ForumRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    forumReply: build.mutation<ForumReplyApiResponse, ForumReplyApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies`,
        method: "POST",
        body: queryArg.forumReplyRequest,
      }),
    }),
    forumLike: build.mutation<ForumLikeApiResponse, ForumLikeApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/likes`,
        method: "POST",
      }),
    }),
    forumUnlike: build.mutation<ForumUnlikeApiResponse, ForumUnlikeApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/likes`,
        method: "DELETE",
      }),
    }),
    forumView: build.mutation<ForumViewApiResponse, ForumViewApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/views`,
        method: "POST",
      }),
    }),
    forumPin: build.mutation<ForumPinApiResponse, ForumPinApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/pin`,
        method: "PUT",
        body: queryArg.pinForumPostRequest,
      }),
    }),
    forumReport: build.mutation<ForumReportApiResponse, ForumReportApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/reports`,
        method: "POST",
        body: queryArg.reportForumPostRequest,
      }),
    }),
    forumHide: build.mutation<ForumHideApiResponse, ForumHideApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/hide`,
        method: "POST",
        body: queryArg.moderateForumPostRequest,
      }),
    }),
    forumRestore: build.mutation<ForumRestoreApiResponse, ForumRestoreApiArg>({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/restore`,
        method: "POST",
        body: queryArg.moderateForumPostRequest,
      }),
    }),
    forumRevisions: build.query<
      ForumRevisionsApiResponse,
      ForumRevisionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/revisions`,
      }),
    }),
    forumEditReply: build.mutation<
      ForumEditReplyApiResponse,
      ForumEditReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies/${queryArg.replyId}`,
        method: "PATCH",
        body: queryArg.editForumReplyRequest,
      }),
    }),
    forumRemoveReply: build.mutation<
      ForumRemoveReplyApiResponse,
      ForumRemoveReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies/${queryArg.replyId}`,
        method: "DELETE",
      }),
    }),
    forumReplyRevisions: build.query<
      ForumReplyRevisionsApiResponse,
      ForumReplyRevisionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies/${queryArg.replyId}/revisions`,
      }),
    }),
    forumLikeReply: build.mutation<
      ForumLikeReplyApiResponse,
      ForumLikeReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies/${queryArg.replyId}/likes`,
        method: "POST",
      }),
    }),
    forumUnlikeReply: build.mutation<
      ForumUnlikeReplyApiResponse,
      ForumUnlikeReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forum/posts/${queryArg.id}/replies/${queryArg.replyId}/likes`,
        method: "DELETE",
      }),
    }),
    anonymousPostsList: build.query<
      AnonymousPostsListApiResponse,
      AnonymousPostsListApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts`,
        params: {
          limit: queryArg.limit,
        },
      }),
    }),
    anonymousPostsCreate: build.mutation<
      AnonymousPostsCreateApiResponse,
      AnonymousPostsCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts`,
        method: "POST",
        body: queryArg.createAnonymousPostRequest,
      }),
    }),
    anonymousPostsMyReports: build.query<
      AnonymousPostsMyReportsApiResponse,
      AnonymousPostsMyReportsApiArg
    >({
      query: () => ({ url: `/api/anonymous-posts/my-reports` }),
    }),
    anonymousPostsMyNotices: build.query<
      AnonymousPostsMyNoticesApiResponse,
      AnonymousPostsMyNoticesApiArg
    >({
      query: () => ({ url: `/api/anonymous-posts/my-notices` }),
    }),
    anonymousPostsDetail: build.query<
      AnonymousPostsDetailApiResponse,
      AnonymousPostsDetailApiArg
    >({
      query: (queryArg) => ({ url: `/api/anonymous-posts/${queryArg.id}` }),
    }),
    anonymousPostsRemove: build.mutation<
      AnonymousPostsRemoveApiResponse,
      AnonymousPostsRemoveApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    anonymousPostsSupport: build.mutation<
      AnonymousPostsSupportApiResponse,
      AnonymousPostsSupportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}/support`,
        method: "POST",
      }),
    }),
    anonymousPostsReply: build.mutation<
      AnonymousPostsReplyApiResponse,
      AnonymousPostsReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}/replies`,
        method: "POST",
        body: queryArg.anonymousReplyRequest,
      }),
    }),
    anonymousPostsReport: build.mutation<
      AnonymousPostsReportApiResponse,
      AnonymousPostsReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}/reports`,
        method: "POST",
        body: queryArg.anonymousReasonRequest,
      }),
    }),
    anonymousPostsHide: build.mutation<
      AnonymousPostsHideApiResponse,
      AnonymousPostsHideApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}/hide`,
        method: "POST",
        body: queryArg.anonymousReasonRequest,
      }),
    }),
    anonymousPostsRestore: build.mutation<
      AnonymousPostsRestoreApiResponse,
      AnonymousPostsRestoreApiArg
    >({
      query: (queryArg) => ({
        url: `/api/anonymous-posts/${queryArg.id}/restore`,
        method: "POST",
        body: queryArg.anonymousReasonRequest,
      }),
    }),
    communityEventsList: build.query<
      CommunityEventsListApiResponse,
      CommunityEventsListApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events`,
        params: {
          upcoming: queryArg.upcoming,
          status: queryArg.status,
        },
      }),
    }),
    communityEventsCreate: build.mutation<
      CommunityEventsCreateApiResponse,
      CommunityEventsCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events`,
        method: "POST",
        body: queryArg.createCommunityEventRequest,
      }),
    }),
    communityEventsCalendarFeed: build.query<
      CommunityEventsCalendarFeedApiResponse,
      CommunityEventsCalendarFeedApiArg
    >({
      query: () => ({ url: `/api/events/calendar-feed` }),
    }),
    communityEventsRenewCalendarFeed: build.mutation<
      CommunityEventsRenewCalendarFeedApiResponse,
      CommunityEventsRenewCalendarFeedApiArg
    >({
      query: () => ({ url: `/api/events/calendar-feed`, method: "POST" }),
    }),
    communityEventsFeed: build.query<
      CommunityEventsFeedApiResponse,
      CommunityEventsFeedApiArg
    >({
      query: (queryArg) => ({ url: `/api/events/feed/${queryArg.file}` }),
    }),
    communityEventsGet: build.query<
      CommunityEventsGetApiResponse,
      CommunityEventsGetApiArg
    >({
      query: (queryArg) => ({ url: `/api/events/${queryArg.id}` }),
    }),
    communityEventsUpdate: build.mutation<
      CommunityEventsUpdateApiResponse,
      CommunityEventsUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.updateCommunityEventRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    communityEventsAnalytics: build.query<
      CommunityEventsAnalyticsApiResponse,
      CommunityEventsAnalyticsApiArg
    >({
      query: (queryArg) => ({ url: `/api/events/${queryArg.id}/analytics` }),
    }),
    communityEventsCalendar: build.query<
      CommunityEventsCalendarApiResponse,
      CommunityEventsCalendarApiArg
    >({
      query: (queryArg) => ({ url: `/api/events/${queryArg.id}/calendar.ics` }),
    }),
    communityEventsChangeStatus: build.mutation<
      CommunityEventsChangeStatusApiResponse,
      CommunityEventsChangeStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/status`,
        method: "POST",
        body: queryArg.changeEventStatusRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    communityEventsPublishRecording: build.mutation<
      CommunityEventsPublishRecordingApiResponse,
      CommunityEventsPublishRecordingApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/recording`,
        method: "POST",
        body: queryArg.publishRecordingRequest,
      }),
    }),
    communityEventsRegister: build.mutation<
      CommunityEventsRegisterApiResponse,
      CommunityEventsRegisterApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/registrations`,
        method: "POST",
        body: queryArg.registerForEventRequest,
      }),
    }),
    communityEventsCancel: build.mutation<
      CommunityEventsCancelApiResponse,
      CommunityEventsCancelApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/registrations/me`,
        method: "DELETE",
      }),
    }),
    communityEventsApprove: build.mutation<
      CommunityEventsApproveApiResponse,
      CommunityEventsApproveApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/registrations/${queryArg.userId}/approve`,
        method: "POST",
      }),
    }),
    communityEventsDecline: build.mutation<
      CommunityEventsDeclineApiResponse,
      CommunityEventsDeclineApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/registrations/${queryArg.userId}/decline`,
        method: "POST",
      }),
    }),
    communityEventsRecordAttendance: build.mutation<
      CommunityEventsRecordAttendanceApiResponse,
      CommunityEventsRecordAttendanceApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/registrations/${queryArg.userId}/attendance`,
        method: "PUT",
        body: queryArg.recordAttendanceRequest,
      }),
    }),
    communityEventsGiveFeedback: build.mutation<
      CommunityEventsGiveFeedbackApiResponse,
      CommunityEventsGiveFeedbackApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/feedback`,
        method: "POST",
        body: queryArg.giveEventFeedbackRequest,
      }),
    }),
    cultureSimulationMeasurements: build.query<
      CultureSimulationMeasurementsApiResponse,
      CultureSimulationMeasurementsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/teams/${queryArg.teamId}/measurements`,
      }),
    }),
    cultureSimulationSimulate: build.mutation<
      CultureSimulationSimulateApiResponse,
      CultureSimulationSimulateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/teams/${queryArg.teamId}/simulations`,
        method: "POST",
        body: queryArg.simulateCultureRequest,
      }),
    }),
    cultureSimulationScenarios: build.query<
      CultureSimulationScenariosApiResponse,
      CultureSimulationScenariosApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/teams/${queryArg.teamId}/scenarios`,
      }),
    }),
    cultureSimulationSave: build.mutation<
      CultureSimulationSaveApiResponse,
      CultureSimulationSaveApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/teams/${queryArg.teamId}/scenarios`,
        method: "POST",
        body: queryArg.saveCultureScenarioRequest,
      }),
    }),
    cultureSimulationScenario: build.query<
      CultureSimulationScenarioApiResponse,
      CultureSimulationScenarioApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/teams/${queryArg.teamId}/scenarios/${queryArg.scenarioId}`,
      }),
    }),
    cultureSimulationShare: build.mutation<
      CultureSimulationShareApiResponse,
      CultureSimulationShareApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/scenarios/${queryArg.scenarioId}/share`,
        method: "POST",
        body: queryArg.shareCultureScenarioRequest,
      }),
    }),
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
    moderationQueue: build.query<
      ModerationQueueApiResponse,
      ModerationQueueApiArg
    >({
      query: () => ({ url: `/api/moderation/queue` }),
    }),
    moderationLog: build.query<ModerationLogApiResponse, ModerationLogApiArg>({
      query: () => ({ url: `/api/moderation/log` }),
    }),
    eventLogCategories: build.query<
      EventLogCategoriesApiResponse,
      EventLogCategoriesApiArg
    >({
      query: () => ({ url: `/api/admin/event-log/categories` }),
    }),
    eventLogTypes: build.query<EventLogTypesApiResponse, EventLogTypesApiArg>({
      query: () => ({ url: `/api/admin/event-log/types` }),
    }),
    eventLogEvents: build.query<
      EventLogEventsApiResponse,
      EventLogEventsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/event-log/events`,
        params: {
          category: queryArg.category,
          streamId: queryArg.streamId,
          type: queryArg["type"],
          userId: queryArg.userId,
          correlationId: queryArg.correlationId,
          from: queryArg["from"],
          to: queryArg.to,
          before: queryArg.before,
          after: queryArg.after,
          limit: queryArg.limit,
        },
      }),
    }),
    eventLogEvent: build.query<EventLogEventApiResponse, EventLogEventApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/event-log/events/${queryArg.eventId}`,
      }),
    }),
    eventLogCorrelation: build.query<
      EventLogCorrelationApiResponse,
      EventLogCorrelationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/event-log/correlations/${queryArg.correlationId}`,
      }),
    }),
    eventLogStream: build.query<
      EventLogStreamApiResponse,
      EventLogStreamApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/event-log/streams/${queryArg.streamId}`,
        params: {
          version: queryArg.version,
        },
      }),
    }),
    adminMigrateToProduction: build.mutation<
      AdminMigrateToProductionApiResponse,
      AdminMigrateToProductionApiArg
    >({
      query: () => ({
        url: `/api/admin/migrate-to-production`,
        method: "POST",
      }),
    }),
    adminSyncDbDiagram: build.mutation<
      AdminSyncDbDiagramApiResponse,
      AdminSyncDbDiagramApiArg
    >({
      query: () => ({ url: `/api/admin/sync-dbdiagram`, method: "POST" }),
    }),
    adminGetDbDiagram: build.query<
      AdminGetDbDiagramApiResponse,
      AdminGetDbDiagramApiArg
    >({
      query: () => ({ url: `/api/admin/dbdiagram` }),
    }),
    adminGetStatistics: build.query<
      AdminGetStatisticsApiResponse,
      AdminGetStatisticsApiArg
    >({
      query: () => ({ url: `/api/admin/statistics` }),
    }),
    adminListActions: build.query<
      AdminListActionsApiResponse,
      AdminListActionsApiArg
    >({
      query: () => ({ url: `/api/admin/actions` }),
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
export type ProjectionsAdminParkedApiResponse =
  /** status 200  */ ParkedEventDto[];
export type ProjectionsAdminParkedApiArg = {
  name: string;
};
export type ProjectionsAdminRetryApiResponse =
  /** status 200  */ RetryParkedResponseDto;
export type ProjectionsAdminRetryApiArg = {
  name: string;
  position: string;
};
export type ProjectionsAdminSkipApiResponse = /** status 200  */ ParkedEventDto;
export type ProjectionsAdminSkipApiArg = {
  name: string;
  position: string;
  skipParkedRequestDto: SkipParkedRequestDto;
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
export type UsersSearchDirectoryApiResponse =
  /** status 200 The organisation's users by name (by e-mail too, and with e-mails, for team_admin and admin), sorted by name */ UserSearchHitResponse[];
export type UsersSearchDirectoryApiArg = {
  /** Part of a name (either order); part of an e-mail for team_admin and admin. Empty: the first users by name */
  search?: string;
  limit?: number;
};
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
  /** status 201 Joins an open team (or any team for admin / team_admin); a closed team gets a join request (status requested). Joining again only changes isPrimaryTeam. */ UserTeamResponse;
export type TeamsJoinTeamApiArg = {
  joinTeamRequest: JoinTeamRequest;
};
export type TeamsLeaveTeamApiResponse = unknown;
export type TeamsLeaveTeamApiArg = {
  teamId: string;
};
export type TeamsChangeVisibilityApiResponse = unknown;
export type TeamsChangeVisibilityApiArg = {
  teamId: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  teamVisibilityRequest: TeamVisibilityRequest;
};
export type TeamsListInvitationsApiResponse =
  /** status 200 Pending invitations (leaders, team_admin, admin). */ TeamInvitationResponse[];
export type TeamsListInvitationsApiArg = {
  teamId: string;
};
export type TeamsInviteMemberApiResponse =
  /** status 201 Invites an e-mail address; the invitee sees it in the app once signed in with it. */ CreatedInvitationResponse;
export type TeamsInviteMemberApiArg = {
  teamId: string;
  inviteMemberRequest: InviteMemberRequest;
};
export type TeamsCreateInvitationLinkApiResponse =
  /** status 201 A single-use link; its token is shown only in this answer. */ CreatedInvitationLinkResponse;
export type TeamsCreateInvitationLinkApiArg = {
  teamId: string;
  createInvitationLinkRequest: CreateInvitationLinkRequest;
};
export type TeamsRevokeInvitationApiResponse = unknown;
export type TeamsRevokeInvitationApiArg = {
  teamId: string;
  invitationId: string;
};
export type TeamsListJoinRequestsApiResponse =
  /** status 200 Pending join requests (leaders, team_admin, admin). */ JoinRequestResponse[];
export type TeamsListJoinRequestsApiArg = {
  teamId: string;
};
export type TeamsApproveJoinRequestApiResponse = unknown;
export type TeamsApproveJoinRequestApiArg = {
  teamId: string;
  userId: string;
};
export type TeamsDeclineJoinRequestApiResponse = unknown;
export type TeamsDeclineJoinRequestApiArg = {
  teamId: string;
  userId: string;
};
export type TeamsListMyInvitationsApiResponse =
  /** status 200 Pending, unexpired invitations to the caller's e-mail address. */ MyInvitationResponse[];
export type TeamsListMyInvitationsApiArg = void;
export type TeamsAcceptInvitationApiResponse =
  /** status 200 The caller joins the team. */ AcceptedInvitationResponse;
export type TeamsAcceptInvitationApiArg = {
  invitationId: string;
  acceptInvitationRequest: AcceptInvitationRequest;
};
export type TeamsDeclineInvitationApiResponse = unknown;
export type TeamsDeclineInvitationApiArg = {
  invitationId: string;
};
export type TeamsGetInvitationLinkApiResponse =
  /** status 200 The link's team, for anyone signed in who holds the token. */ InvitationLinkResponse;
export type TeamsGetInvitationLinkApiArg = {
  token: string;
};
export type TeamsAcceptInvitationLinkApiResponse =
  /** status 200 The caller joins the team; the link is used up. */ AcceptedInvitationResponse;
export type TeamsAcceptInvitationLinkApiArg = {
  token: string;
  acceptInvitationRequest: AcceptInvitationRequest;
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
export type OneOnOneMatrixListManagerEntriesAsOfApiResponse =
  /** status 200 The manager's board of the team at the end of a past day, rebuilt from the events before it, with the names, departments and sessions of that day; read-only. An empty board says why. */ OneOnOneAsOfResponse;
export type OneOnOneMatrixListManagerEntriesAsOfApiArg = {
  /** The team whose entries are shown */
  teamId: string;
  /** YYYY-MM-DD in APP_TIME_ZONE: the board at the end of that day; not in the future */
  date: string;
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
export type OneOnOneMatrixGetEntryAuditApiResponse =
  /** status 200 Read from the entry's events, oldest first */ OneOnOneAuditRecordResponse[];
export type OneOnOneMatrixGetEntryAuditApiArg = {
  id: string;
};
export type MsMatrixGetTeamMatrixApiResponse =
  /** status 200 Every entry for the team's leaders, team_admin and admin; a plain member gets only their own (the company member linked to them by e-mail), or none */ MsMatrixEntryResponse[];
export type MsMatrixGetTeamMatrixApiArg = {
  teamId: string;
};
export type MsMatrixGetTeamMatrixAsOfApiResponse =
  /** status 200 The board at the end of a past day, rebuilt from the events before it, with the names and departments of that day; read-only, with the same access as the board (a plain member: their own entry). An empty board says why. */ MsMatrixAsOfResponse;
export type MsMatrixGetTeamMatrixAsOfApiArg = {
  teamId: string;
  /** YYYY-MM-DD in APP_TIME_ZONE: the board at the end of that day; not in the future */
  date: string;
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
  /** status 201 Started with the coach's (or persona's) opening line; from a board, with the coach's analysis of it */ CoachingSessionResponse;
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
export type OneOnOneAgendasListMineApiResponse =
  /** status 200 The 1on1s the caller takes part in as the member */ MyAgendaResponse[];
export type OneOnOneAgendasListMineApiArg = void;
export type OneOnOneAgendasGetCatalogueApiResponse =
  /** status 200  */ SessionTopicCatalogueResponse;
export type OneOnOneAgendasGetCatalogueApiArg = {
  teamId: string;
};
export type OneOnOneAgendasAddTopicApiResponse =
  /** status 201  */ SessionTopicCatalogueResponse;
export type OneOnOneAgendasAddTopicApiArg = {
  teamId: string;
  addSessionTopicRequest: AddSessionTopicRequest;
};
export type OneOnOneAgendasSetTopicActiveApiResponse =
  /** status 200  */ SessionTopicCatalogueResponse;
export type OneOnOneAgendasSetTopicActiveApiArg = {
  teamId: string;
  topicId: string;
  setSessionTopicActiveRequest: SetSessionTopicActiveRequest;
};
export type OneOnOneAgendasGetAgendaApiResponse =
  /** status 200  */ AgendaResponse;
export type OneOnOneAgendasGetAgendaApiArg = {
  entryId: string;
};
export type OneOnOneAgendasAddTopicToAgendaApiResponse =
  /** status 201  */ AgendaResponse;
export type OneOnOneAgendasAddTopicToAgendaApiArg = {
  entryId: string;
  sessionId: string;
  addAgendaTopicRequest: AddAgendaTopicRequest;
};
export type OneOnOneAgendasRemoveTopicFromAgendaApiResponse =
  /** status 200  */ AgendaResponse;
export type OneOnOneAgendasRemoveTopicFromAgendaApiArg = {
  entryId: string;
  sessionId: string;
  itemId: string;
};
export type OneOnOneAgendasRecordOutcomeApiResponse =
  /** status 200  */ AgendaResponse;
export type OneOnOneAgendasRecordOutcomeApiArg = {
  entryId: string;
  sessionId: string;
  itemId: string;
  recordAgendaTopicOutcomeRequest: RecordAgendaTopicOutcomeRequest;
};
export type OneOnOneAgendasAddActionItemApiResponse =
  /** status 201  */ AgendaResponse;
export type OneOnOneAgendasAddActionItemApiArg = {
  entryId: string;
  sessionId: string;
  addActionItemRequest: AddActionItemRequest;
};
export type OneOnOneAgendasCompleteActionItemApiResponse =
  /** status 200  */ AgendaResponse;
export type OneOnOneAgendasCompleteActionItemApiArg = {
  entryId: string;
  actionItemId: string;
};
export type OneOnOneAgendasGivePulseApiResponse =
  /** status 200  */ AgendaResponse;
export type OneOnOneAgendasGivePulseApiArg = {
  entryId: string;
  sessionId: string;
  giveAgendaPulseRequest: GiveAgendaPulseRequest;
};
export type GrowthCyclesListMineApiResponse =
  /** status 200 The caller's cycles, active and completed, newest first */ GrowthCycleResponse[];
export type GrowthCyclesListMineApiArg = void;
export type GrowthCyclesStartApiResponse =
  /** status 201  */ GrowthCycleResponse;
export type GrowthCyclesStartApiArg = {
  startGrowthCycleRequest: StartGrowthCycleRequest;
};
export type GrowthCyclesGetActiveApiResponse =
  /** status 200 The current cycle: the first active one of the list */ ActiveGrowthCycleResponse;
export type GrowthCyclesGetActiveApiArg = void;
export type GrowthCyclesListCommunityApiResponse =
  /** status 200 Other users' public active cycles, newest first (at most 100) */ GrowthCycleResponse[];
export type GrowthCyclesListCommunityApiArg = void;
export type GrowthCyclesGetOneApiResponse =
  /** status 200  */ GrowthCycleResponse;
export type GrowthCyclesGetOneApiArg = {
  id: string;
};
export type GrowthCyclesCompleteApiResponse =
  /** status 200 The cycle, and the points its completion earned (0 with the reason when a fair-play rule withheld them) */ CompletedGrowthCycleResponse;
export type GrowthCyclesCompleteApiArg = {
  id: string;
};
export type GrowthCyclesListReceivedApiResponse =
  /** status 200 Feedback and feed-forward the cycle received, newest first */ ReceivedGiftsResponse;
export type GrowthCyclesListReceivedApiArg = {
  id: string;
};
export type GrowthCyclesThankApiResponse = unknown;
export type GrowthCyclesThankApiArg = {
  id: string;
  feedForwardId: string;
};
export type GrowthCyclesGiveFeedbackApiResponse =
  /** status 201 The praise, and the points it earned its giver (0 with the reason when a fair-play rule withheld them) */ GivenFeedbackResponse;
export type GrowthCyclesGiveFeedbackApiArg = {
  giveFeedbackRequest: GiveFeedbackRequest;
};
export type GrowthCyclesGiveFeedForwardApiResponse =
  /** status 201 The cheer, and the points it earned its giver (0 with the reason when a fair-play rule withheld them) */ GivenFeedForwardResponse;
export type GrowthCyclesGiveFeedForwardApiArg = {
  giveFeedForwardRequest: GiveFeedForwardRequest;
};
export type PointsGetPointsApiResponse =
  /** status 200 The caller's points; all zero before the first award */ PointsResponse;
export type PointsGetPointsApiArg = void;
export type PointsGetPointsHistoryApiResponse =
  /** status 200 The caller's points per day with a change, oldest first */ PointsHistoryDayResponse[];
export type PointsGetPointsHistoryApiArg = void;
export type PointsGetLedgerApiResponse =
  /** status 200 Every transaction matching the filter, newest first, with totals over all matches */ LedgerResponse;
export type PointsGetLedgerApiArg = {
  /** Only this person (user id) */
  userId?: string;
  /** Only members of this team */
  teamId?: string;
  type?:
    | "feedback"
    | "feed_forward"
    | "goal_completion"
    | "shop_purchase"
    | "withheld";
  /** First day, YYYY-MM-DD (inclusive) */
  from?: string;
  /** Last day, YYYY-MM-DD (inclusive) */
  to?: string;
  limit?: number;
  offset?: number;
};
export type PointsExportLedgerApiResponse = unknown;
export type PointsExportLedgerApiArg = {
  /** Only this person (user id) */
  userId?: string;
  /** Only members of this team */
  teamId?: string;
  type?:
    | "feedback"
    | "feed_forward"
    | "goal_completion"
    | "shop_purchase"
    | "withheld";
  /** First day, YYYY-MM-DD (inclusive) */
  from?: string;
  /** Last day, YYYY-MM-DD (inclusive) */
  to?: string;
  limit?: number;
  offset?: number;
};
export type PointsGetLedgerTransactionApiResponse =
  /** status 200 The transaction, its event and the event that caused it, with who acted */ LedgerTransactionDetailResponse;
export type PointsGetLedgerTransactionApiArg = {
  eventId: string;
};
export type PointsGetShopApiResponse =
  /** status 200 The catalogue, with what the caller owns and has equipped */ ShopItemResponse[];
export type PointsGetShopApiArg = void;
export type PointsGetEquippedItemsApiResponse =
  /** status 200 What a user's buddy wears (the caller's by default) */ ShopItemResponse[];
export type PointsGetEquippedItemsApiArg = {
  /** Whose items; the caller by default */
  userId?: string;
};
export type PointsPurchaseApiResponse =
  /** status 201 Bought: the points after the purchase */ PurchaseResponse;
export type PointsPurchaseApiArg = {
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  purchaseShopItemRequest: PurchaseShopItemRequest;
};
export type PointsEquipApiResponse = unknown;
export type PointsEquipApiArg = {
  itemId: string;
};
export type PointsUnequipApiResponse = unknown;
export type PointsUnequipApiArg = {
  itemId: string;
};
export type PointsGetLeaderboardApiResponse =
  /** status 200 Top entries of the period by points or contribution, the caller’s own row, and the last MVPs */ LeaderboardResponse;
export type PointsGetLeaderboardApiArg = {
  period?: "week" | "month" | "all";
  metric?: "points" | "contribution";
  limit?: number;
};
export type KnowledgeBaseListApiResponse =
  /** status 200 Active entries in book order */ KnowledgeEntryResponse[];
export type KnowledgeBaseListApiArg = void;
export type KnowledgeBaseSearchApiResponse =
  /** status 200 Most relevant first, each with its highlighted passage */ KnowledgePassageResponse[];
export type KnowledgeBaseSearchApiArg = {
  /** The query; Japanese without spaces is fine. Under 3 letters or digits: 400 */
  q: string;
  /** Only entries of this book */
  bookTitle?: string;
  limit?: number;
};
export type KnowledgeBaseBookApiResponse =
  /** status 200 One book's active entries in chapter order */ KnowledgeEntryResponse[];
export type KnowledgeBaseBookApiArg = {
  /** The book title, e.g. ピボット or 全員経営 */
  title: string;
};
export type KnowledgeBaseSeedApiResponse =
  /** status 200 What loading did; loading twice adds nothing */ SeedKnowledgeBaseResponse;
export type KnowledgeBaseSeedApiArg = {
  seedKnowledgeBaseRequest: SeedKnowledgeBaseRequest;
};
export type KnowledgeBaseGetApiResponse =
  /** status 200  */ KnowledgeEntryResponse;
export type KnowledgeBaseGetApiArg = {
  id: string;
};
export type LearningListApiResponse =
  /** status 200 Newest first, each with my progress (an admin also sees unpublished content) */ LearningContentResponse[];
export type LearningListApiArg = void;
export type LearningCreateApiResponse =
  /** status 201  */ LearningContentResponse;
export type LearningCreateApiArg = {
  saveLearningContentRequest: SaveLearningContentRequest;
};
export type LearningSummaryApiResponse =
  /** status 200 My overall progress, study time this month, badges and category bars */ LearningSummaryResponse;
export type LearningSummaryApiArg = void;
export type LearningSeedApiResponse =
  /** status 200 What loading the library did; twice adds nothing */ SeedLearningLibraryResponse;
export type LearningSeedApiArg = {
  seedLearningLibraryRequest: SeedLearningLibraryRequest;
};
export type LearningGetApiResponse =
  /** status 200 One piece with its body and my progress */ LearningContentResponse;
export type LearningGetApiArg = {
  id: string;
};
export type LearningUpdateApiResponse =
  /** status 200  */ LearningContentResponse;
export type LearningUpdateApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  saveLearningContentRequest: SaveLearningContentRequest;
};
export type LearningRecordProgressApiResponse =
  /** status 200 The content with my progress after the report */ LearningContentResponse;
export type LearningRecordProgressApiArg = {
  id: string;
  recordLearningProgressRequest: RecordLearningProgressRequest;
};
export type LearningResetProgressApiResponse =
  /** status 200 The content, not started again */ LearningContentResponse;
export type LearningResetProgressApiArg = {
  id: string;
};
export type SampleTeamCreateSampleTeamApiResponse =
  /** status 201 Creates the caller's sample team (サンプルチーム（お試し）: fictional members with two months of history on the MS and 1on1 boards), the caller its leader; answers the same team while the caller already has one (no body). */ SampleTeamResponse;
export type SampleTeamCreateSampleTeamApiArg = void;
export type ForumCategoriesApiResponse =
  /** status 200  */ ForumCategoryResponse[];
export type ForumCategoriesApiArg = void;
export type ForumStatsApiResponse = /** status 200  */ ForumStatsResponse;
export type ForumStatsApiArg = void;
export type ForumMyReportsApiResponse =
  /** status 200 The caller's reports and what became of them, newest first */ ForumReportResponse[];
export type ForumMyReportsApiArg = void;
export type ForumMyNoticesApiResponse =
  /** status 200 What moderators did with the caller's posts and replies, newest first */ ForumNoticeResponse[];
export type ForumMyNoticesApiArg = void;
export type ForumListApiResponse =
  /** status 200 Pinned first, then newest first */ ForumPostSummaryResponse[];
export type ForumListApiArg = {
  /** A category id; all categories when absent */
  categoryId?: string;
  /** Search: every term (split on spaces) must occur in the title or content */
  q?: string;
  limit?: number;
  offset?: number;
};
export type ForumCreateApiResponse = /** status 201  */ ForumPostDetailResponse;
export type ForumCreateApiArg = {
  createForumPostRequest: CreateForumPostRequest;
};
export type ForumDetailApiResponse = /** status 200  */ ForumPostDetailResponse;
export type ForumDetailApiArg = {
  id: string;
};
export type ForumEditApiResponse =
  /** status 200 The edited post; an edit that changes nothing changes nothing */ ForumPostDetailResponse;
export type ForumEditApiArg = {
  id: string;
  editForumPostRequest: EditForumPostRequest;
};
export type ForumRemoveApiResponse = unknown;
export type ForumRemoveApiArg = {
  id: string;
};
export type ForumReplyApiResponse = /** status 201  */ ForumPostDetailResponse;
export type ForumReplyApiArg = {
  id: string;
  forumReplyRequest: ForumReplyRequest;
};
export type ForumLikeApiResponse = /** status 201  */ ForumPostDetailResponse;
export type ForumLikeApiArg = {
  id: string;
};
export type ForumUnlikeApiResponse =
  /** status 200 The caller's like taken back; without one, nothing changes */ ForumPostDetailResponse;
export type ForumUnlikeApiArg = {
  id: string;
};
export type ForumViewApiResponse = unknown;
export type ForumViewApiArg = {
  id: string;
};
export type ForumPinApiResponse = /** status 200  */ ForumPostDetailResponse;
export type ForumPinApiArg = {
  id: string;
  pinForumPostRequest: PinForumPostRequest;
};
export type ForumReportApiResponse = unknown;
export type ForumReportApiArg = {
  id: string;
  reportForumPostRequest: ReportForumPostRequest;
};
export type ForumHideApiResponse = unknown;
export type ForumHideApiArg = {
  id: string;
  moderateForumPostRequest: ModerateForumPostRequest;
};
export type ForumRestoreApiResponse = unknown;
export type ForumRestoreApiArg = {
  id: string;
  moderateForumPostRequest: ModerateForumPostRequest;
};
export type ForumRevisionsApiResponse =
  /** status 200 The current version, then the versions edits replaced, newest first */ ForumRevisionResponse[];
export type ForumRevisionsApiArg = {
  id: string;
};
export type ForumEditReplyApiResponse =
  /** status 200  */ ForumPostDetailResponse;
export type ForumEditReplyApiArg = {
  id: string;
  replyId: string;
  editForumReplyRequest: EditForumReplyRequest;
};
export type ForumRemoveReplyApiResponse =
  /** status 200 The thread, the reply in its place as deleted */ ForumPostDetailResponse;
export type ForumRemoveReplyApiArg = {
  id: string;
  replyId: string;
};
export type ForumReplyRevisionsApiResponse =
  /** status 200 The current version, then the versions edits replaced, newest first */ ForumRevisionResponse[];
export type ForumReplyRevisionsApiArg = {
  id: string;
  replyId: string;
};
export type ForumLikeReplyApiResponse =
  /** status 201  */ ForumPostDetailResponse;
export type ForumLikeReplyApiArg = {
  id: string;
  replyId: string;
};
export type ForumUnlikeReplyApiResponse =
  /** status 200 The caller's like taken back; without one, nothing changes */ ForumPostDetailResponse;
export type ForumUnlikeReplyApiArg = {
  id: string;
  replyId: string;
};
export type AnonymousPostsListApiResponse =
  /** status 200 Newest first; hidden posts left out */ AnonymousPostResponse[];
export type AnonymousPostsListApiArg = {
  limit?: number;
};
export type AnonymousPostsCreateApiResponse =
  /** status 201  */ AnonymousPostResponse;
export type AnonymousPostsCreateApiArg = {
  createAnonymousPostRequest: CreateAnonymousPostRequest;
};
export type AnonymousPostsMyReportsApiResponse =
  /** status 200 The caller's reports and their outcome */ AnonymousReportResponse[];
export type AnonymousPostsMyReportsApiArg = void;
export type AnonymousPostsMyNoticesApiResponse =
  /** status 200 Moderation of the caller's own posts */ AnonymousNoticeResponse[];
export type AnonymousPostsMyNoticesApiArg = void;
export type AnonymousPostsDetailApiResponse =
  /** status 200  */ AnonymousPostDetailResponse;
export type AnonymousPostsDetailApiArg = {
  id: string;
};
export type AnonymousPostsRemoveApiResponse = unknown;
export type AnonymousPostsRemoveApiArg = {
  id: string;
};
export type AnonymousPostsSupportApiResponse =
  /** status 201  */ AnonymousPostResponse;
export type AnonymousPostsSupportApiArg = {
  id: string;
};
export type AnonymousPostsReplyApiResponse =
  /** status 201  */ AnonymousPostDetailResponse;
export type AnonymousPostsReplyApiArg = {
  id: string;
  anonymousReplyRequest: AnonymousReplyRequest;
};
export type AnonymousPostsReportApiResponse = unknown;
export type AnonymousPostsReportApiArg = {
  id: string;
  anonymousReasonRequest: AnonymousReasonRequest;
};
export type AnonymousPostsHideApiResponse = unknown;
export type AnonymousPostsHideApiArg = {
  id: string;
  anonymousReasonRequest: AnonymousReasonRequest;
};
export type AnonymousPostsRestoreApiResponse = unknown;
export type AnonymousPostsRestoreApiArg = {
  id: string;
  anonymousReasonRequest: AnonymousReasonRequest;
};
export type CommunityEventsListApiResponse =
  /** status 200  */ CommunityEventResponse[];
export type CommunityEventsListApiArg = {
  /** Scheduled or live events that have not ended, soonest first */
  upcoming?: boolean;
  status?: CommunityEventStatus;
};
export type CommunityEventsCreateApiResponse =
  /** status 201  */ CommunityEventDetailResponse;
export type CommunityEventsCreateApiArg = {
  createCommunityEventRequest: CreateCommunityEventRequest;
};
export type CommunityEventsCalendarFeedApiResponse =
  /** status 200  */ CalendarFeedResponse;
export type CommunityEventsCalendarFeedApiArg = void;
export type CommunityEventsRenewCalendarFeedApiResponse =
  /** status 201 A new secret URL; the previous one stops working */ IssuedCalendarFeedResponse;
export type CommunityEventsRenewCalendarFeedApiArg = void;
export type CommunityEventsFeedApiResponse = unknown;
export type CommunityEventsFeedApiArg = {
  file: string;
};
export type CommunityEventsGetApiResponse =
  /** status 200  */ CommunityEventDetailResponse;
export type CommunityEventsGetApiArg = {
  id: string;
};
export type CommunityEventsUpdateApiResponse =
  /** status 200 The corrected event; an update that changes nothing changes nothing */ CommunityEventDetailResponse;
export type CommunityEventsUpdateApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  updateCommunityEventRequest: UpdateCommunityEventRequest;
};
export type CommunityEventsAnalyticsApiResponse =
  /** status 200  */ EventAnalyticsResponse;
export type CommunityEventsAnalyticsApiArg = {
  id: string;
};
export type CommunityEventsCalendarApiResponse = unknown;
export type CommunityEventsCalendarApiArg = {
  id: string;
};
export type CommunityEventsChangeStatusApiResponse =
  /** status 200  */ CommunityEventDetailResponse;
export type CommunityEventsChangeStatusApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  changeEventStatusRequest: ChangeEventStatusRequest;
};
export type CommunityEventsPublishRecordingApiResponse =
  /** status 200  */ CommunityEventDetailResponse;
export type CommunityEventsPublishRecordingApiArg = {
  id: string;
  publishRecordingRequest: PublishRecordingRequest;
};
export type CommunityEventsRegisterApiResponse =
  /** status 201 myRegistration says: registered, waitlisted (with its place) or pending */ CommunityEventDetailResponse;
export type CommunityEventsRegisterApiArg = {
  id: string;
  registerForEventRequest: RegisterForEventRequest;
};
export type CommunityEventsCancelApiResponse =
  /** status 200 Cancelled; a freed seat went to the first on the waiting list */ CommunityEventDetailResponse;
export type CommunityEventsCancelApiArg = {
  id: string;
};
export type CommunityEventsApproveApiResponse =
  /** status 200 Registered when a seat is free, else waitlisted */ CommunityEventDetailResponse;
export type CommunityEventsApproveApiArg = {
  id: string;
  userId: string;
};
export type CommunityEventsDeclineApiResponse =
  /** status 200  */ CommunityEventDetailResponse;
export type CommunityEventsDeclineApiArg = {
  id: string;
  userId: string;
};
export type CommunityEventsRecordAttendanceApiResponse =
  /** status 200  */ CommunityEventDetailResponse;
export type CommunityEventsRecordAttendanceApiArg = {
  id: string;
  userId: string;
  recordAttendanceRequest: RecordAttendanceRequest;
};
export type CommunityEventsGiveFeedbackApiResponse =
  /** status 201  */ CommunityEventDetailResponse;
export type CommunityEventsGiveFeedbackApiArg = {
  id: string;
  giveEventFeedbackRequest: GiveEventFeedbackRequest;
};
export type CultureSimulationMeasurementsApiResponse =
  /** status 200 Velocities and effects with intervals and sample sizes; says when the history is too thin */ CultureMeasurementsResponse;
export type CultureSimulationMeasurementsApiArg = {
  teamId: string;
};
export type CultureSimulationSimulateApiResponse =
  /** status 200 The projection; nothing is recorded */ CultureSimulationResponse;
export type CultureSimulationSimulateApiArg = {
  teamId: string;
  simulateCultureRequest: SimulateCultureRequest;
};
export type CultureSimulationScenariosApiResponse =
  /** status 200 My scenarios and the shared ones, newest first, each compared with what happened */ CultureScenarioResponse[];
export type CultureSimulationScenariosApiArg = {
  teamId: string;
};
export type CultureSimulationSaveApiResponse =
  /** status 201 Saved with the projection computed now on the server */ CultureScenarioResponse;
export type CultureSimulationSaveApiArg = {
  teamId: string;
  saveCultureScenarioRequest: SaveCultureScenarioRequest;
};
export type CultureSimulationScenarioApiResponse =
  /** status 200  */ CultureScenarioResponse;
export type CultureSimulationScenarioApiArg = {
  teamId: string;
  scenarioId: string;
};
export type CultureSimulationShareApiResponse = unknown;
export type CultureSimulationShareApiArg = {
  scenarioId: string;
  shareCultureScenarioRequest: ShareCultureScenarioRequest;
};
export type PrivacyForgetApiResponse =
  /** status 200 Answered once the read models hold nothing of the person */ ForgetPersonResponse;
export type PrivacyForgetApiArg = {
  forgetPersonRequest: ForgetPersonRequest;
};
export type ModerationQueueApiResponse =
  /** status 200 Awaiting review first, then the most reported, then the newest */ ModerationQueueItemResponse[];
export type ModerationQueueApiArg = void;
export type ModerationLogApiResponse =
  /** status 200 Every moderation action, newest first */ ModerationLogEntryResponse[];
export type ModerationLogApiArg = void;
export type EventLogCategoriesApiResponse =
  /** status 200  */ EventCategoryResponse[];
export type EventLogCategoriesApiArg = void;
export type EventLogTypesApiResponse = /** status 200  */ string[];
export type EventLogTypesApiArg = void;
export type EventLogEventsApiResponse = /** status 200  */ EventLogPageResponse;
export type EventLogEventsApiArg = {
  /** Stream category (`ms-matrix-entry`) */
  category?: string;
  /** One stream */
  streamId?: string;
  /** Event type */
  type?: string;
  /** The user who issued the command (metadata.userId) */
  userId?: string;
  /** metadata.correlationId */
  correlationId?: string;
  /** Recorded at or after (ISO-8601) */
  from?: string;
  /** Recorded before (ISO-8601) */
  to?: string;
  /** Keyset: events before this position (the previous page’s nextBefore) */
  before?: string;
  /** Live tail: events after this position, oldest first */
  after?: string;
  limit?: number;
};
export type EventLogEventApiResponse = /** status 200  */ LoggedEventResponse;
export type EventLogEventApiArg = {
  eventId: string;
};
export type EventLogCorrelationApiResponse =
  /** status 200  */ CorrelationResponse;
export type EventLogCorrelationApiArg = {
  correlationId: string;
};
export type EventLogStreamApiResponse = /** status 200  */ StreamStateResponse;
export type EventLogStreamApiArg = {
  streamId: string;
  /** Revision to fold up to (inclusive); the last when absent */
  version?: number;
};
export type AdminMigrateToProductionApiResponse =
  /** status 200  */ MigrateToProductionResponse;
export type AdminMigrateToProductionApiArg = void;
export type AdminSyncDbDiagramApiResponse =
  /** status 200  */ SyncDbDiagramResponse;
export type AdminSyncDbDiagramApiArg = void;
export type AdminGetDbDiagramApiResponse = /** status 200  */ DbDiagramResponse;
export type AdminGetDbDiagramApiArg = void;
export type AdminGetStatisticsApiResponse =
  /** status 200  */ AdminStatisticsResponse;
export type AdminGetStatisticsApiArg = void;
export type AdminListActionsApiResponse =
  /** status 200  */ AdminActionResponse[];
export type AdminListActionsApiArg = void;
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
  /** Who asked for it (an admin’s e-mail); null when the system did */
  startedBy: string | null;
  /** Seconds left at the pace so far, while under way; null otherwise */
  secondsLeft: number | null;
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
  /** Id of the event behind lastError */
  failedEventId: string | null;
  /** Type of the event behind lastError */
  failedType: string | null;
  /** Seconds between the oldest event not yet handled and now (0 when caught up) */
  lagSeconds: number;
  /** Events per second its loop went through over the last ten seconds (on the instance running it) */
  eventsPerSecond: number;
  /** Events it failed on and went past, waiting for a retry or a skip */
  parkedCount: number;
  updatedAt: string | null;
  rebuild: RebuildProgressDto;
};
export type ApiErrorDto = {
  statusCode: number;
  message: string | string[];
  error: string;
};
export type ParkedEventDto = {
  name: string;
  /** Global position of the event (a decimal string) */
  position: string;
  eventId: string;
  streamId: string;
  type: string;
  /** The error of the last attempt */
  error: string;
  attempts: number;
  /** parked: waiting; retried: applied by a retry; skipped: left unapplied by an admin */
  state: "parked" | "retried" | "skipped";
  parkedAt: string;
  resolvedAt: string | null;
  /** The admin who retried or skipped it */
  resolvedBy: string | null;
  /** Why it was skipped */
  reason: string | null;
};
export type RetryParkedResponseDto = {
  parked: ParkedEventDto;
  /** The error when it failed again (it stays parked); null when it was applied */
  error: string | null;
};
export type SkipParkedRequestDto = {
  /** Why the event is left unapplied (recorded in the event log) */
  reason: string;
};
export type DatabaseIncidentDto = {
  /** When the supervisor noticed the embedded server had stopped */
  stoppedAt: string;
  /** When it answered again; null while restarting or when the supervisor gave up */
  restartedAt: string | null;
  /** Starts tried */
  attempts: number;
  /** How the stop was noticed (exit code or signal, failed probes) */
  reason: string;
};
export type DatabaseSupervisorDto = {
  /** failed: the supervisor gave up restarting it; it needs a restart by hand */
  state: "running" | "restarting" | "failed";
  /** Stops noticed since this process started */
  stops: number;
  /** Automatic restarts since this process started */
  restarts: number;
  /** The recent stops, oldest first (at most 20) */
  incidents: DatabaseIncidentDto[];
};
export type DatabaseHealthDto = {
  status: "up" | "down";
  /** Why the component is down */
  error?: string;
  /** The embedded PostgreSQL the app owns and restarts (decision 0060); null with an external DATABASE_URL */
  supervisor: DatabaseSupervisorDto | null;
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
  database: DatabaseHealthDto;
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
  /** The deployment's time zone (APP_TIME_ZONE, an IANA name): the client shows every instant as a wall time there and takes 'today' there */
  timeZone: string;
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
export type UserSearchHitResponse = {
  userId: string;
  /** 姓 名 */
  displayName: string;
  /** Only for team_admin and admin readers */
  email?: string;
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
  /** Anyone may join at once; a closed team (the default) takes an invitation or an approved join request. */
  isOpen: boolean;
  /** The caller's join request waits for a leader's decision. */
  joinRequested: boolean;
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
  /** joined: the user is a member; requested: the team is closed and a join request waits for a leader. */
  status: "joined" | "requested";
};
export type JoinTeamRequest = {
  /** The user to link; only admins and team admins may link someone else. */
  userId: string;
  teamId: string;
  isPrimaryTeam?: boolean;
};
export type TeamVisibilityRequest = {
  /** true: anyone in the organisation may join at once; false: by invitation or approved request. */
  isOpen: boolean;
};
export type TeamInvitationResponse = {
  id: string;
  teamId: string;
  kind: "email" | "link";
  /** The invited address; null for a link. */
  email: string | null;
  createdAt: string;
  expiresAt: string;
  /** Past its expiry: it can only be revoked. */
  expired: boolean;
};
export type CreatedInvitationResponse = {
  id: string;
  email: string;
  expiresAt: string;
};
export type InviteMemberRequest = {
  email: string;
  /** Days until the invitation expires. */
  expiresInDays?: number;
};
export type CreatedInvitationLinkResponse = {
  id: string;
  /** The secret token, shown only now: the link is /community/join/<token>. */
  token: string;
  expiresAt: string;
};
export type CreateInvitationLinkRequest = {
  /** Days until the link expires. */
  expiresInDays?: number;
};
export type JoinRequestResponse = {
  userId: string;
  teamId: string;
  displayName: string;
  email: string | null;
  requestedAt: string;
};
export type MyInvitationResponse = {
  id: string;
  teamId: string;
  teamName: string;
  teamDescription: string | null;
  expiresAt: string;
};
export type AcceptedInvitationResponse = {
  /** The team the caller joined. */
  teamId: string;
};
export type AcceptInvitationRequest = {
  /** Make the team the caller's primary team. */
  isPrimaryTeam?: boolean;
};
export type InvitationLinkResponse = {
  invitationId: string;
  teamId: string;
  teamName: string;
  teamDescription: string | null;
  expiresAt: string;
  /** The holder already belongs to the team. */
  isMember: boolean;
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
  /** No session for more than 14 days (or none since creation 14+ days ago), counted in APP_TIME_ZONE */
  isStale: boolean;
  createdAt: string;
  /** Send as If-Match to guard a change */
  revision: number;
};
export type OneOnOneAsOfEmptyReason = "before_team" | "nobody_placed";
export type OneOnOneAsOfEntryResponse = {
  id: string;
  managerId: string;
  /** The member's team that day */
  teamId: string;
  employeeId: string;
  /** 姓 名, as it was that day */
  employeeName: string;
  departmentId: string | null;
  /** The department's name that day */
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
  /** The last session on or before that day */
  lastSessionDate: string | null;
  /** The next session planned at that last session */
  nextSessionDate: string | null;
  /** Stale as of that day (no session for more than 14 days) */
  isStale: boolean;
  /** When this life of the entry began */
  createdAt: string;
  /** Since when the member stood there with this name, department and team */
  since: string;
};
export type OneOnOneAsOfResponse = {
  date: string;
  /** The end of that day: the board holds every event before this instant */
  endsAt: string;
  teamCreatedOn: string | null;
  /** Why the board is empty */
  emptyReason: OneOnOneAsOfEmptyReason | null;
  entries: OneOnOneAsOfEntryResponse[];
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
  /** YYYY-MM-DD in APP_TIME_ZONE, not in the future */
  sessionDate: string;
  approach: OneOnOneApproach;
  outcomes?: string | null;
  feedback?: string | null;
  effectiveness: number;
  /** YYYY-MM-DD, after sessionDate */
  nextSessionDate?: string | null;
};
export type OneOnOneAuditRecordResponse = {
  at: string;
  actorId: string | null;
  /** 姓 名 of the user who acted, when known */
  actorName: string | null;
  action: "placed" | "moved" | "point_deleted" | "session_recorded" | "removed";
  from: OneOnOnePositionResponse | null;
  to: OneOnOnePositionResponse | null;
  /** The growth point created or deleted */
  pointId: string | null;
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
export type MatrixAsOfEmptyReason =
  "before_team" | "nobody_placed" | "not_on_board";
export type MsMatrixAsOfEntryResponse = {
  id: string;
  memberId: string;
  /** 姓 名, as it was that day */
  memberName: string;
  /** The department of that day; null: 未所属 */
  departmentId: string | null;
  /** The department's name that day */
  departmentName: string | null;
  departmentColor: string | null;
  teamId: string;
  positionX: number;
  positionY: number;
  skillLevel: number;
  mindsetLevel: number;
  /** Since when the member stood there with this name and department */
  since: string;
};
export type MsMatrixAsOfResponse = {
  /** The day asked for (YYYY-MM-DD, APP_TIME_ZONE) */
  date: string;
  /** The end of that day: the board holds every event before this instant */
  endsAt: string;
  /** The day the team was created (YYYY-MM-DD) */
  teamCreatedOn: string | null;
  /** Why the board is empty: the team did not exist yet, nobody was placed yet, or (a plain member) they were not on it */
  emptyReason: MatrixAsOfEmptyReason | null;
  entries: MsMatrixAsOfEntryResponse[];
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
  /** Topics on the agenda of that session (the agendas module) */
  agendaItems: number;
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
  /** 1on1 sessions dated this month (APP_TIME_ZONE) */
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
  /** The current month (APP_TIME_ZONE) */
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
  /** Role-play: JSON of the chosen scenario (spec part 2 §3); a session started from a board: JSON of its reference `{ source, teamId, memberId? }` */
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
  /** Role-play: JSON of the scenario; its `id` is used when scenarioId is absent. Coaching from a board: JSON `{ source: 'ms-board', teamId }` or `{ source: 'one-on-one', teamId, memberId }`; the server gathers the board's facts (403/404 when the board is refused, nothing created) */
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
export type MyAgendaResponse = {
  entryId: string;
  managerName: string | null;
  lastSessionDate: string | null;
  nextSessionDate: string | null;
  topics: number;
  openActionItems: number;
};
export type SessionTopicCategory =
  | "career"
  | "mindset"
  | "skills"
  | "relationships"
  | "workload"
  | "feedback"
  | "wellbeing"
  | "other";
export type SessionTopicResponse = {
  id: string;
  name: string;
  category: SessionTopicCategory;
  /** Japanese name of the category */
  categoryLabel: string;
  description: string | null;
  isActive: boolean;
};
export type SessionTopicCatalogueResponse = {
  teamId: string;
  /** The caller may add and deactivate topics (the team’s leaders, team_admin, admin) */
  canManage: boolean;
  /** Active and inactive, in catalogue order */
  topics: SessionTopicResponse[];
};
export type AddSessionTopicRequest = {
  name: string;
  category: SessionTopicCategory;
  description?: string | null;
};
export type SetSessionTopicActiveRequest = {
  /** false deactivates the topic (topics are never deleted) */
  isActive: boolean;
};
export type AgendaParty = "member" | "manager";
export type AgendaApproachResponse = {
  quadrant: string;
  label: string;
  recommendedApproach: string;
};
export type ResponseWanted = "advice" | "think_together" | "listen";
export type AgendaTopicResponse = {
  id: string;
  /** The catalogue topic it was picked from */
  topicId: string | null;
  title: string;
  /** 1 high .. 3 low */
  priority: number;
  notes: string | null;
  /** What the member wants from the talk */
  responseWanted: ResponseWanted | null;
  addedBy: AgendaParty;
  outcome: string | null;
};
export type ActionItemResponse = {
  id: string;
  title: string;
  owner: AgendaParty;
  dueDate: string | null;
  done: boolean;
  /** Agreed in an earlier session and still open */
  carriedOver: boolean;
  /** The session it was agreed in; null while on the open agenda */
  sessionId: string | null;
  /** Date of that session */
  sessionDate: string | null;
};
export type AgendaPulseResponse = {
  /** How clear the member feels after the session */
  clarity: number;
  comment: string | null;
};
export type PastAgendaResponse = {
  sessionId: string;
  sessionDate: string;
  topics: AgendaTopicResponse[];
  /** Agreed in this session */
  actionItems: ActionItemResponse[];
  pulse: AgendaPulseResponse | null;
};
export type AgendaResponse = {
  entryId: string;
  teamId: string;
  /** 姓 名 of the member */
  employeeName: string;
  managerName: string | null;
  /** The caller’s part in the 1on1 */
  role: AgendaParty;
  lastSessionDate: string | null;
  nextSessionDate: string | null;
  /** No session for more than 14 days */
  isStale: boolean;
  /** The recommended approach of the member’s quadrant; for the manager only */
  approach: AgendaApproachResponse | null;
  /** The open agenda of the next session, by priority */
  topics: AgendaTopicResponse[];
  /** Open action items (carried over or new) and those done since the last session */
  actionItems: ActionItemResponse[];
  /** Active topics of the team’s catalogue */
  catalogue: SessionTopicResponse[];
  /** When stale, the manager’s suggestions for the quadrant (not yet on the agenda) */
  suggestedTopics: SessionTopicResponse[];
  /** Held sessions, newest first (at most 5); read-only */
  pastSessions: PastAgendaResponse[];
};
export type AddAgendaTopicRequest = {
  /** The topic in the member’s words (or a catalogue topic’s name) */
  title: string;
  /** A topic of the team’s catalogue */
  topicId?: string | null;
  /** 1 high .. 3 low */
  priority?: number;
  notes?: string | null;
  /** Required from the member */
  responseWanted?: ResponseWanted | null;
};
export type RecordAgendaTopicOutcomeRequest = {
  /** Empty clears it */
  outcome: string | null;
};
export type AddActionItemRequest = {
  title: string;
  owner: AgendaParty;
  /** YYYY-MM-DD, today or later */
  dueDate?: string | null;
};
export type GiveAgendaPulseRequest = {
  /** How clear the member feels after the session */
  clarity: number;
  comment?: string | null;
};
export type GrowthCycleUserResponse = {
  userId: string;
  /** 姓 名 */
  displayName: string;
};
export type GrowthCycleStatus = "active" | "completed";
export type BuddyStage = "beginner" | "intermediate" | "advanced" | "master";
export type BuddyExpression = "happy" | "determined" | "excited";
export type BuddyEvolutionResponse = {
  fromLevel: number;
  toLevel: number;
  /** When the level was reached (ISO 8601) */
  at: string;
};
export type GrowthCycleResponse = {
  id: string;
  /** The owner */
  userId: string;
  /** The owner's display name (姓 名) */
  ownerName: string;
  title: string;
  description: string | null;
  targetBehaviors: string;
  isPublic: boolean;
  /** User ids the owner asked for support */
  supporterMembers: string[];
  /** The supporters with their names (users since forgotten are left out) */
  supporters: GrowthCycleUserResponse[];
  status: GrowthCycleStatus;
  /** Sum of the experience points received */
  buddyExperience: number;
  /** 1 + floor(experience / 100) */
  buddyLevel: number;
  buddyStage: BuddyStage;
  buddyExpression: BuddyExpression;
  /** What the experience bar shows: experience modulo 100 */
  buddyProgress: number;
  /** Level 10 or more: the card shows the max-level message */
  isMaxLevel: boolean;
  /** Level-ups, oldest first */
  buddyEvolutions: BuddyEvolutionResponse[];
  feedbackCount: number;
  feedForwardCount: number;
  startedAt: string;
  completedAt: string | null;
};
export type StartGrowthCycleRequest = {
  title: string;
  description?: string | null;
  targetBehaviors: string;
  isPublic?: boolean;
  /** User ids of teammates asked for support */
  supporterMembers?: string[];
};
export type ActiveGrowthCycleResponse = {
  /** The current cycle: the newest active one, or null */
  cycle: GrowthCycleResponse | null;
};
export type FairPlayNoteResponse = {
  /** The rule: self_dealing, stock_phrase, giver_daily_cap, pair_daily_cap, cycle_too_short, no_gifts_received, completion_daily_cap */
  reason: string;
  message: string;
};
export type CompletedGrowthCycleResponse = {
  id: string;
  /** The owner */
  userId: string;
  /** The owner's display name (姓 名) */
  ownerName: string;
  title: string;
  description: string | null;
  targetBehaviors: string;
  isPublic: boolean;
  /** User ids the owner asked for support */
  supporterMembers: string[];
  /** The supporters with their names (users since forgotten are left out) */
  supporters: GrowthCycleUserResponse[];
  status: GrowthCycleStatus;
  /** Sum of the experience points received */
  buddyExperience: number;
  /** 1 + floor(experience / 100) */
  buddyLevel: number;
  buddyStage: BuddyStage;
  buddyExpression: BuddyExpression;
  /** What the experience bar shows: experience modulo 100 */
  buddyProgress: number;
  /** Level 10 or more: the card shows the max-level message */
  isMaxLevel: boolean;
  /** Level-ups, oldest first */
  buddyEvolutions: BuddyEvolutionResponse[];
  feedbackCount: number;
  feedForwardCount: number;
  startedAt: string;
  completedAt: string | null;
  /** Points this act earned (the giver for praise and cheers, the owner for a completion); 0 when a fair-play rule withheld them; null when the award was not decided within the read-your-writes bound (X-Read-Model-Lag) */
  pointsAwarded: number | null;
  /** Why no points were paid; null when they were, or when not decided yet */
  fairPlay: FairPlayNoteResponse | null;
};
export type EmotionBadge =
  | "amazing"
  | "inspiring"
  | "energetic"
  | "helpful"
  | "professional"
  | "cheerful";
export type FeedbackResponse = {
  id: string;
  growthCycleId: string;
  fromUserId: string;
  /** The giver's display name */
  fromUserName: string;
  toUserId: string;
  message: string;
  emotionBadges: EmotionBadge[];
  experiencePoints: number;
  isVisible: boolean;
  createdAt: string;
};
export type FeedForwardCategory =
  "leverage_strengths" | "new_step" | "support_offer";
export type SkillTreeAbility =
  | "communication"
  | "leadership"
  | "problem_solving"
  | "teamwork"
  | "creativity"
  | "time_management"
  | "technical_skills"
  | "emotional_intelligence";
export type FeedForwardResponse = {
  id: string;
  growthCycleId: string;
  fromUserId: string;
  /** The giver's display name */
  fromUserName: string;
  toUserId: string;
  originalMessage: string;
  /** A copy of originalMessage (spec compatibility) */
  transformedMessage: string;
  category: FeedForwardCategory;
  skillTreeAbility: SkillTreeAbility | null;
  experiencePoints: number;
  isVisible: boolean;
  /** When the receiver thanked it (their one answer) */
  thankedAt: string | null;
  createdAt: string;
};
export type ReceivedGiftsResponse = {
  feedback: FeedbackResponse[];
  feedForward: FeedForwardResponse[];
};
export type GivenFeedbackResponse = {
  id: string;
  growthCycleId: string;
  fromUserId: string;
  /** The giver's display name */
  fromUserName: string;
  toUserId: string;
  message: string;
  emotionBadges: EmotionBadge[];
  experiencePoints: number;
  isVisible: boolean;
  createdAt: string;
  /** Points this act earned (the giver for praise and cheers, the owner for a completion); 0 when a fair-play rule withheld them; null when the award was not decided within the read-your-writes bound (X-Read-Model-Lag) */
  pointsAwarded: number | null;
  /** Why no points were paid; null when they were, or when not decided yet */
  fairPlay: FairPlayNoteResponse | null;
};
export type GiveFeedbackRequest = {
  /** The cycle; without it: 対象の成長サイクルが選択されていません */
  growthCycleId?: string;
  /** The cycle's owner; when given it must match */
  toUserId?: string;
  experiencePoints?: number;
  message: string;
  emotionBadges?: EmotionBadge[];
};
export type GivenFeedForwardResponse = {
  id: string;
  growthCycleId: string;
  fromUserId: string;
  /** The giver's display name */
  fromUserName: string;
  toUserId: string;
  originalMessage: string;
  /** A copy of originalMessage (spec compatibility) */
  transformedMessage: string;
  category: FeedForwardCategory;
  skillTreeAbility: SkillTreeAbility | null;
  experiencePoints: number;
  isVisible: boolean;
  /** When the receiver thanked it (their one answer) */
  thankedAt: string | null;
  createdAt: string;
  /** Points this act earned (the giver for praise and cheers, the owner for a completion); 0 when a fair-play rule withheld them; null when the award was not decided within the read-your-writes bound (X-Read-Model-Lag) */
  pointsAwarded: number | null;
  /** Why no points were paid; null when they were, or when not decided yet */
  fairPlay: FairPlayNoteResponse | null;
};
export type GiveFeedForwardRequest = {
  /** The cycle; without it: 対象の成長サイクルが選択されていません */
  growthCycleId?: string;
  /** The cycle's owner; when given it must match */
  toUserId?: string;
  experiencePoints?: number;
  originalMessage: string;
  /** Ignored: the server stores a copy of originalMessage (spec compatibility) */
  transformedMessage?: string;
  category: FeedForwardCategory;
  skillTreeAbility?: SkillTreeAbility | null;
};
export type PointsResponse = {
  userId: string;
  /** Earned in all */
  totalPoints: number;
  /** Earned minus spent: what the shop may take */
  availablePoints: number;
  pointsEarnedFeedback: number;
  pointsEarnedFeedForward: number;
  pointsEarnedGoalCompletion: number;
  pointsSpent: number;
};
export type PointsHistoryDayResponse = {
  /** YYYY-MM-DD */
  date: string;
  earned: number;
  spent: number;
  /** Available points at the end of the day */
  balance: number;
  /** Earned in all up to the end of the day */
  total: number;
};
export type LedgerTransactionResponse = {
  eventId: string;
  userId: string;
  userName: string;
  transactionType:
    | "feedback"
    | "feed_forward"
    | "goal_completion"
    | "shop_purchase"
    | "withheld";
  /** Positive earned, negative spent, 0 withheld */
  points: number;
  balanceAfter: number;
  /** Feedback, feed-forward, cycle or purchase id */
  relatedEntityId: string | null;
  counterpartUserId: string | null;
  counterpartName: string | null;
  description: string;
  occurredAt: string;
  /** The request (command) that caused it */
  correlationId: string;
  causationId: string | null;
  /** The user who issued the command; null for an award */
  actedBy: string | null;
};
export type LedgerTotalsResponse = {
  count: number;
  earned: number;
  spent: number;
  /** Causes that paid nothing (fair play) */
  withheld: number;
  net: number;
};
export type LedgerResponse = {
  transactions: LedgerTransactionResponse[];
  totals: LedgerTotalsResponse;
};
export type LedgerPointsEventResponse = {
  eventId: string;
  type: string;
  streamId: string;
  revision: number;
  position: string;
  occurredAt: string;
  correlationId: string;
  causationId: string | null;
  userId: string | null;
  userName: string | null;
  data: {
    [key: string]: any;
  };
};
export type LedgerEventResponse = {
  eventId: string;
  type: string;
  streamId: string;
  revision: number;
  position: string;
  occurredAt: string;
  correlationId: string;
  causationId: string | null;
  userId: string | null;
  userName: string | null;
};
export type LedgerTransactionDetailResponse = {
  transaction: LedgerTransactionResponse;
  event: LedgerPointsEventResponse;
  cause: LedgerEventResponse | null;
};
export type ShopItemResponse = {
  id: string;
  name: string;
  description: string;
  itemType: "accessory" | "background" | "frame" | "title";
  itemData: {
    [key: string]: string;
  };
  pointCost: number;
  rarity: "common" | "rare" | "epic" | "legendary";
  isActive: boolean;
  owned: boolean;
  isEquipped: boolean;
  purchasedAt: string | null;
};
export type PurchaseResponse = {
  purchaseId: string;
  itemId: string;
  points: PointsResponse;
};
export type PurchaseShopItemRequest = {
  /** A catalogue item id (GET /api/pffr/shop) */
  itemId: string;
};
export type LeaderboardEntryResponse = {
  rank: number;
  userId: string;
  displayName: string;
  score: number;
  feedbackQualityScore: number;
  feedForwardCount: number;
  responseRate: number;
};
export type MvpAwardResponse = {
  periodKind: "week" | "month";
  periodStart: string;
  periodEnd: string;
  awardType: "points" | "contribution";
  rank: number;
  userId: string;
  displayName: string;
  score: number;
};
export type LeaderboardResponse = {
  period: "week" | "month" | "all";
  metric: "points" | "contribution";
  periodStart: string | null;
  periodEnd: string | null;
  entries: LeaderboardEntryResponse[];
  me: LeaderboardEntryResponse | null;
  mvps: MvpAwardResponse[];
};
export type KnowledgeEntryResponse = {
  id: string;
  bookTitle: string;
  chapterNumber: number;
  chapterTitle: string;
  sectionTitle: string;
  content: string;
  concepts: string[];
  keywords: string[];
  practicalApplications: string[];
  relatedTopics: string[];
  /** Readings and other spellings the search also finds the entry by */
  aliases: string[];
  contentType: "theory" | "practice" | "case_study" | "exercise";
  /** Shown as n/10 */
  importance: number;
  isActive: boolean;
  updatedAt: string;
  revision: number;
};
export type KnowledgeHighlightResponse = {
  /** Offset in the snippet (UTF-16 code units) */
  start: number;
  length: number;
};
export type KnowledgePassageResponse = {
  entryId: string;
  bookTitle: string;
  chapterNumber: number;
  chapterTitle: string;
  sectionTitle: string;
  concepts: string[];
  contentType: "theory" | "practice" | "case_study" | "exercise";
  importance: number;
  /** About 100 characters of the content around the matches */
  snippet: string;
  highlights: KnowledgeHighlightResponse[];
  /** Relevance; higher first */
  score: number;
};
export type SeedKnowledgeBaseResponse = {
  /** Entries written for the first time */
  added: number;
  /** Entries whose text changed since the last load */
  revised: number;
  /** Entries already as the book data says */
  unchanged: number;
};
export type SeedKnowledgeBaseRequest = {};
export type LearningProgressResponse = {
  /** Furthest percent reached; 100 once completed */
  progress: number;
  /** Where to resume: a video's seconds, a reading lesson's percent scrolled */
  position: number;
  completed: boolean;
  startedAt: string | null;
  completedAt: string | null;
};
export type LearningContentResponse = {
  id: string;
  title: string;
  description: string;
  contentType: "video" | "reading";
  videoUrl: string | null;
  thumbnailUrl: string | null;
  /** Minutes (spec: duration) */
  duration: number;
  /** Minutes */
  durationMinutes: number;
  difficulty: "beginner" | "intermediate" | "advanced";
  category: "one_on_one_basics" | "matrix_usage" | "case_studies";
  tags: string[];
  /** A reading lesson’s text (only when one piece is asked for) */
  body: string | null;
  isPublic: boolean;
  createdAt: string;
  revision: number;
  myProgress: LearningProgressResponse;
};
export type SaveLearningContentRequest = {
  title: string;
  description: string;
  contentType: "video" | "reading";
  /** https URL; required for a video */
  videoUrl?: string | null;
  /** https URL */
  thumbnailUrl?: string | null;
  /** Minutes */
  durationMinutes: number;
  difficulty: "beginner" | "intermediate" | "advanced";
  category: "one_on_one_basics" | "matrix_usage" | "case_studies";
  tags?: string[];
  /** A reading lesson’s text; required for reading */
  body?: string | null;
  isPublic?: boolean;
};
export type BadgeResponse = {
  badge:
    | "first_step"
    | "three_completed"
    | "one_on_one_basics_mastered"
    | "matrix_usage_mastered"
    | "case_studies_mastered"
    | "one_hour_studied"
    | "all_completed";
  earned: boolean;
};
export type CategorySummaryResponse = {
  category: "one_on_one_basics" | "matrix_usage" | "case_studies";
  itemCount: number;
  completedCount: number;
  /** Mean progress over the items, 0..100 */
  percent: number;
};
export type LearningSummaryResponse = {
  totalCount: number;
  completedCount: number;
  startedCount: number;
  /** completedCount / totalCount in percent */
  overallPercent: number;
  /** Study time this calendar month (APP_TIME_ZONE) */
  studyMinutesThisMonth: number;
  studyMinutesTotal: number;
  badgesEarned: number;
  badges: BadgeResponse[];
  categories: CategorySummaryResponse[];
};
export type SeedLearningLibraryResponse = {
  added: number;
  revised: number;
  unchanged: number;
};
export type SeedLearningLibraryRequest = {};
export type RecordLearningProgressRequest = {
  /** How far the user got, in percent; never lowers what was reached */
  percent: number;
  /** Where to resume: a video's seconds, a reading lesson's percent scrolled */
  position?: number;
  /** Seconds spent since the last report; at most 300 count */
  studySeconds?: number;
};
export type SampleTeamResponse = {
  /** Id of the caller's sample team. */
  id: string;
};
export type ForumCategoryResponse = {
  id: string;
  name: string;
  description: string;
  /** Badge colour name */
  color: "blue" | "green" | "purple" | "orange";
  isActive: boolean;
};
export type ForumTopicResponse = {
  id: string;
  title: string;
  categoryId: string;
  likeCount: number;
  replyCount: number;
};
export type ForumStatsResponse = {
  /** People who posted, replied or liked in the last 30 days */
  activeUsers: number;
  /** Posts since Monday 00:00 in the deployment time zone */
  postsThisWeek: number;
  /** Up to 5 posts of the last 30 days with the most likes and replies */
  popularTopics: ForumTopicResponse[];
};
export type ForumReportResponse = {
  id: string;
  postId: string;
  /** Null: the post itself was reported */
  replyId: string | null;
  postTitle: string;
  excerpt: string;
  reason: string;
  outcome: "pending" | "hidden" | "kept";
  outcomeReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};
export type ForumNoticeResponse = {
  id: string;
  postId: string;
  replyId: string | null;
  postTitle: string;
  excerpt: string;
  action: "auto_hidden" | "hidden" | "restored";
  reason: string;
  createdAt: string;
};
export type ForumPostSummaryResponse = {
  id: string;
  categoryId: string;
  authorId: string;
  /** 姓 名; 退会済みユーザー when the account is gone */
  authorName: string;
  title: string;
  /** The first 200 characters of the content */
  excerpt: string;
  /** Always false: anonymous posting goes through /api/anonymous-posts */
  isAnonymous: boolean;
  isPinned: boolean;
  viewCount: number;
  likeCount: number;
  replyCount: number;
  lastReplyAt: string | null;
  createdAt: string;
  /** When the author last edited it (編集済み); null if never */
  editedAt: string | null;
  likedByMe: boolean;
};
export type ForumReplyResponse = {
  id: string;
  /** The reply this one answers; null for a reply to the post */
  parentReplyId: string | null;
  authorId: string;
  authorName: string;
  /** Empty when the reply is hidden */
  content: string;
  /** Hidden by moderation (or awaiting review): its place in the thread stays, its text does not */
  hidden: boolean;
  /** Deleted by its author: its place in the thread stays (このコメントは削除されました), its text does not */
  deleted: boolean;
  createdAt: string;
  /** When the author last edited it; null if never */
  editedAt: string | null;
  likeCount: number;
  likedByMe: boolean;
};
export type ForumPostDetailResponse = {
  id: string;
  categoryId: string;
  authorId: string;
  /** 姓 名; 退会済みユーザー when the account is gone */
  authorName: string;
  title: string;
  /** The first 200 characters of the content */
  excerpt: string;
  /** Always false: anonymous posting goes through /api/anonymous-posts */
  isAnonymous: boolean;
  isPinned: boolean;
  viewCount: number;
  likeCount: number;
  replyCount: number;
  lastReplyAt: string | null;
  createdAt: string;
  /** When the author last edited it (編集済み); null if never */
  editedAt: string | null;
  likedByMe: boolean;
  content: string;
  /** Oldest first */
  replies: ForumReplyResponse[];
};
export type CreateForumPostRequest = {
  title: string;
  content: string;
  /** Defaults to the first category (一般質問) */
  categoryId?: string;
  /** Only false: anonymous posts go through POST /api/anonymous-posts */
  isAnonymous?: boolean;
};
export type EditForumPostRequest = {
  title?: string;
  content?: string;
  categoryId?: string;
};
export type ForumReplyRequest = {
  content: string;
  /** The reply this one answers */
  parentReplyId?: string | null;
};
export type PinForumPostRequest = {
  isPinned: boolean;
};
export type ReportForumPostRequest = {
  reason: string;
  /** The reply reported; the post itself when absent */
  replyId?: string | null;
};
export type ModerateForumPostRequest = {
  reason: string;
  /** The reply reported; the post itself when absent */
  replyId?: string | null;
};
export type ForumRevisionResponse = {
  /** The post title of that version; null for a reply */
  title: string | null;
  /** The category of that version; null for a reply */
  categoryId: string | null;
  content: string;
  /** When this version was written (posted or edited) */
  writtenAt: string;
  /** When an edit replaced it; null for the current version */
  replacedAt: string | null;
};
export type EditForumReplyRequest = {
  content: string;
};
export type AnonymousReactionsResponse = {
  /** 応援 (support), once per person */
  support: number;
};
export type AnonymousPostResponse = {
  id: string;
  content: string;
  createdAt: string;
  reactions: AnonymousReactionsResponse;
  replyCount: number;
  /** The caller supported this post */
  supportedByMe: boolean;
  /** The caller wrote this post (only ever true for the author themselves): they may delete it */
  mine: boolean;
};
export type CreateAnonymousPostRequest = {
  /** 1..500 characters after trimming */
  content: string;
};
export type AnonymousReportResponse = {
  id: string;
  postId: string;
  /** Null once the post is gone */
  excerpt: string | null;
  reason: string;
  outcome: "pending" | "hidden" | "kept" | "deleted";
  outcomeReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};
export type AnonymousNoticeResponse = {
  postId: string;
  excerpt: string;
  action: "auto_hidden" | "hidden" | "restored";
  reason: string;
  createdAt: string;
};
export type AnonymousReplyResponse = {
  id: string;
  content: string;
  createdAt: string;
};
export type AnonymousPostDetailResponse = {
  id: string;
  content: string;
  createdAt: string;
  reactions: AnonymousReactionsResponse;
  replyCount: number;
  /** The caller supported this post */
  supportedByMe: boolean;
  /** The caller wrote this post (only ever true for the author themselves): they may delete it */
  mine: boolean;
  replies: AnonymousReplyResponse[];
};
export type AnonymousReplyRequest = {
  content: string;
};
export type AnonymousReasonRequest = {
  reason: string;
};
export type CommunityEventType = "webinar" | "workshop" | "seminar" | "meeting";
export type CommunityEventStatus =
  "scheduled" | "live" | "completed" | "cancelled";
export type EventPlatform = "zoom" | "teams" | "meet" | "webex";
export type EventMaterialResponse = {
  name: string;
  url: string;
  type: string;
};
export type EventRegistrationStatus =
  | "pending"
  | "registered"
  | "waitlisted"
  | "attended"
  | "declined"
  | "cancelled";
export type MyRegistrationResponse = {
  status: EventRegistrationStatus;
  /** 1 = next to get a seat; null unless waitlisted */
  waitlistPosition: number | null;
  registeredAt: string;
};
export type CommunityEventResponse = {
  id: string;
  title: string;
  description: string | null;
  eventType: CommunityEventType;
  status: CommunityEventStatus;
  hostId: string;
  /** 姓 名 */
  hostName: string | null;
  platform: EventPlatform;
  startTime: string;
  endTime: string;
  timezone: string;
  maxParticipants: number;
  isRecorded: boolean;
  recordingUrl: string | null;
  materials: EventMaterialResponse[];
  tags: string[];
  isPublic: boolean;
  requiresApproval: boolean;
  /** Seats taken (registered or attended) */
  registeredCount: number;
  waitlistCount: number;
  /** Requests waiting for the host */
  pendingCount: number;
  /** maxParticipants − registeredCount, never below 0 */
  placesLeft: number;
  /** The caller's registration, unless cancelled */
  myRegistration: MyRegistrationResponse | null;
  /** The caller hosts the event, or is a team admin: may approve, mark attendance, change status */
  canManage: boolean;
  /** Send as If-Match to guard a change */
  revision: number;
};
export type EventSessionResponse = {
  id: string;
  title: string;
  description: string | null;
  sessionOrder: number;
  startTime: string;
  endTime: string;
  speakerId: string | null;
  speakerName: string | null;
  materials: EventMaterialResponse[];
};
export type EventRegistrationResponse = {
  userId: string;
  userName: string | null;
  status: EventRegistrationStatus;
  registeredAt: string;
  attendedAt: string | null;
  notes: string | null;
  waitlistPosition: number | null;
};
export type EventAnalyticsResponse = {
  /** Seats taken (registered or attended) */
  totalRegistrations: number;
  totalAttendees: number;
  /** 1..5, one decimal */
  averageRating: number | null;
  /** Attendees per registration, percent */
  completionRate: number | null;
  /** 0..100: 50 % attendance, 25 % feedback rate, 25 % rating */
  engagementScore: number | null;
  /** Percent of feedback that would recommend */
  recommendRate: number | null;
  feedbackCount: number;
  waitlisted: number;
  pending: number;
};
export type EventFeedbackResponse = {
  rating: number;
  feedback: string | null;
  suggestions: string | null;
  wouldRecommend: boolean;
  createdAt: string;
};
export type CommunityEventDetailResponse = {
  id: string;
  title: string;
  description: string | null;
  eventType: CommunityEventType;
  status: CommunityEventStatus;
  hostId: string;
  /** 姓 名 */
  hostName: string | null;
  platform: EventPlatform;
  startTime: string;
  endTime: string;
  timezone: string;
  maxParticipants: number;
  isRecorded: boolean;
  recordingUrl: string | null;
  materials: EventMaterialResponse[];
  tags: string[];
  isPublic: boolean;
  requiresApproval: boolean;
  /** Seats taken (registered or attended) */
  registeredCount: number;
  waitlistCount: number;
  /** Requests waiting for the host */
  pendingCount: number;
  /** maxParticipants − registeredCount, never below 0 */
  placesLeft: number;
  /** The caller's registration, unless cancelled */
  myRegistration: MyRegistrationResponse | null;
  /** The caller hosts the event, or is a team admin: may approve, mark attendance, change status */
  canManage: boolean;
  /** Send as If-Match to guard a change */
  revision: number;
  /** Only for the host, team admins and seat holders */
  meetingUrl: string | null;
  /** Only for the host, team admins and seat holders */
  meetingId: string | null;
  /** Only for the host, team admins and seat holders */
  passcode: string | null;
  sessions: EventSessionResponse[];
  /** Only for those who may manage the event */
  registrations: EventRegistrationResponse[] | null;
  /** Only for those who may manage the event */
  analytics: EventAnalyticsResponse | null;
  myFeedback: EventFeedbackResponse | null;
  /** Completed, the caller held a seat, and gave no feedback yet */
  canGiveFeedback: boolean;
};
export type EventMaterialRequest = {
  name: string;
  url: string;
  type?: string;
};
export type EventSessionRequest = {
  title: string;
  description?: string | null;
  startTime: string;
  endTime: string;
  /** A user id; the host when absent */
  speakerId?: string | null;
  materials?: EventMaterialRequest[];
};
export type CreateCommunityEventRequest = {
  title: string;
  description?: string | null;
  eventType: CommunityEventType;
  platform?: EventPlatform;
  /** A user id; the caller when absent. Only a team admin may name someone else. */
  hostId?: string;
  /** ISO 8601 with an offset */
  startTime: string;
  /** After startTime (the form proposes one hour later) */
  endTime: string;
  maxParticipants?: number;
  isRecorded?: boolean;
  isPublic?: boolean;
  requiresApproval?: boolean;
  meetingUrl?: string | null;
  meetingId?: string | null;
  passcode?: string | null;
  recordingUrl?: string | null;
  materials?: EventMaterialRequest[];
  tags?: string[];
  sessions?: EventSessionRequest[];
};
export type CalendarFeedResponse = {
  /** When the current feed URL was issued; null when none was */
  issuedAt: string | null;
};
export type IssuedCalendarFeedResponse = {
  /** The secret feed URL; shown only now (the server keeps only its hash) */
  url: string;
  issuedAt: string;
};
export type UpdateCommunityEventRequest = {
  title?: string;
  description?: string | null;
  platform?: EventPlatform;
  /** null or empty removes the link */
  meetingUrl?: string | null;
  /** ISO 8601 with an offset */
  startTime?: string;
  /** After startTime */
  endTime?: string;
  /** Not below the seats taken */
  maxParticipants?: number;
};
export type ChangeEventStatusRequest = {
  status: CommunityEventStatus;
};
export type PublishRecordingRequest = {
  recordingUrl: string;
};
export type RegisterForEventRequest = {
  /** A note to the host */
  notes?: string | null;
};
export type RecordAttendanceRequest = {
  attended: boolean;
};
export type GiveEventFeedbackRequest = {
  rating: number;
  wouldRecommend: boolean;
  feedback?: string | null;
  suggestions?: string | null;
};
export type HistoryCountsResponse = {
  members: number;
  points: number;
  sessions: number;
  gifts: number;
  learning: number;
};
export type ModelInsufficientResponse = {
  reason: "too_few_segments" | "too_few_members" | "singular";
  segments: number;
  members: number;
  neededSegments: number;
  neededMembers: number;
};
export type CultureQuadrant =
  "highHigh" | "highMindset" | "highSkill" | "lowLow";
export type IntervalResponse = {
  estimate: number;
  low: number;
  high: number;
  standardError: number;
};
export type MemberVelocityResponse = {
  memberId: string;
  /** 姓 名 */
  memberName: string;
  /** Growth points on the trail */
  points: number;
  /** Days between the first and the last point */
  spanDays: number;
  skillLevel: number;
  mindsetLevel: number;
  quadrant: CultureQuadrant;
  skill: IntervalResponse | null;
  mindset: IntervalResponse | null;
  insufficient: ("too_few_points" | "too_short_span") | null;
  /** The model's pace for the member today without levers, in percentage points of the remaining distance to the edge closed a month; pooled towards the team's where the member's history is thin. Null without a model. */
  skillPace: IntervalResponse | null;
  /** As skillPace, on the mindset axis. */
  mindsetPace: IntervalResponse | null;
};
export type CultureModelTerm =
  | "intercept"
  | "session_strategy"
  | "session_mindset_improvement"
  | "session_trust_building"
  | "session_mixed"
  | "gifts"
  | "learning"
  | "progress";
export type TermEstimateResponse = {
  term: CultureModelTerm;
  measured: boolean;
  /** Segments in which the term was non-zero */
  exposure: number;
  skill: IntervalResponse | null;
  mindset: IntervalResponse | null;
};
export type CellEstimateResponse = {
  segments: number;
  members: number;
  months: number;
  skill: IntervalResponse | null;
  mindset: IntervalResponse | null;
};
export type CultureApproach =
  "strategy" | "mindset_improvement" | "trust_building" | "mixed";
export type ApproachCellResponse = {
  segments: number;
  members: number;
  months: number;
  skill: IntervalResponse | null;
  mindset: IntervalResponse | null;
  approach: CultureApproach;
};
export type QuadrantEstimateResponse = {
  quadrant: CultureQuadrant;
  memberMonths: number;
  sessions: number;
  withSessions: CellEstimateResponse;
  withoutSessions: CellEstimateResponse;
  byApproach: ApproachCellResponse[];
};
export type QuadrantCadenceResponse = {
  highHigh: number | null;
  highMindset: number | null;
  highSkill: number | null;
  lowLow: number | null;
};
export type QuadrantApproachResponse = {
  highHigh:
    ("strategy" | "mindset_improvement" | "trust_building" | "mixed") | null;
  highMindset:
    ("strategy" | "mindset_improvement" | "trust_building" | "mixed") | null;
  highSkill:
    ("strategy" | "mindset_improvement" | "trust_building" | "mixed") | null;
  lowLow:
    ("strategy" | "mindset_improvement" | "trust_building" | "mixed") | null;
};
export type BaselineResponse = {
  /** 1on1 sessions per member-month by quadrant in the recent window; null: nobody was there */
  cadence: QuadrantCadenceResponse;
  approach: QuadrantApproachResponse;
  growthCycleParticipation: number;
  giftsPerParticipantMonth: number;
  learningPerMonth: number;
  windowDays: number;
};
export type QuadrantCountsResponse = {
  highHigh: number;
  highMindset: number;
  highSkill: number;
  lowLow: number;
};
export type SimulationLimitsResponse = {
  cadenceMax: number;
  learningMax: number;
  horizonMin: number;
  horizonMax: number;
  runsMin: number;
  runsMax: number;
};
export type CultureMeasurementsResponse = {
  teamId: string;
  /** ISO instant the measurement was made */
  measuredAt: string;
  /** ISO instant of the first growth point */
  firstAt: string | null;
  counts: HistoryCountsResponse;
  segments: number;
  membersWithSegments: number;
  modelInsufficient: ModelInsufficientResponse | null;
  members: MemberVelocityResponse[];
  terms: TermEstimateResponse[];
  quadrants: QuadrantEstimateResponse[];
  baseline: BaselineResponse;
  currentDistribution: QuadrantCountsResponse;
  limits: SimulationLimitsResponse;
};
export type OwnerSharePointResponse = {
  mean: number;
  p10: number;
  p50: number;
  p90: number;
  month: number;
  /** YYYY-MM-DD */
  date: string;
};
export type BandResponse = {
  mean: number;
  p10: number;
  p50: number;
  p90: number;
};
export type QuadrantBandsResponse = {
  highHigh: BandResponse;
  highMindset: BandResponse;
  highSkill: BandResponse;
  lowLow: BandResponse;
};
export type DistributionAtResponse = {
  month: number;
  date: string;
  quadrants: QuadrantBandsResponse;
};
export type CultureSimulationResponse = {
  ownerShare: OwnerSharePointResponse[];
  distributions: DistributionAtResponse[];
  members: number;
  runs: number;
  seed: number;
  horizonMonths: number;
  startDate: string;
  assumedZero: CultureModelTerm[];
};
export type QuadrantCadenceRequest = {
  highHigh: number;
  highMindset: number;
  highSkill: number;
  lowLow: number;
};
export type QuadrantApproachRequest = {
  highHigh: CultureApproach;
  highMindset: CultureApproach;
  highSkill: CultureApproach;
  lowLow: CultureApproach;
};
export type ScenarioParametersRequest = {
  cadence: QuadrantCadenceRequest;
  approach: QuadrantApproachRequest;
  /** Share of members taking part in growth cycles */
  growthCycleParticipation: number;
  /** Learning completions per member per month */
  learningPerMonth: number;
};
export type SimulateCultureRequest = {
  parameters: ScenarioParametersRequest;
  horizonMonths?: number;
  runs?: number;
  /** The random seed; the same seed and history give the same projection */
  seed?: number;
};
export type ScenarioParametersResponse = {
  /** 1on1 sessions per month by quadrant */
  cadence: QuadrantCountsResponse;
  approach: QuadrantApproachResponse;
  growthCycleParticipation: number;
  learningPerMonth: number;
};
export type ScenarioComparisonResponse = {
  month: number;
  date: string;
  /** The owner share projected for that date */
  projected: BandResponse;
  /** The owner share on the board at the end of that date */
  actualShare: number;
  actual: QuadrantCountsResponse;
  actualMembers: number;
  /** The actual share lies within the projected p10..p90 band */
  withinBand: boolean;
};
export type CultureScenarioResponse = {
  id: string;
  teamId: string;
  name: string;
  authorId: string;
  authorName: string;
  /** The caller saved it */
  mine: boolean;
  shared: boolean;
  savedAt: string;
  parameters: ScenarioParametersResponse;
  result: CultureSimulationResponse;
  /** Projected vs actual at every projected month that has passed */
  comparison: ScenarioComparisonResponse[];
};
export type SaveCultureScenarioRequest = {
  parameters: ScenarioParametersRequest;
  horizonMonths?: number;
  runs?: number;
  /** The random seed; the same seed and history give the same projection */
  seed?: number;
  name: string;
};
export type ShareCultureScenarioRequest = {};
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
export type ModerationQueueItemResponse = {
  /** Where the text is; hide and restore go to that module’s routes */
  source: "forum_post" | "forum_reply" | "anonymous_post";
  postId: string;
  /** The reply, for source forum_reply */
  replyId: string | null;
  /** The forum post’s title; null for an anonymous post */
  postTitle: string | null;
  content: string;
  /** Null for an anonymous post: no author is known */
  authorName: string | null;
  visibility: "shown" | "pending_review" | "hidden";
  openReportCount: number;
  reasons: string[];
  createdAt: string;
};
export type ModerationLogEntryResponse = {
  id: string;
  source: "forum_post" | "forum_reply" | "anonymous_post";
  postId: string;
  replyId: string | null;
  postTitle: string | null;
  /** Null once the text is gone */
  excerpt: string | null;
  action: "auto_hidden" | "hidden" | "restored";
  reason: string;
  /** Null: hidden automatically by reports */
  moderatorName: string | null;
  createdAt: string;
};
export type EventCategoryResponse = {
  category: string;
  streams: number;
  events: number;
};
export type LoggedEventResponse = {
  /** Global position (a decimal string) */
  position: string;
  eventId: string;
  streamId: string;
  /** The stream’s category */
  category: string;
  revision: number;
  type: string;
  /** As stored, at metadata.schemaVersion */
  data: {
    [key: string]: any;
  };
  /** correlationId, causationId, userId, occurredAt, schemaVersion */
  metadata: {
    [key: string]: any;
  };
  recordedAt: string;
};
export type EventLogPageResponse = {
  events: LoggedEventResponse[];
  /** Pass as `before` for the next, older page; null at the start of the log */
  nextBefore: string | null;
  /** The newest readable position now */
  headPosition: string;
};
export type CorrelationNodeResponse = {
  event: LoggedEventResponse;
  children: CorrelationNodeResponse[];
};
export type CorrelationResponse = {
  correlationId: string;
  count: number;
  /** The request’s own events; reactions hang under the event that caused them */
  roots: CorrelationNodeResponse[];
};
export type StreamStateResponse = {
  streamId: string;
  category: string;
  /** Revision folded up to (inclusive) */
  version: number;
  lastVersion: number;
  /** Whether a module registered its decider for this category */
  foldable: boolean;
  /** The aggregate’s state as of `version` (null when not foldable) */
  state: object | null;
  events: LoggedEventResponse[];
};
export type MigrateToProductionResponse = {
  success: boolean;
  /** What happened, in Japanese; on failure the server message */
  message: string;
  /** The migrations that ran, in order (empty when none was pending or the run failed) */
  migrations: string[];
  /** Migrations recorded as executed after the run */
  executedTotal: number;
  /** Migrations still pending after the run */
  pending: string[];
};
export type SyncDbDiagramResponse = {
  success: boolean;
  message: string;
  timestamp: string;
  /** Our own page drawing the diagram */
  diagramUrl: string;
  tables: number;
  relations: number;
  /** Whether the schema differs from the previous sync */
  changed: boolean;
};
export type SchemaColumnResponse = {
  name: string;
  type: string;
  nullable: boolean;
  primaryKey: boolean;
};
export type SchemaTableResponse = {
  name: string;
  /** The projection owning the table, or platform */
  group: string;
  entity: string | null;
  columns: SchemaColumnResponse[];
};
export type SchemaRelationResponse = {
  name: string;
  table: string;
  columns: string[];
  toTable: string;
  toColumns: string[];
  /** false: a declared foreign key; true: read from the column name (team_id → teams.id) */
  inferred: boolean;
};
export type DbDiagramResponse = {
  syncedAt: string | null;
  syncedByName: string | null;
  checksum: string | null;
  tables: SchemaTableResponse[];
  relations: SchemaRelationResponse[];
};
export type TableRowsResponse = {
  name: string;
  group: string;
  rows: number;
};
export type EventTypeCountResponse = {
  type: string;
  count: number;
};
export type DayCountResponse = {
  /** YYYY-MM-DD in the app time zone */
  day: string;
  count: number;
};
export type AdminStatisticsResponse = {
  computedAt: string;
  /** Base tables of the schema */
  tables: number;
  totalRows: number;
  /** Exact row count per table, most rows first */
  tableRows: TableRowsResponse[];
  events: number;
  streams: number;
  /** Events per type, most first */
  eventTypes: EventTypeCountResponse[];
  /** Events recorded on each of the last 14 days, oldest first */
  eventsPerDay: DayCountResponse[];
  projections: number;
  reactors: number;
  /** Projections or reactors stopped at a failing event */
  failingConsumers: number;
  users: number;
  migrationsExecuted: number;
  migrationsPending: number;
  /** Size of the database in bytes */
  databaseBytes: number;
};
export type AdminActionResponse = {
  id: string;
  type: "MigrationsRun" | "MigrationRunFailed" | "DbDiagramSynced";
  at: string;
  actorName: string | null;
  summary: string;
  success: boolean;
};
export const {
  useProjectionsAdminListQuery,
  useProjectionsAdminRebuildAllMutation,
  useProjectionsAdminRebuildMutation,
  useProjectionsAdminParkedQuery,
  useProjectionsAdminRetryMutation,
  useProjectionsAdminSkipMutation,
  useHealthCheckQuery,
  useSiteConfigGetQuery,
  useAuthLoginQuery,
  useAuthCallbackQuery,
  useAuthLogoutQuery,
  useUsersCurrentUserQuery,
  useUsersSearchDirectoryQuery,
  useUsersUpdateProfileMutation,
  useTeamsListTeamsQuery,
  useTeamsCreateTeamMutation,
  useTeamsDeleteTeamMutation,
  useTeamsListTeamMembersQuery,
  useTeamsJoinTeamMutation,
  useTeamsLeaveTeamMutation,
  useTeamsChangeVisibilityMutation,
  useTeamsListInvitationsQuery,
  useTeamsInviteMemberMutation,
  useTeamsCreateInvitationLinkMutation,
  useTeamsRevokeInvitationMutation,
  useTeamsListJoinRequestsQuery,
  useTeamsApproveJoinRequestMutation,
  useTeamsDeclineJoinRequestMutation,
  useTeamsListMyInvitationsQuery,
  useTeamsAcceptInvitationMutation,
  useTeamsDeclineInvitationMutation,
  useTeamsGetInvitationLinkQuery,
  useTeamsAcceptInvitationLinkMutation,
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
  useOneOnOneMatrixListManagerEntriesAsOfQuery,
  useOneOnOneMatrixCreateEntryMutation,
  useOneOnOneMatrixGetGrowthHistoryQuery,
  useOneOnOneMatrixDeleteGrowthPointMutation,
  useOneOnOneMatrixMoveEntryMutation,
  useOneOnOneMatrixDeleteEntryMutation,
  useOneOnOneMatrixRecordSessionMutation,
  useOneOnOneMatrixListSessionsQuery,
  useOneOnOneMatrixGetEntryAuditQuery,
  useMsMatrixGetTeamMatrixQuery,
  useMsMatrixGetTeamMatrixAsOfQuery,
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
  useOneOnOneAgendasListMineQuery,
  useOneOnOneAgendasGetCatalogueQuery,
  useOneOnOneAgendasAddTopicMutation,
  useOneOnOneAgendasSetTopicActiveMutation,
  useOneOnOneAgendasGetAgendaQuery,
  useOneOnOneAgendasAddTopicToAgendaMutation,
  useOneOnOneAgendasRemoveTopicFromAgendaMutation,
  useOneOnOneAgendasRecordOutcomeMutation,
  useOneOnOneAgendasAddActionItemMutation,
  useOneOnOneAgendasCompleteActionItemMutation,
  useOneOnOneAgendasGivePulseMutation,
  useGrowthCyclesListMineQuery,
  useGrowthCyclesStartMutation,
  useGrowthCyclesGetActiveQuery,
  useGrowthCyclesListCommunityQuery,
  useGrowthCyclesGetOneQuery,
  useGrowthCyclesCompleteMutation,
  useGrowthCyclesListReceivedQuery,
  useGrowthCyclesThankMutation,
  useGrowthCyclesGiveFeedbackMutation,
  useGrowthCyclesGiveFeedForwardMutation,
  usePointsGetPointsQuery,
  usePointsGetPointsHistoryQuery,
  usePointsGetLedgerQuery,
  usePointsExportLedgerQuery,
  usePointsGetLedgerTransactionQuery,
  usePointsGetShopQuery,
  usePointsGetEquippedItemsQuery,
  usePointsPurchaseMutation,
  usePointsEquipMutation,
  usePointsUnequipMutation,
  usePointsGetLeaderboardQuery,
  useKnowledgeBaseListQuery,
  useKnowledgeBaseSearchQuery,
  useKnowledgeBaseBookQuery,
  useKnowledgeBaseSeedMutation,
  useKnowledgeBaseGetQuery,
  useLearningListQuery,
  useLearningCreateMutation,
  useLearningSummaryQuery,
  useLearningSeedMutation,
  useLearningGetQuery,
  useLearningUpdateMutation,
  useLearningRecordProgressMutation,
  useLearningResetProgressMutation,
  useSampleTeamCreateSampleTeamMutation,
  useForumCategoriesQuery,
  useForumStatsQuery,
  useForumMyReportsQuery,
  useForumMyNoticesQuery,
  useForumListQuery,
  useForumCreateMutation,
  useForumDetailQuery,
  useForumEditMutation,
  useForumRemoveMutation,
  useForumReplyMutation,
  useForumLikeMutation,
  useForumUnlikeMutation,
  useForumViewMutation,
  useForumPinMutation,
  useForumReportMutation,
  useForumHideMutation,
  useForumRestoreMutation,
  useForumRevisionsQuery,
  useForumEditReplyMutation,
  useForumRemoveReplyMutation,
  useForumReplyRevisionsQuery,
  useForumLikeReplyMutation,
  useForumUnlikeReplyMutation,
  useAnonymousPostsListQuery,
  useAnonymousPostsCreateMutation,
  useAnonymousPostsMyReportsQuery,
  useAnonymousPostsMyNoticesQuery,
  useAnonymousPostsDetailQuery,
  useAnonymousPostsRemoveMutation,
  useAnonymousPostsSupportMutation,
  useAnonymousPostsReplyMutation,
  useAnonymousPostsReportMutation,
  useAnonymousPostsHideMutation,
  useAnonymousPostsRestoreMutation,
  useCommunityEventsListQuery,
  useCommunityEventsCreateMutation,
  useCommunityEventsCalendarFeedQuery,
  useCommunityEventsRenewCalendarFeedMutation,
  useCommunityEventsFeedQuery,
  useCommunityEventsGetQuery,
  useCommunityEventsUpdateMutation,
  useCommunityEventsAnalyticsQuery,
  useCommunityEventsCalendarQuery,
  useCommunityEventsChangeStatusMutation,
  useCommunityEventsPublishRecordingMutation,
  useCommunityEventsRegisterMutation,
  useCommunityEventsCancelMutation,
  useCommunityEventsApproveMutation,
  useCommunityEventsDeclineMutation,
  useCommunityEventsRecordAttendanceMutation,
  useCommunityEventsGiveFeedbackMutation,
  useCultureSimulationMeasurementsQuery,
  useCultureSimulationSimulateMutation,
  useCultureSimulationScenariosQuery,
  useCultureSimulationSaveMutation,
  useCultureSimulationScenarioQuery,
  useCultureSimulationShareMutation,
  usePrivacyForgetMutation,
  useModerationQueueQuery,
  useModerationLogQuery,
  useEventLogCategoriesQuery,
  useEventLogTypesQuery,
  useEventLogEventsQuery,
  useEventLogEventQuery,
  useEventLogCorrelationQuery,
  useEventLogStreamQuery,
  useAdminMigrateToProductionMutation,
  useAdminSyncDbDiagramMutation,
  useAdminGetDbDiagramQuery,
  useAdminGetStatisticsQuery,
  useAdminListActionsQuery,
} = injectedRtkApi;
