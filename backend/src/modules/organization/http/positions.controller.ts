import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { CreatePosition, DeletePosition, UpdatePosition } from '../domain/position.commands.js';
import { GetPrimaryTeamQuery } from '../queries/get-primary-team/get-primary-team.query.js';
import { ListPositionsQuery } from '../queries/list-positions/list-positions.query.js';
import { CreatedResponse, ErrorResponse, UpdatedResponse } from './common.dto.js';
import { IfMatch } from '../../../platform/http/if-match.js';
import { CreatePositionRequest, UpdatePositionRequest } from './positions.request.dto.js';
import { PositionResponse } from './positions.response.dto.js';
import { CreateCatalogueEntry, UpdateUnderIfMatch, DeleteUnderIfMatch } from './routes.js';

@ApiTags('positions')
@ApiAnswers({ badRequest: ErrorResponse })
@Controller('api/positions')
export class PositionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Access('signed_in')
  @ApiQuery({ name: 'teamId', type: String, required: false, description: 'One team; without it, the teams the caller may read.' })
  @ApiAnswers({ ok: { type: [PositionResponse], description: 'Highest level first.' }, forbidden: ErrorResponse, notFound: ErrorResponse })
  listPositions(@Query('teamId') teamId: string | undefined, @CurrentUser() user: SessionUser): Promise<PositionResponse[]> {
    return this.queries.execute(new ListPositionsQuery(user, teamId || undefined));
  }

  @CreateCatalogueEntry('', { forbidden: 'Only leaders, team_admin and admin.' })
  async createPosition(@Body() body: CreatePositionRequest, @CurrentUser() user: SessionUser): Promise<CreatedResponse> {
    const teamId = body.teamId ?? (await this.queries.execute(new GetPrimaryTeamQuery(user)));
    return this.commands.execute(new CreatePosition({ ...body, teamId, positionId: randomUUID() }, user));
  }

  @UpdateUnderIfMatch(':id')
  updatePosition(
    @Param('id') id: string,
    @Body() body: UpdatePositionRequest,
    @IfMatch() ifMatch: number | undefined,
    @CurrentUser() user: SessionUser,
  ): Promise<UpdatedResponse> {
    return this.commands.execute(new UpdatePosition({ ...body, positionId: id }, user, ifMatch));
  }

  @DeleteUnderIfMatch(':id', 'Members holding the position keep existing with no position.')
  async deletePosition(@Param('id') id: string, @IfMatch() ifMatch: number | undefined, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new DeletePosition({ positionId: id }, user, ifMatch));
  }
}
