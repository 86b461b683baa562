import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import {
  AddActionItem,
  AddAgendaTopic,
  AddSessionTopic,
  CompleteActionItem,
  GiveAgendaPulse,
  RecordAgendaTopicOutcome,
  RemoveAgendaTopic,
  SetSessionTopicActive,
} from '../domain/one-on-one-agenda.commands.js';
import { GetAgendaQuery } from '../queries/get-agenda/get-agenda.query.js';
import { GetTopicCatalogueQuery } from '../queries/get-topic-catalogue/get-topic-catalogue.query.js';
import { ListMyAgendasQuery } from '../queries/list-my-agendas/list-my-agendas.query.js';
import {
  AddActionItemRequest,
  AddAgendaTopicRequest,
  AddSessionTopicRequest,
  GiveAgendaPulseRequest,
  RecordAgendaTopicOutcomeRequest,
  SetSessionTopicActiveRequest,
} from './one-on-one-agendas.request.dto.js';
import { AgendaResponse, MyAgendaResponse, SessionTopicCatalogueResponse } from './one-on-one-agendas.response.dto.js';

const NOT_FOUND = 'Unknown entry, or the caller is neither its member nor its manager';

/**
 * 1on1 agendas: `:entryId` is the 1on1 entry's id; `:sessionId` is `next` for the coming
 * session's open agenda, or a held session's id (read-only: 409). Writes answer the agenda.
 */
@ApiTags('1on1-agendas')
@Controller('api/1on1-agendas')
export class OneOnOneAgendasController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('mine')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [MyAgendaResponse], description: 'The 1on1s the caller takes part in as the member' } })
  listMine(@CurrentUser() user: SessionUser): Promise<MyAgendaResponse[]> {
    return this.queryBus.execute(new ListMyAgendasQuery(user));
  }

  @Get('teams/:teamId/topics')
  @Access('signed_in')
  @ApiAnswers({ ok: SessionTopicCatalogueResponse, forbidden: 'Not a member of the team', notFound: 'Unknown team' })
  getCatalogue(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<SessionTopicCatalogueResponse> {
    return this.queryBus.execute(new GetTopicCatalogueQuery(teamId, user));
  }

  @Post('teams/:teamId/topics')
  @Access('signed_in')
  @ApiAnswers({
    created: SessionTopicCatalogueResponse,
    badRequest: 'Blank or too long name, unknown category',
    forbidden: 'Not a leader of the team',
    conflict: 'A topic of that name exists',
  })
  async addTopic(
    @Param('teamId') teamId: string,
    @Body() body: AddSessionTopicRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<SessionTopicCatalogueResponse> {
    await this.commandBus.execute(
      new AddSessionTopic({ teamId, topicId: randomUUID(), name: body.name, category: body.category, description: body.description }, user),
    );
    return this.queryBus.execute(new GetTopicCatalogueQuery(teamId, user));
  }

  @Put('teams/:teamId/topics/:topicId/active')
  @Access('signed_in')
  @ApiAnswers({ ok: SessionTopicCatalogueResponse, forbidden: 'Not a leader of the team', notFound: 'Unknown topic' })
  async setTopicActive(
    @Param('teamId') teamId: string,
    @Param('topicId') topicId: string,
    @Body() body: SetSessionTopicActiveRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<SessionTopicCatalogueResponse> {
    await this.commandBus.execute(new SetSessionTopicActive({ teamId, topicId, isActive: body.isActive }, user));
    return this.queryBus.execute(new GetTopicCatalogueQuery(teamId, user));
  }

  @Get(':entryId')
  @Access('signed_in')
  @ApiAnswers({ ok: AgendaResponse, notFound: NOT_FOUND })
  getAgenda(@Param('entryId') entryId: string, @CurrentUser() user: SessionUser): Promise<AgendaResponse> {
    return this.queryBus.execute(new GetAgendaQuery(entryId, user));
  }

  @Post(':entryId/sessions/:sessionId/topics')
  @Access('signed_in')
  @ApiAnswers({
    created: AgendaResponse,
    badRequest: 'Blank topic, priority outside 1..3, no response wanted from the member, inactive topic',
    notFound: NOT_FOUND,
    conflict: 'A held session (read-only)',
  })
  async addTopicToAgenda(
    @Param('entryId') entryId: string,
    @Param('sessionId') sessionId: string,
    @Body() body: AddAgendaTopicRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<AgendaResponse> {
    await this.commandBus.execute(
      new AddAgendaTopic(
        {
          entryId,
          sessionId,
          itemId: randomUUID(),
          topicId: body.topicId,
          title: body.title,
          priority: body.priority,
          notes: body.notes,
          responseWanted: body.responseWanted,
        },
        user,
      ),
    );
    return this.queryBus.execute(new GetAgendaQuery(entryId, user));
  }

  @Delete(':entryId/sessions/:sessionId/topics/:itemId')
  @Access('signed_in')
  @ApiAnswers({ ok: AgendaResponse, forbidden: "The member removing the manager's topic", notFound: NOT_FOUND, conflict: 'A held session (read-only)' })
  async removeTopicFromAgenda(
    @Param('entryId') entryId: string,
    @Param('sessionId') sessionId: string,
    @Param('itemId') itemId: string,
    @CurrentUser() user: SessionUser,
  ): Promise<AgendaResponse> {
    await this.commandBus.execute(new RemoveAgendaTopic({ entryId, sessionId, itemId }, user));
    return this.queryBus.execute(new GetAgendaQuery(entryId, user));
  }

  @Put(':entryId/sessions/:sessionId/topics/:itemId/outcome')
  @Access('signed_in')
  @ApiAnswers({ ok: AgendaResponse, forbidden: 'Not the manager', notFound: NOT_FOUND, conflict: 'A held session (read-only)' })
  async recordOutcome(
    @Param('entryId') entryId: string,
    @Param('sessionId') sessionId: string,
    @Param('itemId') itemId: string,
    @Body() body: RecordAgendaTopicOutcomeRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<AgendaResponse> {
    await this.commandBus.execute(new RecordAgendaTopicOutcome({ entryId, sessionId, itemId, outcome: body.outcome ?? null }, user));
    return this.queryBus.execute(new GetAgendaQuery(entryId, user));
  }

  @Post(':entryId/sessions/:sessionId/action-items')
  @Access('signed_in')
  @ApiAnswers({
    created: AgendaResponse,
    badRequest: 'Blank title, unknown owner, a due date in the past',
    notFound: NOT_FOUND,
    conflict: 'A held session (read-only)',
  })
  async addActionItem(
    @Param('entryId') entryId: string,
    @Param('sessionId') sessionId: string,
    @Body() body: AddActionItemRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<AgendaResponse> {
    await this.commandBus.execute(
      new AddActionItem({ entryId, sessionId, actionItemId: randomUUID(), title: body.title, owner: body.owner, dueDate: body.dueDate }, user),
    );
    return this.queryBus.execute(new GetAgendaQuery(entryId, user));
  }

  @Put(':entryId/action-items/:actionItemId/done')
  @Access('signed_in')
  @ApiAnswers({ ok: AgendaResponse, forbidden: "The manager closing the member's item", notFound: NOT_FOUND })
  async completeActionItem(
    @Param('entryId') entryId: string,
    @Param('actionItemId') actionItemId: string,
    @CurrentUser() user: SessionUser,
  ): Promise<AgendaResponse> {
    await this.commandBus.execute(new CompleteActionItem({ entryId, actionItemId }, user));
    return this.queryBus.execute(new GetAgendaQuery(entryId, user));
  }

  @Put(':entryId/sessions/:sessionId/pulse')
  @Access('signed_in')
  @ApiAnswers({
    ok: AgendaResponse,
    badRequest: 'Clarity outside 1..5, or the session is not held yet',
    forbidden: 'Not the member',
    notFound: NOT_FOUND,
    conflict: 'Already answered',
  })
  async givePulse(
    @Param('entryId') entryId: string,
    @Param('sessionId') sessionId: string,
    @Body() body: GiveAgendaPulseRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<AgendaResponse> {
    await this.commandBus.execute(new GiveAgendaPulse({ entryId, sessionId, clarity: body.clarity, comment: body.comment }, user));
    return this.queryBus.execute(new GetAgendaQuery(entryId, user));
  }
}
