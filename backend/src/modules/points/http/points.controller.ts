import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { ApiIfMatch, IfMatch } from '../../../platform/http/if-match.js';
import { DeploymentClock } from '../../../platform/time/deployment-clock.js';
import { CloseMvpPeriod, EquipShopItem, PurchaseShopItem, UnequipShopItem } from '../domain/points-account.commands.js';
import { previousPeriod } from '../domain/periods.js';
import { MVP_PERIOD_KINDS } from '../events/points-account.events.js';
import { GetLeaderboardQuery } from '../queries/get-leaderboard/get-leaderboard.query.js';
import { GetLedgerQuery, GetLedgerTransactionQuery } from '../queries/get-ledger/get-ledger.query.js';
import { ledgerCsv } from '../queries/get-ledger/ledger-csv.js';
import { GetPointsHistoryQuery, GetPointsQuery } from '../queries/get-points/get-points.query.js';
import { GetEquippedItemsQuery, GetShopQuery } from '../queries/get-shop/get-shop.query.js';
import { EquippedItemsRequest, LeaderboardRequest, LedgerFilterRequest, PurchaseShopItemRequest } from './points.request.dto.js';
import {
  LeaderboardResponse,
  LedgerResponse,
  LedgerTransactionDetailResponse,
  PointsHistoryDayResponse,
  PointsResponse,
  PurchaseResponse,
  ShopItemResponse,
} from './points.response.dto.js';

const HR_ONLY = 'team_admin and admin only';

/**
 * Points (spec part 2 §3, §7 `GET /api/pffr/points`), the buddy shop, HR's ledger and the
 * leaderboard. Points are earned by reactors on the growth cycles' events; nothing here awards them.
 */
@ApiTags('points')
@Controller('api/pffr')
export class PointsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: DeploymentClock,
  ) {}

  @Get('points')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: PointsResponse, description: "The caller's points; all zero before the first award" } })
  getPoints(@CurrentUser() user: SessionUser): Promise<PointsResponse> {
    return this.queryBus.execute(new GetPointsQuery(user.id));
  }

  @Get('points/history')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [PointsHistoryDayResponse], description: "The caller's points per day with a change, oldest first" } })
  getPointsHistory(@CurrentUser() user: SessionUser): Promise<PointsHistoryDayResponse[]> {
    return this.queryBus.execute(new GetPointsHistoryQuery(user.id));
  }

  @Get('points/ledger')
  @Access('team_admin')
  @ApiAnswers({
    ok: { type: LedgerResponse, description: 'Every transaction matching the filter, newest first, with totals over all matches' },
    forbidden: HR_ONLY,
  })
  getLedger(@Query() filter: LedgerFilterRequest): Promise<LedgerResponse> {
    return this.queryBus.execute(new GetLedgerQuery({ ...filter, limit: filter.limit ?? 100 }));
  }

  @Get('points/ledger/export.csv')
  @Access('team_admin')
  @ApiProduces('text/csv')
  @ApiAnswers({
    ok: { description: 'UTF-8 with BOM; every transaction the filter matches (limit and offset ignored)', schema: { type: 'string' } },
    forbidden: HR_ONLY,
  })
  async exportLedger(@Query() filter: LedgerFilterRequest): Promise<StreamableFile> {
    const ledger = await this.queryBus.execute(new GetLedgerQuery({ ...filter, limit: undefined, offset: undefined }));
    return new StreamableFile(Buffer.from(ledgerCsv(ledger, this.clock.timeZone), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="point-ledger.csv"',
    });
  }

  @Get('points/ledger/:eventId')
  @Access('team_admin')
  @ApiAnswers({
    ok: { type: LedgerTransactionDetailResponse, description: 'The transaction, its event and the event that caused it, with who acted' },
    forbidden: HR_ONLY,
    notFound: 'Unknown transaction',
  })
  getLedgerTransaction(@Param('eventId') eventId: string): Promise<LedgerTransactionDetailResponse> {
    return this.queryBus.execute(new GetLedgerTransactionQuery(eventId));
  }

  @Get('shop')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [ShopItemResponse], description: 'The catalogue, with what the caller owns and has equipped' } })
  getShop(@CurrentUser() user: SessionUser): Promise<ShopItemResponse[]> {
    return this.queryBus.execute(new GetShopQuery(user.id));
  }

  @Get('shop/equipped')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [ShopItemResponse], description: "What a user's buddy wears (the caller's by default)" } })
  getEquippedItems(@Query() query: EquippedItemsRequest, @CurrentUser() user: SessionUser): Promise<ShopItemResponse[]> {
    return this.queryBus.execute(new GetEquippedItemsQuery(query.userId ?? user.id));
  }

  @Post('shop/purchases')
  @Access('signed_in')
  @ApiIfMatch()
  @ApiAnswers({
    created: { type: PurchaseResponse, description: 'Bought: the points after the purchase' },
    notFound: 'Unknown item',
    conflict: 'Not enough points (nothing changes), already owned, or a stale If-Match',
    badRequest: 'No item',
  })
  async purchase(@Body() body: PurchaseShopItemRequest, @CurrentUser() user: SessionUser, @IfMatch() ifMatch: number | undefined): Promise<PurchaseResponse> {
    const { purchaseId } = await this.commandBus.execute(new PurchaseShopItem({ purchaseId: randomUUID(), itemId: body.itemId }, user, ifMatch));
    return { purchaseId, itemId: body.itemId, points: await this.queryBus.execute(new GetPointsQuery(user.id)) };
  }

  @Post('shop/items/:itemId/equip')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({ noContent: 'Equipped; the item of the same type worn before is taken off', notFound: 'Unknown item', conflict: 'Not owned' })
  async equip(@Param('itemId') itemId: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new EquipShopItem({ itemId }, user));
  }

  @Post('shop/items/:itemId/unequip')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({ noContent: 'Taken off (nothing to do when not worn)', notFound: 'Unknown item' })
  async unequip(@Param('itemId') itemId: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new UnequipShopItem({ itemId }, user));
  }

  @Get('leaderboard')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: LeaderboardResponse, description: 'Top entries of the period by points or contribution, the caller’s own row, and the last MVPs' },
  })
  async getLeaderboard(@Query() query: LeaderboardRequest, @CurrentUser() user: SessionUser): Promise<LeaderboardResponse> {
    // The first read after a week or month ends records its MVPs (docs/modules/points.md).
    const today = this.clock.today();
    for (const periodKind of MVP_PERIOD_KINDS) {
      const { start, end } = previousPeriod(periodKind, today);
      await this.commandBus.execute(new CloseMvpPeriod({ periodKind, periodStart: start, periodEnd: end }));
    }
    return this.queryBus.execute(new GetLeaderboardQuery(query.period ?? 'week', query.metric ?? 'points', query.limit ?? 50, user.id));
  }
}
