import type { EarningKind, WithholdingReason } from '../events/points-account.events.js';

// The points rule and the fair-play rules (docs/modules/points.md "Who earns what", "Fair play").
// Pure: the decider applies them to the giver's account.

/**
 * Points the giver earns per accepted praise or cheer, and the owner per completed cycle. The data
 * model's defaults (10 feedback, 15 feed-forward, spec part 2 §3 and §9) are the points; the
 * form's 1–10 (default 5) is the experience the receiver's buddy gains and pays no points.
 */
export const POINTS_PER_KIND: Readonly<Record<EarningKind, number>> = {
  feedback: 10,
  feed_forward: 15,
  goal_completion: 50,
};

/** Paid praise and cheers per giver per calendar day; the rest are recorded and pay nothing. */
export const GIVER_DAILY_CAP = 5;
/** Paid praise and cheers from one giver to one receiver per calendar day. */
export const PAIR_DAILY_CAP = 2;

/**
 * A completed cycle pays only when it ran at least this many days (from its start to its
 * completion) and received at least one praise or cheer from someone else. The demo's completed
 * cycle ran 45 days (modules/demo/demo-growth-cycles.ts).
 */
export const MIN_CYCLE_DAYS = 7;
/** Paid completions per owner per calendar day. */
export const COMPLETION_DAILY_CAP = 1;

const DAY_MS = 86_400_000;

/** What the completion rule needs of a cycle; null fields are unknown (a cycle from before v2 events). */
export interface CompletedCycleFacts {
  startedAt: string | null;
  completedAt: string;
  giftsReceived: number | null;
}

/** Why a completion pays nothing by the cycle itself (the daily cap is the account's), or null. */
export function completionWithholding(cycle: CompletedCycleFacts): WithholdingReason | null {
  if (cycle.startedAt !== null && Date.parse(cycle.completedAt) - Date.parse(cycle.startedAt) < MIN_CYCLE_DAYS * DAY_MS) return 'cycle_too_short';
  if (cycle.giftsReceived !== null && cycle.giftsReceived < 1) return 'no_gifts_received';
  return null;
}

/** What the person is told when a rule withholds their points (the write's answer, the screen's note). */
export const FAIR_PLAY_MESSAGES: Readonly<Record<WithholdingReason, string>> = {
  self_dealing: '自分自身へのメッセージにはポイントは付与されません',
  stock_phrase: '定型句だけのメッセージにはポイントは付与されません。具体的な行動や変化を書くとポイントが付与されます',
  giver_daily_cap: `ポイントが付与される称賛・応援は1日${GIVER_DAILY_CAP}件までです。メッセージは届いていますが、このメッセージにはポイントは付与されません`,
  pair_daily_cap: `同じ相手への称賛・応援でポイントが付与されるのは1日${PAIR_DAILY_CAP}件までです。メッセージは届いていますが、このメッセージにはポイントは付与されません`,
  cycle_too_short: `このサイクルは開始から${MIN_CYCLE_DAYS}日未満のため、ポイントは付与されません`,
  no_gifts_received: 'このサイクルは他のメンバーからフィードバックやフィードフォワードを受け取っていないため、ポイントは付与されません',
  completion_daily_cap: `サイクル完了のポイントは1日${COMPLETION_DAILY_CAP}回までです。本日はすでに付与されているため、ポイントは付与されません`,
};

/**
 * Phrases that carry no observation of their own. A message made only of these (in any
 * repetition, ignoring spaces, punctuation, symbols and emoji, after NFKC and case folding)
 * pays nothing. Kept short on purpose: it catches the copy-paste "ありがとうございます！！" and
 * leaves real sentences alone.
 */
const STOCK_PHRASES = [
  'ありがとう',
  'ありがとうございます',
  'ありがとうございました',
  'おつかれさま',
  'おつかれさまです',
  'おつかれさまでした',
  'お疲れ様',
  'お疲れ様です',
  'お疲れ様でした',
  'お疲れさまです',
  'お疲れさまでした',
  'いいね',
  'いいですね',
  'すごい',
  'すごいです',
  'すばらしい',
  '素晴らしい',
  '素晴らしいです',
  'さすが',
  'さすがです',
  'がんばって',
  'がんばってください',
  '頑張って',
  '頑張ってください',
  'よろしくおねがいします',
  'よろしくお願いします',
  'よろしくお願いいたします',
  'goodjob',
  'greatjob',
  'nicejob',
  'thanks',
  'thankyou',
  'nice',
  'good',
  'great',
  'ok',
  'w',
  '笑',
].map(normalise);

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\p{P}\p{S}\p{Z}\s\p{Cc}]/gu, '');
}

/**
 * True when the message, stripped of spaces, punctuation and symbols, is empty, uses at most two
 * distinct characters ("ーーーーーーーーーー"), or is a run of stock phrases only.
 */
export function isOnlyStockPhrase(message: string): boolean {
  const text = normalise(message);
  if (new Set(text).size <= 2) return true;
  // canEnd[i]: text[0, i) splits into stock phrases.
  const canEnd = new Array<boolean>(text.length + 1).fill(false);
  canEnd[0] = true;
  for (let i = 0; i < text.length; i++) {
    if (!canEnd[i]) continue;
    for (const phrase of STOCK_PHRASES) if (phrase && text.startsWith(phrase, i)) canEnd[i + phrase.length] = true;
  }
  return canEnd[text.length];
}
