import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { PointsEarned, ShopItemPurchased } from '../events/points-account.events.js';
import { AwardPoints, EquipShopItem, PurchaseShopItem } from './points-account.commands.js';

export const GIVER = 'giver-1';
export const RECEIVER = 'receiver-1';
export const DAY = '2026-05-11';
export const buyer = aSessionUser({ id: GIVER });

export const anAward = (over: Partial<AwardPoints['data']> = {}) =>
  new AwardPoints({
    userId: GIVER,
    kind: 'feedback',
    causeEventId: 'cause-1',
    causeStreamId: 'growth-cycle-c1',
    relatedEntityId: 'feedback-1',
    counterpartUserId: RECEIVER,
    message: '資料の構成が分かりやすく、次の一手がすぐ見えました。',
    day: DAY,
    ...over,
  });

export const earned = (over: Partial<PointsEarned['data']> = {}): PointsEarned => ({
  type: 'PointsEarned',
  data: {
    userId: GIVER,
    kind: 'feedback',
    points: 10,
    causeEventId: 'cause-1',
    causeStreamId: 'growth-cycle-c1',
    relatedEntityId: 'feedback-1',
    counterpartUserId: RECEIVER,
    day: DAY,
    ...over,
  },
});

export const purchased = (itemId: string, points: number, purchaseId = `purchase-${itemId}`): ShopItemPurchased => ({
  type: 'ShopItemPurchased',
  data: { userId: GIVER, purchaseId, itemId, points },
});

export const aPurchase = (itemId: string, purchaseId = `purchase-${itemId}`) => new PurchaseShopItem({ purchaseId, itemId }, buyer);
export const anEquip = (itemId: string) => new EquipShopItem({ itemId }, buyer);
