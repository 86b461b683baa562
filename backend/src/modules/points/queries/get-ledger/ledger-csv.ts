import { toCsv } from '../../../../platform/csv/csv.js';
import type { LedgerView, TransactionType } from './get-ledger.query.js';

export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  feedback: 'フィードバック',
  feed_forward: 'フィードフォワード',
  goal_completion: '目標達成',
  shop_purchase: 'ショップ購入',
  withheld: '付与なし',
};

const dateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
    new Date(iso),
  );

/** The ledger as the HR export shows it: one row per transaction, then the totals. */
export function ledgerCsv(ledger: LedgerView, timeZone: string): string {
  const rows = ledger.transactions.map((t) => [
    dateTime(t.occurredAt, timeZone),
    t.userName,
    t.userId,
    TRANSACTION_TYPE_LABELS[t.transactionType],
    t.points,
    t.balanceAfter,
    t.relatedEntityId,
    t.counterpartName,
    t.description,
    t.correlationId,
    t.actedBy,
    t.eventId,
  ]);
  return toCsv(['日時', 'ユーザー', 'ユーザーID', '種別', 'ポイント', '取引後残高', '関連ID', '相手', '説明', '相関ID', '実行者ID', 'イベントID'], rows);
}
