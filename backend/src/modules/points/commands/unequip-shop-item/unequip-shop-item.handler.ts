import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { UnequipShopItem } from '../../domain/points-account.commands.js';
import { pointsAccountDecider, pointsAccountStream } from '../../domain/points-account.js';
import { ShopItemNotFoundError } from '../../domain/points-account.errors.js';
import { shopItem } from '../../domain/shop-catalogue.js';

@CommandHandler(UnequipShopItem)
export class UnequipShopItemHandler implements ICommandHandler<UnequipShopItem> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: UnequipShopItem): Promise<void> {
    if (!shopItem(command.data.itemId)) throw new ShopItemNotFoundError();
    await this.aggregates.execute(pointsAccountStream.streamId(command.actor.id), pointsAccountDecider, (state) => pointsAccountDecider.decide(command, state), {
      expectedRevision: command.expectedRevision,
    });
  }
}
