import { isOnlyStockPhrase } from './fair-play.js';

// The contribution score of spec part 2 §3 (feedback quality, feed-forward count, response rate),
// as docs/modules/points.md defines it. Pure: the leaderboard's SQL applies the same weights.

/** Quality of one praise: 0 for a stock phrase, else 1, +1 with an emotion badge, +1 at 50 characters or more. */
export function feedbackQuality(message: string, emotionBadgeCount: number): number {
  if (isOnlyStockPhrase(message)) return 0;
  return 1 + (emotionBadgeCount > 0 ? 1 : 0) + ([...message].length >= 50 ? 1 : 0);
}

/** Points of the score per cheer given. */
export const FEED_FORWARD_WEIGHT = 2;
/** Points of the score for answering every cheer received with thanks (a share of it for some). */
export const RESPONSE_RATE_WEIGHT = 10;
