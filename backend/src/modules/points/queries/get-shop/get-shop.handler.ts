import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { SHOP_CATALOGUE } from '../../domain/shop-catalogue.js';
import { GetEquippedItemsQuery, GetShopQuery, type ShopItemView } from './get-shop.query.js';

async function shopOf(manager: EntityManager, userId: string): Promise<ShopItemView[]> {
  const owned = new Map(
    ((await manager.query(`SELECT customization_id, is_equipped, purchased_at FROM user_customizations WHERE user_id = $1`, [userId])) as {
      customization_id: string;
      is_equipped: boolean;
      purchased_at: Date;
    }[]).map((r) => [r.customization_id, r]),
  );
  return SHOP_CATALOGUE.map((item) => {
    const mine = owned.get(item.id);
    return {
      ...item,
      itemData: { ...item.itemData },
      owned: mine !== undefined,
      isEquipped: mine?.is_equipped ?? false,
      purchasedAt: mine ? new Date(mine.purchased_at).toISOString() : null,
    };
  });
}

@QueryHandler(GetShopQuery)
export class GetShopHandler implements IQueryHandler<GetShopQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  execute({ userId }: GetShopQuery): Promise<ShopItemView[]> {
    return shopOf(this.manager, userId);
  }
}

@QueryHandler(GetEquippedItemsQuery)
export class GetEquippedItemsHandler implements IQueryHandler<GetEquippedItemsQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ userId }: GetEquippedItemsQuery): Promise<ShopItemView[]> {
    return (await shopOf(this.manager, userId)).filter((item) => item.isEquipped);
  }
}
