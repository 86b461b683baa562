import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
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
export const {
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
} = injectedRtkApi;
