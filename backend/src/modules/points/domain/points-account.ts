import { assertNever, deciderWithFacts, type CommandWithoutFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import type {
  MvpPeriodClosed,
  PointsAccountEvent,
  PointsEarned,
  PointsWithheld,
  WithholdingReason,
} from '../events/points-account.events.js';
import { COMPLETION_DAILY_CAP, GIVER_DAILY_CAP, PAIR_DAILY_CAP, POINTS_PER_KIND, completionWithholding, isOnlyStockPhrase } from './fair-play.js';
import type { AwardPoints, CloseMvpPeriod, MvpStandings, PointsAccountCommand } from './points-account.commands.js';
import { InsufficientPointsError, ItemAlreadyOwnedError, ItemNotOwnedError, MvpPeriodNotFinishedError } from './points-account.errors.js';
import { shopItem, type ShopItem } from './shop-catalogue.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

export const pointsAccountStream = streamCategory('points-account');

export interface PointsAccountState {
  /** Earned minus spent: what the shop may take. Never below zero. */
  readonly available: number;
  /** Causes already decided (paid or withheld): the same cause never pays twice. */
  readonly causes: ReadonlySet<string>;
  readonly purchases: ReadonlySet<string>;
  /** Paid praise and cheers per day, and per `day|receiver`. */
  readonly paidPerDay: ReadonlyMap<string, number>;
  readonly paidPerPair: ReadonlyMap<string, number>;
  /** Paid completed cycles per day. */
  readonly completionsPerDay: ReadonlyMap<string, number>;
  readonly owned: ReadonlySet<string>;
  readonly equipped: ReadonlySet<string>;
}

const initialState = (): PointsAccountState => ({
  available: 0,
  causes: new Set(),
  purchases: new Set(),
  paidPerDay: new Map(),
  paidPerPair: new Map(),
  completionsPerDay: new Map(),
  owned: new Set(),
  equipped: new Set(),
});

const pairKey = (day: string, counterpart: string) => `${day}|${counterpart}`;
const plus = <T>(set: ReadonlySet<T>, value: T) => new Set(set).add(value);
const minus = <T>(set: ReadonlySet<T>, value: T) => {
  const next = new Set(set);
  next.delete(value);
  return next;
};
const increment = (map: ReadonlyMap<string, number>, key: string) => new Map(map).set(key, (map.get(key) ?? 0) + 1);

function evolve(state: PointsAccountState, event: PointsAccountEvent): PointsAccountState {
  switch (event.type) {
    case 'PointsEarned': {
      const { causeEventId, points, kind, day, counterpartUserId } = event.data;
      const counted = kind !== 'goal_completion' && counterpartUserId !== null;
      return {
        ...state,
        available: state.available + points,
        causes: plus(state.causes, causeEventId),
        paidPerDay: counted ? increment(state.paidPerDay, day) : state.paidPerDay,
        paidPerPair: counted ? increment(state.paidPerPair, pairKey(day, counterpartUserId)) : state.paidPerPair,
        completionsPerDay: kind === 'goal_completion' ? increment(state.completionsPerDay, day) : state.completionsPerDay,
      };
    }
    case 'PointsWithheld':
      return { ...state, causes: plus(state.causes, event.data.causeEventId) };
    case 'ShopItemPurchased':
      return {
        ...state,
        available: state.available - event.data.points,
        purchases: plus(state.purchases, event.data.purchaseId),
        owned: plus(state.owned, event.data.itemId),
      };
    case 'ShopItemEquipped':
      return { ...state, equipped: plus(state.equipped, event.data.itemId) };
    case 'ShopItemUnequipped':
      return { ...state, equipped: minus(state.equipped, event.data.itemId) };
    default:
      return assertNever(event);
  }
}

/** Why this cause pays nothing, or null when it pays (docs/modules/points.md "Fair play"). */
function withholdingReason(command: AwardPoints, state: PointsAccountState): WithholdingReason | null {
  const { kind, userId, counterpartUserId, message, day, cycle } = command.data;
  if (kind === 'goal_completion') {
    const byCycle = cycle ? completionWithholding(cycle) : null;
    if (byCycle) return byCycle;
    return (state.completionsPerDay.get(day) ?? 0) >= COMPLETION_DAILY_CAP ? 'completion_daily_cap' : null;
  }
  if (counterpartUserId === null || counterpartUserId === userId) return 'self_dealing';
  if (message !== null && isOnlyStockPhrase(message)) return 'stock_phrase';
  if ((state.paidPerDay.get(day) ?? 0) >= GIVER_DAILY_CAP) return 'giver_daily_cap';
  if ((state.paidPerPair.get(pairKey(day, counterpartUserId)) ?? 0) >= PAIR_DAILY_CAP) return 'pair_daily_cap';
  return null;
}

function award(command: AwardPoints, state: PointsAccountState): (PointsEarned | PointsWithheld)[] {
  const { userId, kind, causeEventId, causeStreamId, relatedEntityId, counterpartUserId, day } = command.data;
  if (state.causes.has(causeEventId)) return [];
  const reason = withholdingReason(command, state);
  const common = { userId, kind, causeEventId, causeStreamId, relatedEntityId, counterpartUserId, day };
  if (reason) return [{ type: 'PointsWithheld', data: { ...common, reason } }];
  return [{ type: 'PointsEarned', data: { ...common, points: POINTS_PER_KIND[kind] } }];
}

/** The item the shop sells under this id; the handler refuses an unknown one before deciding. */
export interface ShopFacts {
  PurchaseShopItem: ShopItem;
  EquipShopItem: ShopItem;
}

const decideWithFacts: FactDecisions<PointsAccountState, PointsAccountCommand, PointsAccountEvent, ShopFacts> = {
  PurchaseShopItem: (command, state, item) => {
    const userId = command.actor.id;
    if (state.purchases.has(command.data.purchaseId)) return [];
    if (state.owned.has(item.id)) throw new ItemAlreadyOwnedError();
    if (state.available < item.pointCost) throw new InsufficientPointsError(state.available, item.pointCost);
    return [{ type: 'ShopItemPurchased', data: { userId, purchaseId: command.data.purchaseId, itemId: item.id, points: item.pointCost } }];
  },
  EquipShopItem: (command, state, item) => {
    const userId = command.actor.id;
    if (!state.owned.has(item.id)) throw new ItemNotOwnedError();
    if (state.equipped.has(item.id)) return [];
    const replaced = [...state.equipped].filter((id) => shopItem(id)?.itemType === item.itemType);
    return [
      ...replaced.map((itemId): PointsAccountEvent => ({ type: 'ShopItemUnequipped', data: { userId, itemId } })),
      { type: 'ShopItemEquipped', data: { userId, itemId: item.id } },
    ];
  },
};

function decide(command: CommandWithoutFacts<PointsAccountCommand, ShopFacts>, state: PointsAccountState): PointsAccountEvent[] {
  switch (command.type) {
    case 'AwardPoints':
      return award(command, state);
    case 'UnequipShopItem':
      return state.equipped.has(command.data.itemId) ? [{ type: 'ShopItemUnequipped', data: { userId: command.actor.id, itemId: command.data.itemId } }] : [];
    default:
      return assertNever(command);
  }
}

export const pointsAccountDecider: Decider<PointsAccountState, PointsAccountCommand, PointsAccountEvent, ShopFacts> = deciderWithFacts({
  initialState,
  evolve,
  decideWithFacts,
  decide,
});

// --- MVP periods -------------------------------------------------------------------------------

export const mvpPeriodStream = streamCategory<[periodKind: string, periodStart: string]>('mvp-period');

export interface MvpPeriodState {
  readonly closed: boolean;
}

/** How many ranks of each award type a period records. */
export const MVP_RANKS = 3;

export const mvpPeriodDecider: Decider<MvpPeriodState, CloseMvpPeriod, MvpPeriodClosed, { CloseMvpPeriod: MvpStandings }> = deciderWithFacts({
  initialState: (): MvpPeriodState => ({ closed: false }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'MvpPeriodClosed':
        return { closed: true };
      default:
        return assertNever(event.type);
    }
  },
  decideWithFacts: {
    CloseMvpPeriod: (command, state, standings) => {
      if (state.closed) return [];
      if (standings.today < command.data.periodEnd) throw new MvpPeriodNotFinishedError();
      // Equal scores share a rank (1, 2, 2, 4), as on the leaderboard; a tie at the last rank keeps everyone tied.
      const awards = (['points', 'contribution'] as const).flatMap((awardType) => {
        const rows = standings.top.filter((row) => row.awardType === awardType && row.score > 0);
        return rows
          .map((row) => ({ awardType, rank: 1 + rows.filter((other) => other.score > row.score).length, userId: row.userId, score: row.score }))
          .filter((award) => award.rank <= MVP_RANKS);
      });
      return [{ type: 'MvpPeriodClosed', data: { ...command.data, awards } }];
    },
  },
});
