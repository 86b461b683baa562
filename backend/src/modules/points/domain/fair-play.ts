import type { EarningKind } from '../events/points-account.events.js';

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
