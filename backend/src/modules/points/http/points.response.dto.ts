import { ApiProperty } from '@nestjs/swagger';
import { ITEM_TYPES, RARITIES, type ItemType, type Rarity } from '../domain/shop-catalogue.js';
import { TRANSACTION_TYPES, type TransactionType } from '../queries/get-ledger/get-ledger.query.js';

export class PointsResponse {
  @ApiProperty() userId: string;
  @ApiProperty({ description: 'Earned in all' }) totalPoints: number;
  @ApiProperty({ description: 'Earned minus spent: what the shop may take' }) availablePoints: number;
  @ApiProperty() pointsEarnedFeedback: number;
  @ApiProperty() pointsEarnedFeedForward: number;
  @ApiProperty() pointsEarnedGoalCompletion: number;
  @ApiProperty() pointsSpent: number;
}

export class PointsHistoryDayResponse {
  @ApiProperty({ description: 'YYYY-MM-DD' }) date: string;
  @ApiProperty() earned: number;
  @ApiProperty() spent: number;
  @ApiProperty({ description: 'Available points at the end of the day' }) balance: number;
  @ApiProperty({ description: 'Earned in all up to the end of the day' }) total: number;
}

export class ShopItemResponse {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: ITEM_TYPES }) itemType: ItemType;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) itemData: Record<string, string>;
  @ApiProperty() pointCost: number;
  @ApiProperty({ enum: RARITIES }) rarity: Rarity;
  @ApiProperty() isActive: boolean;
  @ApiProperty() owned: boolean;
  @ApiProperty() isEquipped: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) purchasedAt: string | null;
}

export class PurchaseResponse {
  @ApiProperty() purchaseId: string;
  @ApiProperty() itemId: string;
  @ApiProperty({ type: PointsResponse }) points: PointsResponse;
}

export class LedgerTransactionResponse {
  @ApiProperty() eventId: string;
  @ApiProperty() userId: string;
  @ApiProperty() userName: string;
  @ApiProperty({ enum: TRANSACTION_TYPES }) transactionType: TransactionType;
  @ApiProperty({ description: 'Positive earned, negative spent, 0 withheld' }) points: number;
  @ApiProperty() balanceAfter: number;
  @ApiProperty({ type: String, nullable: true, description: 'Feedback, feed-forward, cycle or purchase id' }) relatedEntityId: string | null;
  @ApiProperty({ type: String, nullable: true }) counterpartUserId: string | null;
  @ApiProperty({ type: String, nullable: true }) counterpartName: string | null;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'date-time' }) occurredAt: string;
  @ApiProperty({ description: 'The request (command) that caused it' }) correlationId: string;
  @ApiProperty({ type: String, nullable: true }) causationId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The user who issued the command; null for an award' }) actedBy: string | null;
}

export class LedgerTotalsResponse {
  @ApiProperty() count: number;
  @ApiProperty() earned: number;
  @ApiProperty() spent: number;
  @ApiProperty({ description: 'Causes that paid nothing (fair play)' }) withheld: number;
  @ApiProperty() net: number;
}

export class LedgerResponse {
  @ApiProperty({ type: [LedgerTransactionResponse] }) transactions: LedgerTransactionResponse[];
  @ApiProperty({ type: LedgerTotalsResponse }) totals: LedgerTotalsResponse;
}

export class LedgerEventResponse {
  @ApiProperty() eventId: string;
  @ApiProperty() type: string;
  @ApiProperty() streamId: string;
  @ApiProperty() revision: number;
  @ApiProperty() position: string;
  @ApiProperty({ format: 'date-time' }) occurredAt: string;
  @ApiProperty() correlationId: string;
  @ApiProperty({ type: String, nullable: true }) causationId: string | null;
  @ApiProperty({ type: String, nullable: true }) userId: string | null;
  @ApiProperty({ type: String, nullable: true }) userName: string | null;
}

export class LedgerPointsEventResponse extends LedgerEventResponse {
  @ApiProperty({ type: 'object', additionalProperties: true }) data: Record<string, unknown>;
}

export class LedgerTransactionDetailResponse {
  @ApiProperty({ type: LedgerTransactionResponse }) transaction: LedgerTransactionResponse;
  @ApiProperty({ type: LedgerPointsEventResponse }) event: LedgerPointsEventResponse;
  @ApiProperty({ type: LedgerEventResponse, nullable: true }) cause: LedgerEventResponse | null;
}

export class LeaderboardEntryResponse {
  @ApiProperty() rank: number;
  @ApiProperty() userId: string;
  @ApiProperty() displayName: string;
  @ApiProperty() score: number;
  @ApiProperty() feedbackQualityScore: number;
  @ApiProperty() feedForwardCount: number;
  @ApiProperty({ minimum: 0, maximum: 1 }) responseRate: number;
}

export class MvpAwardResponse {
  @ApiProperty({ enum: ['week', 'month'] }) periodKind: string;
  @ApiProperty() periodStart: string;
  @ApiProperty() periodEnd: string;
  @ApiProperty({ enum: ['points', 'contribution'] }) awardType: string;
  @ApiProperty() rank: number;
  @ApiProperty() userId: string;
  @ApiProperty() displayName: string;
  @ApiProperty() score: number;
}

export class LeaderboardResponse {
  @ApiProperty({ enum: ['week', 'month', 'all'] }) period: string;
  @ApiProperty({ enum: ['points', 'contribution'] }) metric: string;
  @ApiProperty({ type: String, nullable: true }) periodStart: string | null;
  @ApiProperty({ type: String, nullable: true }) periodEnd: string | null;
  @ApiProperty({ type: [LeaderboardEntryResponse] }) entries: LeaderboardEntryResponse[];
  @ApiProperty({ type: LeaderboardEntryResponse, nullable: true }) me: LeaderboardEntryResponse | null;
  @ApiProperty({ type: [MvpAwardResponse] }) mvps: MvpAwardResponse[];
}
