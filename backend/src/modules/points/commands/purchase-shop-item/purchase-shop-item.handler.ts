import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { PurchaseShopItem } from '../../domain/points-account.commands.js';
import { pointsAccountDecider, pointsAccountStream } from '../../domain/points-account.js';
import { ShopItemNotFoundError } from '../../domain/points-account.errors.js';
import { shopItem } from '../../domain/shop-catalogue.js';

/**
 * Spends points on an item. The balance check runs on the newest state of the account: a
 * concurrent spend makes the append stale, and the decision is made again on the state that
 * holds it (decision 0020), so no interleaving takes the balance below zero.
 */
@CommandHandler(PurchaseShopItem)
export class PurchaseShopItemHandler implements ICommandHandler<PurchaseShopItem> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: PurchaseShopItem): Promise<{ purchaseId: string }> {
    const item = shopItem(command.data.itemId);
    if (!item || !item.isActive) throw new ShopItemNotFoundError();
    await this.aggregates.execute(
      pointsAccountStream.streamId(command.actor.id),
      pointsAccountDecider,
      (state) => pointsAccountDecider.decide(command, state, item),
      { expectedRevision: command.expectedRevision },
    );
    return { purchaseId: command.data.purchaseId };
  }
}
