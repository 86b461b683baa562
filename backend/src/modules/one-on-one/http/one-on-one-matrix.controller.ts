import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import {
  CreateOneOnOneEntry,
  DeleteOneOnOneEntry,
  DeleteOneOnOneGrowthPoint,
  MoveOneOnOneEntry,
  RecordOneOnOneSession,
} from '../domain/one-on-one-entry.commands.js';
import { GetEntrySessionsQuery } from '../queries/get-entry-sessions/get-entry-sessions.query.js';
import { GetGrowthHistoryQuery } from '../queries/get-growth-history/get-growth-history.query.js';
import { GetManagerEntriesQuery } from '../queries/get-manager-entries/get-manager-entries.query.js';
import { GetOneOnOneEntryQuery } from '../queries/get-one-on-one-entry/get-one-on-one-entry.query.js';
import { GetOneOnOneEntryAuditQuery } from '../queries/get-entry-audit/get-entry-audit.query.js';
import { OneOnOneEntryNotFoundError } from '../domain/one-on-one-entry.errors.js';
import { ApiIfMatch, IfMatch } from '../../../platform/http/if-match.js';
import {
  CreateOneOnOneEntryRequest,
  GrowthHistoryQuery,
  ManagerEntriesQuery,
  MoveOneOnOneEntryRequest,
  RecordOneOnOneSessionRequest,
} from './one-on-one.request.dto.js';
import {
  OneOnOneEntryResponse,
  OneOnOneGrowthHistoryResponse,
  OneOnOneAuditRecordResponse,
  OneOnOneSessionResponse,
  OneOnOneAsOfResponse,
} from './one-on-one.response.dto.js';
import { ManagerEntriesAsOfQuery } from './one-on-one.request.dto.js';
import { GetManagerEntriesAsOfQuery } from '../queries/get-manager-entries-as-of/get-manager-entries-as-of.query.js';


const NOT_FOUND = "Unknown entry, or another manager's";

/**
 * The 1on1 matrix of the signed-in manager. Levels are fractions 0..1 (trust = x,
 * mindset = 1 − y); a level a client sends is ignored. Another manager's entry answers 404.
 */
@ApiTags('1on1-matrix')
@Controller('api/1on1-matrix')
export class OneOnOneMatrixController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('manager')
  @Access('signed_in')
  @ApiAnswers({ ok: [OneOnOneEntryResponse], forbidden: 'managerId of someone else, and the caller is not an admin' })
  listManagerEntries(@Query() query: ManagerEntriesQuery, @CurrentUser() user: SessionUser): Promise<OneOnOneEntryResponse[]> {
    return this.queryBus.execute(new GetManagerEntriesQuery(user, { teamId: query.teamId, managerId: query.managerId }));
  }

  @Get('manager/as-of')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: OneOnOneAsOfResponse, description: "The manager's board of the team at the end of a past day, rebuilt from the events before it, with the names, departments and sessions of that day; read-only. An empty board says why." },
    badRequest: 'A malformed date, a date in the future, or no team',
    forbidden: 'managerId of someone else (not an admin), or a team the caller cannot read',
    notFound: 'Unknown team',
  })
  listManagerEntriesAsOf(@Query() query: ManagerEntriesAsOfQuery, @CurrentUser() user: SessionUser): Promise<OneOnOneAsOfResponse> {
    return this.queryBus.execute(new GetManagerEntriesAsOfQuery(user, { teamId: query.teamId, date: query.date, managerId: query.managerId }));
  }

  @Post()
  @Access('signed_in')
  @ApiAnswers({
    created: OneOnOneEntryResponse,
    badRequest: 'Position outside 0..1, or the member is not in teamId',
    forbidden: "The caller cannot read the member's team",
    notFound: 'Unknown member',
    conflict: 'The caller already has an entry for this member',
  })
  async createEntry(@Body() body: CreateOneOnOneEntryRequest, @CurrentUser() user: SessionUser): Promise<OneOnOneEntryResponse> {
    const { id } = await this.commandBus.execute(
      new CreateOneOnOneEntry(
        {
          employeeId: body.employeeId,
          positionX: body.positionX,
          positionY: body.positionY,
          teamId: body.teamId,
          notes: body.notes,
          pointId: randomUUID(),
        },
        user,
      ),
    );
    return this.queryBus.execute(new GetOneOnOneEntryQuery(id, user));
  }

  @Get('growth-history')
  @Access('signed_in')
  @ApiAnswers({ ok: [OneOnOneGrowthHistoryResponse] })
  getGrowthHistory(@Query() query: GrowthHistoryQuery, @CurrentUser() user: SessionUser): Promise<OneOnOneGrowthHistoryResponse[]> {
    return this.queryBus.execute(new GetGrowthHistoryQuery(user, { teamId: query.teamId }));
  }

  @Delete('growth-history/:id')
  @Access('signed_in')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiAnswers({
    noContent: 'Deleted',
    notFound: "Unknown point, or another manager's",
    conflict: 'The latest point (the current position), or a stale If-Match',
  })
  async deleteGrowthPoint(
    @Param('id') id: string,
    @CurrentUser() user: SessionUser,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<void> {
    await this.commandBus.execute(new DeleteOneOnOneGrowthPoint({ pointId: id }, user, ifMatch));
  }

  @Put(':id')
  @Access('signed_in')
  @ApiIfMatch()
  @ApiAnswers({ ok: OneOnOneEntryResponse, badRequest: 'Position outside 0..1', notFound: NOT_FOUND, conflict: 'Stale If-Match' })
  async moveEntry(
    @Param('id') id: string,
    @Body() body: MoveOneOnOneEntryRequest,
    @CurrentUser() user: SessionUser,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<OneOnOneEntryResponse> {
    const to = { x: body.positionX, y: body.positionY };
    const moved = await this.commandBus.execute(new MoveOneOnOneEntry({ entryId: id, to, pointId: randomUUID() }, user, ifMatch));
    // The row the board's projection wrote with the move (decision 0029), else read it.
    return (moved as OneOnOneEntryResponse | null) ?? this.queryBus.execute(new GetOneOnOneEntryQuery(id, user));
  }

  @Delete(':id')
  @Access('signed_in')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiAnswers({ noContent: 'Deleted with its growth points and sessions', notFound: NOT_FOUND, conflict: 'Stale If-Match' })
  async deleteEntry(@Param('id') id: string, @CurrentUser() user: SessionUser, @IfMatch() ifMatch: number | undefined): Promise<void> {
    await this.commandBus.execute(new DeleteOneOnOneEntry({ entryId: id }, user, ifMatch));
  }

  @Post(':id/sessions')
  @Access('signed_in')
  @ApiIfMatch()
  @ApiAnswers({
    created: OneOnOneSessionResponse,
    badRequest: 'Bad date, effectiveness outside 1..5, next date not after the session',
    notFound: NOT_FOUND,
    conflict: 'Stale If-Match',
  })
  async recordSession(
    @Param('id') id: string,
    @Body() body: RecordOneOnOneSessionRequest,
    @CurrentUser() user: SessionUser,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<OneOnOneSessionResponse> {
    const { id: sessionId } = await this.commandBus.execute(
      new RecordOneOnOneSession(
        {
          entryId: id,
          sessionId: randomUUID(),
          sessionDate: body.sessionDate,
          approach: body.approach,
          outcomes: body.outcomes,
          feedback: body.feedback,
          effectiveness: body.effectiveness,
          nextSessionDate: body.nextSessionDate,
        },
        user,
        ifMatch,
      ),
    );
    const sessions = await this.queryBus.execute(new GetEntrySessionsQuery(id, user));
    const session = sessions.find((s) => s.id === sessionId);
    if (!session) throw new OneOnOneEntryNotFoundError();
    return session;
  }

  @Get(':id/sessions')
  @Access('signed_in')
  @ApiAnswers({ ok: [OneOnOneSessionResponse], notFound: NOT_FOUND })
  listSessions(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<OneOnOneSessionResponse[]> {
    return this.queryBus.execute(new GetEntrySessionsQuery(id, user));
  }

  @Get(':id/audit')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [OneOnOneAuditRecordResponse], description: "Read from the entry's events, oldest first" }, notFound: NOT_FOUND })
  getEntryAudit(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<OneOnOneAuditRecordResponse[]> {
    return this.queryBus.execute(new GetOneOnOneEntryAuditQuery(id, user));
  }
}
