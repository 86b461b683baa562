import type { LeaderboardResponse, LedgerResponse, LedgerTransactionDetailResponse, LedgerTransactionResponse, PointsResponse, ShopItemResponse } from '../../../shared/api/generated/points';

export const ME = '00000000-0000-4000-8000-000000000001';

export const somePoints = (over: Partial<PointsResponse> = {}): PointsResponse => ({
  userId: ME,
  totalPoints: 65,
  availablePoints: 35,
  pointsEarnedFeedback: 50,
  pointsEarnedFeedForward: 15,
  pointsEarnedGoalCompletion: 0,
  pointsSpent: 30,
  ...over,
});

export const aShopItem = (over: Partial<ShopItemResponse> = {}): ShopItemResponse => ({
  id: 'accessory-star-hat',
  name: '星の帽子',
  description: 'バディの頭にきらりと光る小さな星。',
  itemType: 'accessory',
  itemData: { icon: 'star' },
  pointCost: 30,
  rarity: 'common',
  isActive: true,
  owned: false,
  isEquipped: false,
  purchasedAt: null,
  ...over,
});

export const aTransaction = (over: Partial<LedgerTransactionResponse> = {}): LedgerTransactionResponse => ({
  eventId: '11111111-1111-4111-8111-111111111111',
  userId: 'u-1',
  userName: '佐藤 花子',
  transactionType: 'feedback',
  points: 10,
  balanceAfter: 10,
  relatedEntityId: 'f-1',
  counterpartUserId: 'u-2',
  counterpartName: '鈴木 一郎',
  description: 'フィードバック（称賛）を送った',
  occurredAt: '2026-11-20T01:00:00.000Z',
  correlationId: 'corr-1',
  causationId: 'cause-1',
  actedBy: null,
  ...over,
});

export const aLedger = (transactions: LedgerTransactionResponse[]): LedgerResponse => {
  const earned = transactions.reduce((s, t) => s + Math.max(t.points, 0), 0);
  const spent = transactions.reduce((s, t) => s + Math.max(-t.points, 0), 0);
  return {
    transactions,
    totals: { count: transactions.length, earned, spent, withheld: transactions.filter((t) => t.transactionType === 'withheld').length, net: earned - spent },
  };
};

export const aTrace = (transaction: LedgerTransactionResponse): LedgerTransactionDetailResponse => ({
  transaction,
  event: {
    eventId: transaction.eventId,
    type: 'PointsEarned',
    streamId: `points-account-${transaction.userId}`,
    revision: 0,
    position: '42',
    occurredAt: transaction.occurredAt,
    correlationId: transaction.correlationId,
    causationId: 'cause-1',
    userId: null,
    userName: null,
    data: { kind: 'feedback', points: 10 },
  },
  cause: {
    eventId: 'cause-1',
    type: 'FeedbackGiven',
    streamId: 'growth-cycle-c1',
    revision: 3,
    position: '41',
    occurredAt: transaction.occurredAt,
    correlationId: transaction.correlationId,
    causationId: 'req-1',
    userId: 'u-1',
    userName: '佐藤 花子',
  },
});

export const aLeaderboard = (over: Partial<LeaderboardResponse> = {}): LeaderboardResponse => ({
  period: 'week',
  metric: 'points',
  periodStart: '2026-11-23',
  periodEnd: '2026-11-30',
  entries: [
    { rank: 1, userId: 'u-1', displayName: '佐藤 花子', score: 40, feedbackQualityScore: 0, feedForwardCount: 0, responseRate: 0 },
    { rank: 2, userId: ME, displayName: '山田 太郎', score: 25, feedbackQualityScore: 0, feedForwardCount: 0, responseRate: 0 },
  ],
  me: { rank: 2, userId: ME, displayName: '山田 太郎', score: 25, feedbackQualityScore: 0, feedForwardCount: 0, responseRate: 0 },
  mvps: [{ periodKind: 'week', periodStart: '2026-11-16', periodEnd: '2026-11-23', awardType: 'points', rank: 1, userId: 'u-1', displayName: '佐藤 花子', score: 60 }],
  ...over,
});
