import { randomUUID } from 'node:crypto';
import type { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../platform/auth/session-user.js';
import { DomainError } from '../../platform/domain/domain-error.js';
import { EquipShopItem, PurchaseShopItem } from '../points/index.js';

/** What each demo account buys, in order, when its points allow (the free title first: anyone can). */
export const DEMO_PURCHASES: Readonly<Record<string, readonly string[]>> = {
  'manager@demo.example': ['title-first-step', 'accessory-glasses', 'background-sakura', 'accessory-star-hat'],
  'member@demo.example': ['title-first-step', 'accessory-ribbon', 'background-sky', 'frame-silver'],
  'hr@demo.example': ['title-first-step', 'title-cheerleader', 'accessory-star-hat'],
  'admin@demo.example': ['title-first-step', 'background-sky'],
};

type Execute = <T = void>(actor: SessionUser, at: Date, command: Command<T>) => Promise<T>;

/**
 * The demo's buddy-shop purchases, through the same commands the shop's buttons run. Points come
 * from the award reactors on the growth-cycle demo history seeded before this, which waits for each
 * award (`seedDemoGrowthCycles`). Each account buys its list in order, skipping an
 * item its balance does not cover (the decider's refusal, as a user would meet it), and wears the
 * first item of each type. Dated `at` and a minute apart.
 */
export async function seedDemoPoints(
  execute: Execute,
  users: ReadonlyMap<string, SessionUser>,
  at: Date,
): Promise<{ purchases: number }> {
  let purchases = 0;
  let minute = 0;
  const next = () => new Date(at.getTime() + (minute += 1) * 60_000);
  for (const [email, itemIds] of Object.entries(DEMO_PURCHASES)) {
    const user = users.get(email);
    if (!user) continue;
    const wornTypes = new Set<string>();
    for (const itemId of itemIds) {
      try {
        await execute(user, next(), new PurchaseShopItem({ purchaseId: randomUUID(), itemId }, user));
      } catch (error) {
        if (error instanceof DomainError && error.code === 'POINTS.INSUFFICIENT') continue;
        throw error;
      }
      purchases += 1;
      const type = itemId.split('-')[0];
      if (wornTypes.has(type)) continue;
      wornTypes.add(type);
      await execute(user, next(), new EquipShopItem({ itemId }, user));
    }
  }
  return { purchases };
}
