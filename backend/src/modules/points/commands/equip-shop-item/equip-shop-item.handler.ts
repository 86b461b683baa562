import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { EquipShopItem } from '../../domain/points-account.commands.js';
import { pointsAccountDecider, pointsAccountStream } from '../../domain/points-account.js';
import { ShopItemNotFoundError } from '../../domain/points-account.errors.js';
import { shopItem } from '../../domain/shop-catalogue.js';

@CommandHandler(EquipShopItem)
export class EquipShopItemHandler implements ICommandHandler<EquipShopItem> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: EquipShopItem): Promise<void> {
    const item = shopItem(command.data.itemId);
    if (!item) throw new ShopItemNotFoundError();
    await this.aggregates.execute(pointsAccountStream.streamId(command.actor.id), pointsAccountDecider, (state) => pointsAccountDecider.decide(command, state, item), {
      expectedRevision: command.expectedRevision,
    });
  }
}
