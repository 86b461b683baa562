import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { CreateTeam, DeleteTeam, JoinTeam, LeaveTeam } from '../domain/team.commands.js';
import { ListTeamMembersQuery } from '../queries/list-team-members/list-team-members.query.js';
import { ListTeamsQuery } from '../queries/list-teams/list-teams.query.js';
import { CreatedResponse, ErrorResponse } from './common.dto.js';
import { ApiIfMatch, IfMatch } from '../../../platform/http/if-match.js';
import { CreateTeamRequest, JoinTeamRequest } from './teams.request.dto.js';
import { TeamMemberResponse, TeamResponse, UserTeamResponse } from './teams.response.dto.js';

@ApiTags('teams')
@ApiBadRequestResponse({ type: ErrorResponse })
@Controller('api')
export class TeamsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('teams')
  @Access('signed_in')
  @ApiOkResponse({ type: [TeamResponse], description: 'Every team (one organisation per deployment), with the caller\'s relation to each.' })
  listTeams(@CurrentUser() user: SessionUser): Promise<TeamResponse[]> {
    return this.queries.execute(new ListTeamsQuery(user));
  }

  @Post('teams')
  @Access('signed_in')
  @ApiCreatedResponse({ type: CreatedResponse, description: 'The creator becomes the first leader and a member.' })
  createTeam(@Body() body: CreateTeamRequest, @CurrentUser() user: SessionUser): Promise<CreatedResponse> {
    return this.commands.execute(new CreateTeam({ ...body, teamId: randomUUID() }, user));
  }

  @Delete('teams/:id')
  @Access('signed_in')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiNoContentResponse({ description: 'The team and all its departments, positions, members and links are deleted.' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Only leaders, team_admin and admin.' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async deleteTeam(@Param('id') id: string, @IfMatch() ifMatch: number | undefined, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new DeleteTeam({ teamId: id }, user, ifMatch));
  }

  @Get('teams/:teamId/members')
  @Access('signed_in')
  @ApiOkResponse({ type: [TeamMemberResponse], description: 'Users who joined the team; members, team_admin and admin may read.' })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  listTeamMembers(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<TeamMemberResponse[]> {
    return this.queries.execute(new ListTeamMembersQuery(teamId, user));
  }

  @Post('user-teams')
  @Access('signed_in')
  @ApiCreatedResponse({ type: UserTeamResponse, description: 'Joining again only changes isPrimaryTeam.' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Linking someone else needs admin or team_admin.' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async joinTeam(@Body() body: JoinTeamRequest, @CurrentUser() user: SessionUser): Promise<UserTeamResponse> {
    const isPrimaryTeam = body.isPrimaryTeam ?? false;
    await this.commands.execute(new JoinTeam({ userId: body.userId, teamId: body.teamId, isPrimaryTeam }, user));
    return { userId: body.userId, teamId: body.teamId, isPrimaryTeam };
  }

  @Delete('user-teams/:teamId')
  @Access('signed_in')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The caller left the team.' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The last leader cannot leave.' })
  async leaveTeam(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new LeaveTeam({ teamId }, user));
  }
}
