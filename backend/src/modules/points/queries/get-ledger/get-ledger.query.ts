import { Query } from '@nestjs/cqrs';

export const TRANSACTION_TYPES = ['feedback', 'feed_forward', 'goal_completion', 'shop_purchase', 'withheld'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface LedgerFilter {
  userId?: string;
  teamId?: string;
  type?: TransactionType;
  /** First day (`YYYY-MM-DD`, deployment time zone), inclusive. */
  from?: string;
  /** Last day, inclusive. */
  to?: string;
  limit?: number;
  offset?: number;
}

export interface LedgerTransactionView {
  eventId: string;
  userId: string;
  userName: string;
  transactionType: TransactionType;
  points: number;
  balanceAfter: number;
  relatedEntityId: string | null;
  counterpartUserId: string | null;
  counterpartName: string | null;
  description: string;
  occurredAt: string;
  correlationId: string;
  causationId: string | null;
  actedBy: string | null;
}

export interface LedgerView {
  transactions: LedgerTransactionView[];
  totals: { count: number; earned: number; spent: number; withheld: number; net: number };
}

/** HR's point ledger: every transaction matching the filter, newest first, with totals over all of them. */
export class GetLedgerQuery extends Query<LedgerView> {
  constructor(readonly filter: LedgerFilter) {
    super();
  }
}

export interface LedgerEventView {
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
}

export interface LedgerTransactionDetailView {
  transaction: LedgerTransactionView;
  /** The points event itself, with its data. */
  event: LedgerEventView & { data: Record<string, unknown> };
  /** The event that caused an award (its data left out: it may hold personal text); null for a purchase. */
  cause: LedgerEventView | null;
}

/** One transaction traced to its event, the command's correlation id and who acted. */
export class GetLedgerTransactionQuery extends Query<LedgerTransactionDetailView> {
  constructor(readonly eventId: string) {
    super();
  }
}
