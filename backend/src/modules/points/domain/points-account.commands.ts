import { DomainCommand, UserCommand } from '../../../platform/domain/command.js';
import type { EarningKind, MvpAwardType, MvpPeriodKind } from '../events/points-account.events.js';
import type { CompletedCycleFacts } from './fair-play.js';

// Commands of a user's points account (stream `points-account-<userId>`) and of an MVP period
// (stream `mvp-period-<kind>-<start>`). Awards are issued by reactors, never by a user.

/** Pays (or, by the fair-play rules, withholds) the points one cause earns. Decided once per cause. */
export class AwardPoints extends DomainCommand<
  'AwardPoints',
  {
    userId: string;
    kind: EarningKind;
    causeEventId: string;
    causeStreamId: string;
    relatedEntityId: string;
    counterpartUserId: string | null;
    /** The praise or cheer text, for the stock-phrase rule; null for a completed cycle. */
    message: string | null;
    /** Calendar day of the cause (`YYYY-MM-DD`). */
    day: string;
    /** For a completed cycle: its start, its completion and the gifts it received (fair-play.ts). */
    cycle?: CompletedCycleFacts;
  }
> {
  readonly type = 'AwardPoints';
}

/** Buys a buddy-shop item for the caller. `purchaseId` is generated where the command is created. */
export class PurchaseShopItem extends UserCommand<'PurchaseShopItem', { purchaseId: string; itemId: string }, { purchaseId: string }> {
  readonly type = 'PurchaseShopItem';
}

/** Equips an owned item; the item of the same type equipped before is taken off. */
export class EquipShopItem extends UserCommand<'EquipShopItem', { itemId: string }> {
  readonly type = 'EquipShopItem';
}

export class UnequipShopItem extends UserCommand<'UnequipShopItem', { itemId: string }> {
  readonly type = 'UnequipShopItem';
}

/** Records the MVPs of a finished week or month; a period already closed stays as it was. */
export class CloseMvpPeriod extends DomainCommand<'CloseMvpPeriod', { periodKind: MvpPeriodKind; periodStart: string; periodEnd: string }> {
  readonly type = 'CloseMvpPeriod';
}

export type PointsAccountCommand = AwardPoints | PurchaseShopItem | EquipShopItem | UnequipShopItem;

/** The ranking the MVPs are taken from, read by the handler when the period is closed. */
export interface MvpStandings {
  readonly today: string;
  readonly top: readonly { awardType: MvpAwardType; userId: string; score: number }[];
}
