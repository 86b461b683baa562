import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { ApiErrorDto } from '../../../platform/projections/http/projection-status.dto.js';
import { RunMigrations, SyncDbDiagram } from '../domain/admin-console.commands.js';
import { GetAdminStatisticsQuery } from '../queries/get-admin-statistics/get-admin-statistics.query.js';
import { GetDbDiagramQuery } from '../queries/get-db-diagram/get-db-diagram.query.js';
import { ListAdminActionsQuery } from '../queries/list-admin-actions/list-admin-actions.query.js';
import { MigrationRunner } from '../schema/migration-runner.js';
import {
  AdminActionResponse,
  AdminStatisticsResponse,
  DbDiagramResponse,
  MigrateToProductionResponse,
  SyncDbDiagramResponse,
} from './admin.response.dto.js';

/** Where the screen draws the diagram: our own page, not an outside service. */
export const DIAGRAM_URL = '/community/admin-dashboard#er-diagram';

export const ADMIN_MESSAGES = {
  migrated: (count: number) => `マイグレーションが完了しました（${count}件実行）`,
  upToDate: '未実行のマイグレーションはありません。データベースは最新です',
  synced: (tables: number, relations: number) => `ER図を更新しました（テーブル${tables}件、リレーション${relations}件）`,
} as const;

/** How many admin actions the console lists. */
const ACTIONS_SHOWN = 20;

/**
 * The admin calls of spec part 2 §7 and the dashboard's reads. team_admin, admin or an
 * ADMIN_EMAILS address (the `team_admin` rule); anyone else gets a 403. Each write is recorded as
 * an event on the `admin-console` stream.
 */
@ApiTags('admin')
@ApiAnswers({ forbidden: { type: ApiErrorDto, description: 'team_admin・admin・ADMIN_EMAILS のみ' } })
@Access('team_admin')
@Controller('api/admin')
export class AdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly migrations: MigrationRunner,
  ) {}

  @Post('migrate-to-production')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Run the pending TypeORM migrations and report which ran (a failure is success: false with the server message)' })
  @ApiAnswers({ ok: MigrateToProductionResponse })
  async migrateToProduction(@CurrentUser() user: SessionUser): Promise<MigrateToProductionResponse> {
    const result = await this.commandBus.execute(new RunMigrations({}, user));
    const pending = await this.migrations.pending();
    if ('error' in result) return { success: false, message: result.error, migrations: [], executedTotal: (await this.migrations.executed()).length, pending };
    return {
      success: true,
      message: result.ran.length === 0 ? ADMIN_MESSAGES.upToDate : ADMIN_MESSAGES.migrated(result.ran.length),
      migrations: result.ran,
      executedTotal: result.executedTotal,
      pending,
    };
  }

  @Post('sync-dbdiagram')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Regenerate the ER diagram from the live schema (tables, columns, types, keys, foreign keys)' })
  @ApiAnswers({ ok: SyncDbDiagramResponse, badRequest: { type: ApiErrorDto, description: 'The schema could not be drawn (ADMIN.INVALID_SCHEMA_SNAPSHOT)' } })
  async syncDbDiagram(@CurrentUser() user: SessionUser): Promise<SyncDbDiagramResponse> {
    const result = await this.commandBus.execute(new SyncDbDiagram({}, user));
    const diagram = await this.queryBus.execute(new GetDbDiagramQuery());
    return {
      success: true,
      message: ADMIN_MESSAGES.synced(result.tables, result.relations),
      timestamp: diagram.syncedAt ?? new Date().toISOString(),
      diagramUrl: DIAGRAM_URL,
      tables: result.tables,
      relations: result.relations,
      changed: result.changed,
    };
  }

  @Get('dbdiagram')
  @ApiOperation({ summary: 'The latest synced ER diagram (empty before the first sync)' })
  @ApiAnswers({ ok: DbDiagramResponse })
  getDbDiagram(): Promise<DbDiagramResponse> {
    return this.queryBus.execute(new GetDbDiagramQuery());
  }

  @Get('statistics')
  @ApiOperation({ summary: 'Tables, rows per table, events, streams, projections, users and migrations, counted now' })
  @ApiAnswers({ ok: AdminStatisticsResponse })
  getStatistics(): Promise<AdminStatisticsResponse> {
    return this.queryBus.execute(new GetAdminStatisticsQuery());
  }

  @Get('actions')
  @ApiOperation({ summary: 'The latest admin actions of the console (migrations, diagram syncs), newest first' })
  @ApiAnswers({ ok: [AdminActionResponse] })
  listActions(): Promise<AdminActionResponse[]> {
    return this.queryBus.execute(new ListAdminActionsQuery(ACTIONS_SHOWN));
  }
}
