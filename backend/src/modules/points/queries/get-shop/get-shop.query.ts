import { Query } from '@nestjs/cqrs';
import type { ItemType, Rarity } from '../../domain/shop-catalogue.js';

export interface ShopItemView {
  id: string;
  name: string;
  description: string;
  itemType: ItemType;
  itemData: Record<string, string>;
  pointCost: number;
  rarity: Rarity;
  isActive: boolean;
  owned: boolean;
  isEquipped: boolean;
  purchasedAt: string | null;
}

/** The catalogue with what the user owns and wears. */
export class GetShopQuery extends Query<ShopItemView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The items a user has equipped (shown on their buddy card; anyone signed in may see them). */
export class GetEquippedItemsQuery extends Query<ShopItemView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
