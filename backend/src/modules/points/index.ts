// The points module's public surface: other modules import only from here.
export { PointsModule } from './points.module.js';
// Commands the demo seeder may run, exactly as the HTTP layer does.
export { PurchaseShopItem, EquipShopItem } from './domain/points-account.commands.js';
export type { PointsAccountEvent, PointsEarned, PointsWithheld, ShopItemPurchased } from './events/points-account.events.js';
export { FAIR_PLAY_MESSAGES } from './domain/fair-play.js';
