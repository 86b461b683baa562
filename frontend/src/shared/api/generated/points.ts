import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    pointsGetPoints: build.query<
      PointsGetPointsApiResponse,
      PointsGetPointsApiArg
    >({
      query: () => ({ url: `/api/pffr/points` }),
    }),
    pointsGetPointsHistory: build.query<
      PointsGetPointsHistoryApiResponse,
      PointsGetPointsHistoryApiArg
    >({
      query: () => ({ url: `/api/pffr/points/history` }),
    }),
    pointsGetLedger: build.query<
      PointsGetLedgerApiResponse,
      PointsGetLedgerApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/points/ledger`,
        params: {
          userId: queryArg.userId,
          teamId: queryArg.teamId,
          type: queryArg["type"],
          from: queryArg["from"],
          to: queryArg.to,
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    pointsExportLedger: build.query<
      PointsExportLedgerApiResponse,
      PointsExportLedgerApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/points/ledger/export.csv`,
        params: {
          userId: queryArg.userId,
          teamId: queryArg.teamId,
          type: queryArg["type"],
          from: queryArg["from"],
          to: queryArg.to,
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    pointsGetLedgerTransaction: build.query<
      PointsGetLedgerTransactionApiResponse,
      PointsGetLedgerTransactionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/points/ledger/${queryArg.eventId}`,
      }),
    }),
    pointsGetShop: build.query<PointsGetShopApiResponse, PointsGetShopApiArg>({
      query: () => ({ url: `/api/pffr/shop` }),
    }),
    pointsGetEquippedItems: build.query<
      PointsGetEquippedItemsApiResponse,
      PointsGetEquippedItemsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/shop/equipped`,
        params: {
          userId: queryArg.userId,
        },
      }),
    }),
    pointsPurchase: build.mutation<
      PointsPurchaseApiResponse,
      PointsPurchaseApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/shop/purchases`,
        method: "POST",
        body: queryArg.purchaseShopItemRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    pointsEquip: build.mutation<PointsEquipApiResponse, PointsEquipApiArg>({
      query: (queryArg) => ({
        url: `/api/pffr/shop/items/${queryArg.itemId}/equip`,
        method: "POST",
      }),
    }),
    pointsUnequip: build.mutation<
      PointsUnequipApiResponse,
      PointsUnequipApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/shop/items/${queryArg.itemId}/unequip`,
        method: "POST",
      }),
    }),
    pointsGetLeaderboard: build.query<
      PointsGetLeaderboardApiResponse,
      PointsGetLeaderboardApiArg
    >({
      query: (queryArg) => ({
        url: `/api/pffr/leaderboard`,
        params: {
          period: queryArg.period,
          metric: queryArg.metric,
          limit: queryArg.limit,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type PointsGetPointsApiResponse =
  /** status 200 The caller's points; all zero before the first award */ PointsResponse;
export type PointsGetPointsApiArg = void;
export type PointsGetPointsHistoryApiResponse =
  /** status 200 The caller's points per day with a change, oldest first */ PointsHistoryDayResponse[];
export type PointsGetPointsHistoryApiArg = void;
export type PointsGetLedgerApiResponse =
  /** status 200 Every transaction matching the filter, newest first, with totals over all matches */ LedgerResponse;
export type PointsGetLedgerApiArg = {
  /** Only this person (user id) */
  userId?: string;
  /** Only members of this team */
  teamId?: string;
  type?:
    | "feedback"
    | "feed_forward"
    | "goal_completion"
    | "shop_purchase"
    | "withheld";
  /** First day, YYYY-MM-DD (inclusive) */
  from?: string;
  /** Last day, YYYY-MM-DD (inclusive) */
  to?: string;
  limit?: number;
  offset?: number;
};
export type PointsExportLedgerApiResponse = unknown;
export type PointsExportLedgerApiArg = {
  /** Only this person (user id) */
  userId?: string;
  /** Only members of this team */
  teamId?: string;
  type?:
    | "feedback"
    | "feed_forward"
    | "goal_completion"
    | "shop_purchase"
    | "withheld";
  /** First day, YYYY-MM-DD (inclusive) */
  from?: string;
  /** Last day, YYYY-MM-DD (inclusive) */
  to?: string;
  limit?: number;
  offset?: number;
};
export type PointsGetLedgerTransactionApiResponse =
  /** status 200 The transaction, its event and the event that caused it, with who acted */ LedgerTransactionDetailResponse;
export type PointsGetLedgerTransactionApiArg = {
  eventId: string;
};
export type PointsGetShopApiResponse =
  /** status 200 The catalogue, with what the caller owns and has equipped */ ShopItemResponse[];
export type PointsGetShopApiArg = void;
export type PointsGetEquippedItemsApiResponse =
  /** status 200 What a user's buddy wears (the caller's by default) */ ShopItemResponse[];
export type PointsGetEquippedItemsApiArg = {
  /** Whose items; the caller by default */
  userId?: string;
};
export type PointsPurchaseApiResponse =
  /** status 201 Bought: the points after the purchase */ PurchaseResponse;
export type PointsPurchaseApiArg = {
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  purchaseShopItemRequest: PurchaseShopItemRequest;
};
export type PointsEquipApiResponse = unknown;
export type PointsEquipApiArg = {
  itemId: string;
};
export type PointsUnequipApiResponse = unknown;
export type PointsUnequipApiArg = {
  itemId: string;
};
export type PointsGetLeaderboardApiResponse =
  /** status 200 Top entries of the period by points or contribution, the caller’s own row, and the last MVPs */ LeaderboardResponse;
export type PointsGetLeaderboardApiArg = {
  period?: "week" | "month" | "all";
  metric?: "points" | "contribution";
  limit?: number;
};
export type PointsResponse = {
  userId: string;
  /** Earned in all */
  totalPoints: number;
  /** Earned minus spent: what the shop may take */
  availablePoints: number;
  pointsEarnedFeedback: number;
  pointsEarnedFeedForward: number;
  pointsEarnedGoalCompletion: number;
  pointsSpent: number;
};
export type PointsHistoryDayResponse = {
  /** YYYY-MM-DD */
  date: string;
  earned: number;
  spent: number;
  /** Available points at the end of the day */
  balance: number;
  /** Earned in all up to the end of the day */
  total: number;
};
export type LedgerTransactionResponse = {
  eventId: string;
  userId: string;
  userName: string;
  transactionType:
    | "feedback"
    | "feed_forward"
    | "goal_completion"
    | "shop_purchase"
    | "withheld";
  /** Positive earned, negative spent, 0 withheld */
  points: number;
  balanceAfter: number;
  /** Feedback, feed-forward, cycle or purchase id */
  relatedEntityId: string | null;
  counterpartUserId: string | null;
  counterpartName: string | null;
  description: string;
  occurredAt: string;
  /** The request (command) that caused it */
  correlationId: string;
  causationId: string | null;
  /** The user who issued the command; null for an award */
  actedBy: string | null;
};
export type LedgerTotalsResponse = {
  count: number;
  earned: number;
  spent: number;
  /** Causes that paid nothing (fair play) */
  withheld: number;
  net: number;
};
export type LedgerResponse = {
  transactions: LedgerTransactionResponse[];
  totals: LedgerTotalsResponse;
};
export type LedgerPointsEventResponse = {
  eventId: string;
  type: string;
  streamId: string;
  revision: number;
  position: string;
  occurredAt: string;
  correlationId: string;
  causationId: string | null;
  userId: string | null;
  userName: string | null;
  data: {
    [key: string]: any;
  };
};
export type LedgerEventResponse = {
  eventId: string;
  type: string;
  streamId: string;
  revision: number;
  position: string;
  occurredAt: string;
  correlationId: string;
  causationId: string | null;
  userId: string | null;
  userName: string | null;
};
export type LedgerTransactionDetailResponse = {
  transaction: LedgerTransactionResponse;
  event: LedgerPointsEventResponse;
  cause: LedgerEventResponse | null;
};
export type ShopItemResponse = {
  id: string;
  name: string;
  description: string;
  itemType: "accessory" | "background" | "frame" | "title";
  itemData: {
    [key: string]: string;
  };
  pointCost: number;
  rarity: "common" | "rare" | "epic" | "legendary";
  isActive: boolean;
  owned: boolean;
  isEquipped: boolean;
  purchasedAt: string | null;
};
export type PurchaseResponse = {
  purchaseId: string;
  itemId: string;
  points: PointsResponse;
};
export type PurchaseShopItemRequest = {
  /** A catalogue item id (GET /api/pffr/shop) */
  itemId: string;
};
export type LeaderboardEntryResponse = {
  rank: number;
  userId: string;
  displayName: string;
  score: number;
  feedbackQualityScore: number;
  feedForwardCount: number;
  responseRate: number;
};
export type MvpAwardResponse = {
  periodKind: "week" | "month";
  periodStart: string;
  periodEnd: string;
  awardType: "points" | "contribution";
  rank: number;
  userId: string;
  displayName: string;
  score: number;
};
export type LeaderboardResponse = {
  period: "week" | "month" | "all";
  metric: "points" | "contribution";
  periodStart: string | null;
  periodEnd: string | null;
  entries: LeaderboardEntryResponse[];
  me: LeaderboardEntryResponse | null;
  mvps: MvpAwardResponse[];
};
export const {
  usePointsGetPointsQuery,
  usePointsGetPointsHistoryQuery,
  usePointsGetLedgerQuery,
  usePointsExportLedgerQuery,
  usePointsGetLedgerTransactionQuery,
  usePointsGetShopQuery,
  usePointsGetEquippedItemsQuery,
  usePointsPurchaseMutation,
  usePointsEquipMutation,
  usePointsUnequipMutation,
  usePointsGetLeaderboardQuery,
} = injectedRtkApi;
