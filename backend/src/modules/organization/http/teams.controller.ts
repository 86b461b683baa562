import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import {
  AcceptInvitation,
  ApproveJoinRequest,
  ChangeTeamVisibility,
  CreateInvitationLink,
  CreateTeam,
  DeclineInvitation,
  DeclineJoinRequest,
  DeleteTeam,
  InviteMember,
  JoinTeam,
  LeaveTeam,
  RevokeInvitation,
} from '../domain/team.commands.js';
import { INVITATION_DEFAULT_DAYS } from '../domain/team.js';
import { invitationTokenHash, newInvitationToken } from '../domain/invitation-token.js';
import {
  FindInvitationQuery,
  GetInvitationLinkQuery,
  ListJoinRequestsQuery,
  ListMyInvitationsQuery,
  ListTeamInvitationsQuery,
} from '../queries/team-invitations/team-invitations.queries.js';
import { ListTeamMembersQuery } from '../queries/list-team-members/list-team-members.query.js';
import { ListTeamsQuery } from '../queries/list-teams/list-teams.query.js';
import { CreatedResponse, ErrorResponse } from './common.dto.js';
import { ApiIfMatch, IfMatch } from '../../../platform/http/if-match.js';
import {
  AcceptInvitationRequest,
  CreateInvitationLinkRequest,
  CreateTeamRequest,
  InviteMemberRequest,
  JoinTeamRequest,
  TeamVisibilityRequest,
} from './teams.request.dto.js';
import {
  AcceptedInvitationResponse,
  CreatedInvitationLinkResponse,
  CreatedInvitationResponse,
  InvitationLinkResponse,
  JoinRequestResponse,
  MyInvitationResponse,
  TeamInvitationResponse,
  TeamMemberResponse,
  TeamResponse,
  UserTeamResponse,
} from './teams.response.dto.js';
import { DeleteUnderIfMatch } from './routes.js';

const DAY_MS = 24 * 60 * 60 * 1000;

@ApiTags('teams')
@ApiAnswers({ badRequest: ErrorResponse })
@Controller('api')
export class TeamsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private expiresAt(days: number | undefined): string {
    return new Date(this.clock.now().getTime() + (days ?? INVITATION_DEFAULT_DAYS) * DAY_MS).toISOString();
  }

  @Get('teams')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [TeamResponse], description: 'Every team (one organisation per deployment), with the caller\'s relation to each.' } })
  listTeams(@CurrentUser() user: SessionUser): Promise<TeamResponse[]> {
    return this.queries.execute(new ListTeamsQuery(user));
  }

  @Post('teams')
  @Access('signed_in')
  @ApiAnswers({ created: { type: CreatedResponse, description: 'The creator becomes the first leader and a member.' } })
  createTeam(@Body() body: CreateTeamRequest, @CurrentUser() user: SessionUser): Promise<CreatedResponse> {
    return this.commands.execute(new CreateTeam({ ...body, teamId: randomUUID() }, user));
  }

  @DeleteUnderIfMatch('teams/:id', 'The team and all its departments, positions, members and links are deleted.', 'Only leaders, team_admin and admin.')
  async deleteTeam(@Param('id') id: string, @IfMatch() ifMatch: number | undefined, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new DeleteTeam({ teamId: id }, user, ifMatch));
  }

  @Get('teams/:teamId/members')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [TeamMemberResponse], description: 'Users who joined the team; members, team_admin and admin may read.' },
    forbidden: ErrorResponse,
    notFound: ErrorResponse,
  })
  listTeamMembers(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<TeamMemberResponse[]> {
    return this.queries.execute(new ListTeamMembersQuery(teamId, user));
  }

  @Post('user-teams')
  @Access('signed_in')
  @ApiAnswers({
    created: { type: UserTeamResponse, description: 'Joins an open team (or any team for admin / team_admin); a closed team gets a join request (status requested). Joining again only changes isPrimaryTeam.' },
    forbidden: { type: ErrorResponse, description: 'Linking someone else needs admin or team_admin.' },
    notFound: ErrorResponse,
  })
  async joinTeam(@Body() body: JoinTeamRequest, @CurrentUser() user: SessionUser): Promise<UserTeamResponse> {
    const isPrimaryTeam = body.isPrimaryTeam ?? false;
    const { status } = await this.commands.execute(new JoinTeam({ userId: body.userId, teamId: body.teamId, isPrimaryTeam }, user));
    return { userId: body.userId, teamId: body.teamId, isPrimaryTeam, status };
  }

  @Delete('user-teams/:teamId')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({
    noContent: 'The caller left the team.',
    notFound: ErrorResponse,
    conflict: { type: ErrorResponse, description: 'The last leader cannot leave.' },
  })
  async leaveTeam(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new LeaveTeam({ teamId }, user));
  }

  @Put('teams/:teamId/visibility')
  @Access('signed_in')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiAnswers({
    noContent: 'Opens the team to anyone in the organisation, or closes it (leaders, team_admin, admin).',
    forbidden: ErrorResponse,
    notFound: ErrorResponse,
  })
  async changeVisibility(
    @Param('teamId') teamId: string,
    @Body() body: TeamVisibilityRequest,
    @IfMatch() ifMatch: number | undefined,
    @CurrentUser() user: SessionUser,
  ): Promise<void> {
    await this.commands.execute(new ChangeTeamVisibility({ teamId, open: body.isOpen }, user, ifMatch));
  }

  @Get('teams/:teamId/invitations')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [TeamInvitationResponse], description: 'Pending invitations (leaders, team_admin, admin).' },
    forbidden: ErrorResponse,
    notFound: ErrorResponse,
  })
  listInvitations(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<TeamInvitationResponse[]> {
    return this.queries.execute(new ListTeamInvitationsQuery(teamId, user));
  }

  @Post('teams/:teamId/invitations')
  @Access('signed_in')
  @ApiAnswers({
    created: { type: CreatedInvitationResponse, description: 'Invites an e-mail address; the invitee sees it in the app once signed in with it.' },
    forbidden: ErrorResponse,
    notFound: ErrorResponse,
    conflict: { type: ErrorResponse, description: 'Already a member, or already invited.' },
  })
  inviteMember(
    @Param('teamId') teamId: string,
    @Body() body: InviteMemberRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<CreatedInvitationResponse> {
    const data = { teamId, invitationId: randomUUID(), email: body.email, expiresAt: this.expiresAt(body.expiresInDays) };
    return this.commands.execute(new InviteMember(data, user));
  }

  @Post('teams/:teamId/invitation-links')
  @Access('signed_in')
  @ApiAnswers({
    created: { type: CreatedInvitationLinkResponse, description: 'A single-use link; its token is shown only in this answer.' },
    forbidden: ErrorResponse,
    notFound: ErrorResponse,
  })
  async createInvitationLink(
    @Param('teamId') teamId: string,
    @Body() body: CreateInvitationLinkRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<CreatedInvitationLinkResponse> {
    const token = newInvitationToken();
    const data = { teamId, invitationId: randomUUID(), tokenHash: invitationTokenHash(token), expiresAt: this.expiresAt(body.expiresInDays) };
    const created = await this.commands.execute(new CreateInvitationLink(data, user));
    return { ...created, token };
  }

  @Delete('teams/:teamId/invitations/:invitationId')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({
    noContent: 'The invitation (e-mail or link) can no longer be accepted.',
    forbidden: ErrorResponse,
    notFound: ErrorResponse,
    conflict: { type: ErrorResponse, description: 'Already accepted, declined or revoked.' },
  })
  async revokeInvitation(
    @Param('teamId') teamId: string,
    @Param('invitationId') invitationId: string,
    @CurrentUser() user: SessionUser,
  ): Promise<void> {
    await this.commands.execute(new RevokeInvitation({ teamId, invitationId }, user));
  }

  @Get('teams/:teamId/join-requests')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [JoinRequestResponse], description: 'Pending join requests (leaders, team_admin, admin).' },
    forbidden: ErrorResponse,
    notFound: ErrorResponse,
  })
  listJoinRequests(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<JoinRequestResponse[]> {
    return this.queries.execute(new ListJoinRequestsQuery(teamId, user));
  }

  @Post('teams/:teamId/join-requests/:userId/approve')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({
    noContent: 'The requester joins the team.',
    forbidden: ErrorResponse,
    notFound: { type: ErrorResponse, description: 'No pending request (never made, or already decided).' },
  })
  async approveJoinRequest(@Param('teamId') teamId: string, @Param('userId') userId: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new ApproveJoinRequest({ teamId, userId }, user));
  }

  @Post('teams/:teamId/join-requests/:userId/decline')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({
    noContent: 'The request is declined; the user may ask again.',
    forbidden: ErrorResponse,
    notFound: { type: ErrorResponse, description: 'No pending request (never made, or already decided).' },
  })
  async declineJoinRequest(@Param('teamId') teamId: string, @Param('userId') userId: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new DeclineJoinRequest({ teamId, userId }, user));
  }

  @Get('team-invitations/mine')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [MyInvitationResponse], description: "Pending, unexpired invitations to the caller's e-mail address." } })
  listMyInvitations(@CurrentUser() user: SessionUser): Promise<MyInvitationResponse[]> {
    return this.queries.execute(new ListMyInvitationsQuery(user));
  }

  @Post('team-invitations/:invitationId/accept')
  @Access('signed_in')
  @HttpCode(200)
  @ApiAnswers({
    ok: { type: AcceptedInvitationResponse, description: 'The caller joins the team.' },
    forbidden: { type: ErrorResponse, description: 'The invitation is for another e-mail address.' },
    notFound: ErrorResponse,
    conflict: { type: ErrorResponse, description: 'Expired, revoked, declined or used; or already a member.' },
  })
  async acceptInvitation(
    @Param('invitationId') invitationId: string,
    @Body() body: AcceptInvitationRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<AcceptedInvitationResponse> {
    const { teamId } = await this.queries.execute(new FindInvitationQuery({ invitationId }));
    return this.commands.execute(new AcceptInvitation({ teamId, invitationId, isPrimaryTeam: body.isPrimaryTeam ?? false }, user));
  }

  @Post('team-invitations/:invitationId/decline')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({ noContent: 'The invitee declined.', forbidden: ErrorResponse, notFound: ErrorResponse, conflict: ErrorResponse })
  async declineInvitation(@Param('invitationId') invitationId: string, @CurrentUser() user: SessionUser): Promise<void> {
    const { teamId } = await this.queries.execute(new FindInvitationQuery({ invitationId }));
    await this.commands.execute(new DeclineInvitation({ teamId, invitationId }, user));
  }

  @Get('team-invitation-links/:token')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: InvitationLinkResponse, description: "The link's team, for anyone signed in who holds the token." },
    notFound: ErrorResponse,
    conflict: { type: ErrorResponse, description: 'Expired, revoked or used.' },
  })
  getInvitationLink(@Param('token') token: string, @CurrentUser() user: SessionUser): Promise<InvitationLinkResponse> {
    return this.queries.execute(new GetInvitationLinkQuery(invitationTokenHash(token), user));
  }

  @Post('team-invitation-links/:token/accept')
  @Access('signed_in')
  @HttpCode(200)
  @ApiAnswers({
    ok: { type: AcceptedInvitationResponse, description: 'The caller joins the team; the link is used up.' },
    notFound: ErrorResponse,
    conflict: { type: ErrorResponse, description: 'Expired, revoked or used; or already a member.' },
  })
  async acceptInvitationLink(
    @Param('token') token: string,
    @Body() body: AcceptInvitationRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<AcceptedInvitationResponse> {
    const tokenHash = invitationTokenHash(token);
    const { teamId, invitationId } = await this.queries.execute(new FindInvitationQuery({ tokenHash }));
    return this.commands.execute(new AcceptInvitation({ teamId, invitationId, tokenHash, isPrimaryTeam: body.isPrimaryTeam ?? false }, user));
  }
}
