import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import {
  ClearMatrixTeamHistory,
  DeleteMatrixGrowthPoint,
  MoveMatrixMember,
  PlaceMatrixMember,
  RemoveMatrixMember,
} from '../domain/ms-matrix-entry.commands.js';
import { ExportTeamMatrixCsvQuery } from '../queries/export-team-matrix-csv/export-team-matrix-csv.query.js';
import { GetEntryAuditQuery } from '../queries/get-entry-audit/get-entry-audit.query.js';
import { GetMatrixEntryQuery } from '../queries/get-matrix-entry/get-matrix-entry.query.js';
import { GetTeamGrowthHistoryQuery } from '../queries/get-team-growth-history/get-team-growth-history.query.js';
import { GetTeamMatrixQuery } from '../queries/get-team-matrix/get-team-matrix.query.js';
import { GetTeamMatrixAsOfQuery } from '../queries/get-team-matrix-as-of/get-team-matrix-as-of.query.js';
import { ApiIfMatch, IfMatch } from '../../../platform/http/if-match.js';
import { MatrixAsOfRequest, MoveMatrixMemberRequest, PlaceMatrixMemberRequest } from './ms-matrix.request.dto.js';
import {
  ClearMatrixHistoryResponse,
  MatrixAuditRecordResponse,
  MemberGrowthHistoryResponse,
  MsMatrixAsOfResponse,
  MsMatrixEntryResponse,
} from './ms-matrix.response.dto.js';

const TEAM_ERRORS = {
  forbidden: 'The caller is not a member of the team (read) or not one of its managers (change)',
  notFound: 'Unknown team',
};

/**
 * The MS (mindset × skill) matrix of a team. Positions are fractions 0..1 of the board; skill and
 * mindset levels are derived on the server (spec part 1 §5) and levels a client sends are ignored.
 * Its leaders, team_admin and admin read the whole board and change it; a plain member of the team
 * reads only their own entry and trail.
 */
@ApiTags('ms-matrix')
@Controller('api/ms-matrix')
export class MsMatrixController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('team/:teamId')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [MsMatrixEntryResponse], description: "Every entry for the team's leaders, team_admin and admin; a plain member gets only their own (the company member linked to them by e-mail), or none" },
    forbidden: TEAM_ERRORS.forbidden,
    notFound: TEAM_ERRORS.notFound,
  })
  getTeamMatrix(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<MsMatrixEntryResponse[]> {
    return this.queryBus.execute(new GetTeamMatrixQuery(teamId, user));
  }

  @Get('team/:teamId/as-of')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: MsMatrixAsOfResponse, description: 'The board at the end of a past day, rebuilt from the events before it, with the names and departments of that day; read-only, with the same access as the board (a plain member: their own entry). An empty board says why.' },
    badRequest: 'A malformed date or a date in the future',
    forbidden: TEAM_ERRORS.forbidden,
    notFound: TEAM_ERRORS.notFound,
  })
  getTeamMatrixAsOf(
    @Param('teamId') teamId: string,
    @Query() query: MatrixAsOfRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<MsMatrixAsOfResponse> {
    return this.queryBus.execute(new GetTeamMatrixAsOfQuery(teamId, query.date, user));
  }

  @Get('team/:teamId/export.csv')
  @Access('signed_in')
  @ApiProduces('text/csv')
  @ApiAnswers({
    ok: { description: 'UTF-8 with BOM; one row per growth point', schema: { type: 'string' } },
    forbidden: "A plain member or an outsider: the whole board is for the team's leaders, team_admin and admin",
    notFound: TEAM_ERRORS.notFound,
  })
  async exportTeamMatrixCsv(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<StreamableFile> {
    const csv = await this.queryBus.execute(new ExportTeamMatrixCsvQuery(teamId, user));
    // The file's headers go with the file only: a refusal is answered as the usual JSON error.
    return new StreamableFile(Buffer.from(csv, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="ms-matrix.csv"',
    });
  }

  @Get('growth-history/:teamId')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [MemberGrowthHistoryResponse], description: 'Every member for leaders, team_admin and admin; a plain member gets only their own trail' },
    forbidden: TEAM_ERRORS.forbidden,
    notFound: TEAM_ERRORS.notFound,
  })
  getGrowthHistory(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<MemberGrowthHistoryResponse[]> {
    return this.queryBus.execute(new GetTeamGrowthHistoryQuery(teamId, user));
  }

  @Delete('growth-history/point/:pointId')
  @Access('signed_in')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiAnswers({
    noContent: 'Deleted',
    forbidden: TEAM_ERRORS.forbidden,
    notFound: 'Unknown point',
    conflict: 'The latest point (the current position), or a stale If-Match',
  })
  async deleteGrowthPoint(
    @Param('pointId') pointId: string,
    @CurrentUser() user: SessionUser,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<void> {
    await this.commandBus.execute(new DeleteMatrixGrowthPoint({ pointId }, user, ifMatch));
  }

  @Delete('growth-history/:teamId')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: ClearMatrixHistoryResponse, description: 'Every member keeps only its current position' },
    forbidden: TEAM_ERRORS.forbidden,
    notFound: TEAM_ERRORS.notFound,
  })
  clearTeamHistory(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<ClearMatrixHistoryResponse> {
    return this.commandBus.execute(new ClearMatrixTeamHistory({ teamId }, user));
  }

  @Get('entries/:id/audit')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [MatrixAuditRecordResponse], description: "Read from the entry's events, oldest first" },
    forbidden: "The caller does not manage the entry's team",
    notFound: 'Unknown entry',
  })
  getEntryAudit(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<MatrixAuditRecordResponse[]> {
    return this.queryBus.execute(new GetEntryAuditQuery(id, user));
  }

  @Post()
  @Access('signed_in')
  @ApiAnswers({
    created: MsMatrixEntryResponse,
    badRequest: 'Position outside 0..1, empty name, or the member is not in the team',
    forbidden: TEAM_ERRORS.forbidden,
    notFound: 'Unknown team or member',
    conflict: 'The member is already on the board, or the new e-mail is taken (重複)',
  })
  async placeMember(@Body() body: PlaceMatrixMemberRequest, @CurrentUser() user: SessionUser): Promise<MsMatrixEntryResponse> {
    const { id } = await this.commandBus.execute(
      new PlaceMatrixMember(
        {
          teamId: body.teamId,
          memberId: body.memberId,
          // Both a member id and names is ambiguous: the handler refuses it.
          newMember:
            body.memberId && body.firstName === undefined && body.lastName === undefined
              ? undefined
              : {
                  memberId: randomUUID(),
                  firstName: body.firstName ?? '',
                  lastName: body.lastName ?? '',
                  email: body.email,
                  positionId: body.positionId,
                  departmentId: body.departmentId,
                },
          positionX: body.positionX,
          positionY: body.positionY,
          notes: body.notes,
          pointId: randomUUID(),
        },
        user,
      ),
    );
    return this.queryBus.execute(new GetMatrixEntryQuery(id, user));
  }

  @Put(':id')
  @Access('signed_in')
  @ApiIfMatch()
  @ApiAnswers({
    ok: MsMatrixEntryResponse,
    badRequest: 'Position outside 0..1',
    forbidden: TEAM_ERRORS.forbidden,
    notFound: 'Unknown entry',
    conflict: 'Stale If-Match',
  })
  async moveMember(
    @Param('id') id: string,
    @Body() body: MoveMatrixMemberRequest,
    @CurrentUser() user: SessionUser,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<MsMatrixEntryResponse> {
    const to = { x: body.positionX, y: body.positionY };
    const moved = await this.commandBus.execute(new MoveMatrixMember({ entryId: id, to, pointId: randomUUID() }, user, ifMatch));
    // The row the board's projection wrote with the move (decision 0029), else read it.
    return (moved as MsMatrixEntryResponse | null) ?? this.queryBus.execute(new GetMatrixEntryQuery(id, user));
  }

  @Delete(':id')
  @Access('signed_in')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiAnswers({
    noContent: 'Taken off the board with its growth points (the events keep the trail)',
    forbidden: TEAM_ERRORS.forbidden,
    notFound: 'Unknown entry',
    conflict: 'Stale If-Match',
  })
  async removeMember(@Param('id') id: string, @CurrentUser() user: SessionUser, @IfMatch() ifMatch: number | undefined): Promise<void> {
    await this.commandBus.execute(new RemoveMatrixMember({ entryId: id }, user, ifMatch));
  }
}
