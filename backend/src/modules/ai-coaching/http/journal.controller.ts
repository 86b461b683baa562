import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { DeploymentClock } from '../../../platform/time/deployment-clock.js';
import { journalSummaryOf } from '../coach/coaching-model.js';
import { DeleteJournalEntry, WriteJournalEntry } from '../domain/journal-entry.commands.js';
import { JournalEntryNotFoundError } from '../domain/coaching-session.errors.js';
import { GetJournalInsightsQuery, ListJournalEntriesQuery } from '../queries/coaching.queries.js';
import { mondayOf } from '../../../platform/time/calendar.js';
import { WriteJournalEntryRequest } from './ai-coaching.request.dto.js';
import { JournalInsightsResponse } from './ai-coaching.response.dto.js';
import { JournalEntryResponse } from './journal.response.dto.js';

/** The reflection journal: the caller's own weekly entries; nobody else reads them. */
@ApiTags('journal')
@Controller('api/journal')
export class JournalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly clock: DeploymentClock,
  ) {}

  @Get()
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [JournalEntryResponse], description: "The caller's own entries, newest first" } })
  listJournalEntries(@CurrentUser() user: SessionUser): Promise<JournalEntryResponse[]> {
    return this.queries.execute(new ListJournalEntriesQuery(user));
  }

  @Get('insights')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: JournalInsightsResponse, description: "Computed from the caller's own entries" } })
  insights(@CurrentUser() user: SessionUser): Promise<JournalInsightsResponse> {
    return this.queries.execute(new GetJournalInsightsQuery(user, this.clock.today()));
  }

  @Post()
  @Access('signed_in')
  @ApiAnswers({
    created: { type: JournalEntryResponse, description: 'The entry, with the AI summary of its four parts' },
    badRequest: 'No part filled in, or a bad week',
  })
  async write(@Body() body: WriteJournalEntryRequest, @CurrentUser() user: SessionUser): Promise<JournalEntryResponse> {
    const entryId = randomUUID();
    const parts = {
      practiceContent: body.practiceContent?.trim() || null,
      insights: body.insights?.trim() || null,
      challenges: body.challenges?.trim() || null,
      goals: body.goals?.trim() || null,
    };
    const weekOf = /^\d{4}-\d{2}-\d{2}$/.test(body.weekOf) && !Number.isNaN(Date.parse(body.weekOf)) ? mondayOf(body.weekOf) : body.weekOf;
    await this.commands.execute(
      new WriteJournalEntry({ entryId, sessionId: body.sessionId, weekOf, title: body.title, ...parts, aiSummary: journalSummaryOf(parts) || null }, user),
    );
    const entries: JournalEntryResponse[] = await this.queries.execute(new ListJournalEntriesQuery(user));
    return entries.find((e) => e.id === entryId)!;
  }

  @Delete(':id')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({ noContent: '', notFound: "Unknown entry, or someone else's" })
  async delete(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new JournalEntryNotFoundError() })) id: string, @CurrentUser() user: SessionUser) {
    await this.commands.execute(new DeleteJournalEntry({ entryId: id }, user));
  }
}
