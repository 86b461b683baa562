import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { UsersModule } from '../users/index.js';
import { CloseMvpPeriodHandler } from './commands/close-mvp-period/close-mvp-period.handler.js';
import { EquipShopItemHandler } from './commands/equip-shop-item/equip-shop-item.handler.js';
import { POINTS_ACCOUNT_COMMAND_HANDLERS } from './commands/points-account.handlers.js';
import { PurchaseShopItemHandler } from './commands/purchase-shop-item/purchase-shop-item.handler.js';
import { UnequipShopItemHandler } from './commands/unequip-shop-item/unequip-shop-item.handler.js';
import { MVP_EVENT_SCHEMAS, POINTS_ACCOUNT_EVENT_SCHEMAS } from './events/points-account.events.js';
import { PointsController } from './http/points.controller.js';
import { CreatePointsReadModels1765100000000 } from './migrations/1765100000000-create-points-read-models.js';
import { PointTransactionWithheldReason1767200000000 } from './migrations/1767200000000-point-transaction-withheld-reason.js';
import { LeaderboardScores1767640000000 } from './migrations/1767640000000-leaderboard-scores.js';
import { MvpAwardsSharedRanks1767703000000 } from './migrations/1767703000000-mvp-awards-shared-ranks.js';
import { POINTS_LEADERBOARD_READ_MODELS } from './projections/points-leaderboard/points-leaderboard.read-model.js';
import { PointsLeaderboardProjection } from './projections/points-leaderboard/points-leaderboard.projection.js';
import { POINTS_LEDGER_READ_MODELS } from './projections/points-ledger/points-ledger.read-model.js';
import { PointsLedgerProjection } from './projections/points-ledger/points-ledger.projection.js';
import { GetAwardOutcomeHandler } from './queries/get-award-outcome/get-award-outcome.handler.js';
import { GetLeaderboardHandler } from './queries/get-leaderboard/get-leaderboard.handler.js';
import { GetLedgerHandler, GetLedgerTransactionHandler } from './queries/get-ledger/get-ledger.handler.js';
import { GetPointsHandler, GetPointsHistoryHandler } from './queries/get-points/get-points.handler.js';
import { GetEquippedItemsHandler, GetShopHandler } from './queries/get-shop/get-shop.handler.js';
import { AwardPointsOnFeedbackGiven } from './reactors/award-points-on-feedback-given.reactor.js';
import { AwardPointsOnFeedForwardGiven } from './reactors/award-points-on-feed-forward-given.reactor.js';
import { AwardPointsOnGrowthCycleCompleted } from './reactors/award-points-on-growth-cycle-completed.reactor.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { mvpPeriodDecider, mvpPeriodStream, pointsAccountDecider, pointsAccountStream } from './domain/points-account.js';

/**
 * Points accounts (stream `points-account-<userId>`), the buddy shop, HR's ledger, the leaderboard
 * and MVP periods (`mvp-period-<kind>-<start>`). Awards come from reactors on the growth cycles'
 * events (docs/modules/points.md).
 */
@Module({
  imports: [
    EventStoreModule.forFeature([...POINTS_ACCOUNT_EVENT_SCHEMAS, ...MVP_EVENT_SCHEMAS], [streamFolder(pointsAccountStream, pointsAccountDecider), streamFolder(mvpPeriodStream, mvpPeriodDecider)]),
    TypeOrmModule.forFeature([...POINTS_LEDGER_READ_MODELS, ...POINTS_LEADERBOARD_READ_MODELS]),
    UsersModule,
  ],
  controllers: [PointsController],
  providers: [
    ...POINTS_ACCOUNT_COMMAND_HANDLERS,
    PurchaseShopItemHandler,
    EquipShopItemHandler,
    UnequipShopItemHandler,
    CloseMvpPeriodHandler,
    GetPointsHandler,
    GetPointsHistoryHandler,
    GetShopHandler,
    GetEquippedItemsHandler,
    GetLedgerHandler,
    GetLedgerTransactionHandler,
    GetLeaderboardHandler,
    GetAwardOutcomeHandler,
    PointsLedgerProjection,
    PointsLeaderboardProjection,
    AwardPointsOnFeedbackGiven,
    AwardPointsOnFeedForwardGiven,
    AwardPointsOnGrowthCycleCompleted,
  ],
})
export class PointsModule {
  static readonly migrations = [CreatePointsReadModels1765100000000, PointTransactionWithheldReason1767200000000, LeaderboardScores1767640000000, MvpAwardsSharedRanks1767703000000];
}
