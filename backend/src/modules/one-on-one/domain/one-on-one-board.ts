import { levelsFromPosition, performanceLabel, quadrantOf, tidy, type TrustMindsetLevels } from '@pivot/rules';
import { daysBetween } from '../../../platform/time/calendar.js';
import type { OneOnOneApproach } from '../events/one-on-one-entry.events.js';

/**
 * The rules of the 1on1 board (spec part 1 §5 and §9), pure.
 *
 * Levels are fractions 0..1 in the API, as the spec's client sends them: trust = x and
 * mindset = 1 − y (y grows downwards on the board), both clamped. Percentages appear only where
 * the spec shows percentages: change values and the performance label.
 *
 * The levels, the quadrant rule and the performance label are computed by the client too, so they
 * live in `@pivot/rules` (decision 0078); this file adds what only the server answers: each
 * approach's texts, change values and staleness.
 */

/** Days without a session after which an entry is flagged as stale (spec §9). */
export const STALE_AFTER_DAYS = 14;

export type Levels = TrustMindsetLevels;
export { levelsFromPosition, performanceLabel };

export interface Approach {
  quadrant: OneOnOneApproach;
  /** Short Japanese name of the approach. */
  label: string;
  /** Japanese guidance for the manager's next 1on1. */
  recommendedApproach: string;
}

/**
 * The four approaches. The texts follow the books' two modes of leadership: father-like
 * strictness (父性) sets standards and asks for results, mother-like kindness (母性) accepts and
 * listens; trust comes first, because strictness without trust is heard as rejection.
 */
export const APPROACHES: Readonly<Record<OneOnOneApproach, Approach>> = {
  strategy: {
    quadrant: 'strategy',
    label: '戦略・ビジネス',
    recommendedApproach:
      '信頼関係もマインドも十分に高い状態です。細かな指示は控えて任せる範囲を広げ、事業の方向性や戦略、チームの課題について対等なパートナーとして議論しましょう。本人の考えを引き出し、次のリーダーとしての役割や挑戦的な目標を一緒に描くことが成長を加速させます。',
  },
  mindset_improvement: {
    quadrant: 'mindset_improvement',
    label: 'マインド向上（父性的な厳しさ）',
    recommendedApproach:
      '意欲は高い一方で、上司との信頼関係はまだ育ちきっていません。父性的な厳しさで期待する水準と役割をはっきり伝え、約束した基準を上司自身も守り続けることで一貫性を示しましょう。曖昧な褒め言葉より具体的な事実に基づくフィードバックを重ね、高い意欲を成果につながる確かなマインドへと鍛えていきます。',
  },
  trust_building: {
    quadrant: 'trust_building',
    label: '信頼構築（母性的な優しさ）',
    recommendedApproach:
      '上司との信頼関係はありますが、本人のマインドが下がっています。まずは母性的な優しさで話を最後まで聴き、不安や迷いを否定せずに受け止めましょう。結論を急がず、小さな成功体験を一緒に振り返って自己肯定感を取り戻すことが先決です。築いた信頼を土台に、本人が自ら一歩を踏み出せるよう支えます。',
  },
  mixed: {
    quadrant: 'mixed',
    label: '複合アプローチ',
    recommendedApproach:
      '信頼関係もマインドもこれから育てていく段階です。最初は母性的な優しさで安心して話せる場をつくり、信頼構築を最優先にしましょう。関係が育ってきたら、父性的な厳しさで期待と基準を少しずつ明確にしていきます。優しさと厳しさの配分を本人の様子に合わせて調整し、定期的な1on1で変化を確かめることが大切です。',
  },
};

/** The approach of the levels' quadrant (spec §9's rule, in `@pivot/rules`: threshold 0.7, inclusive). */
export function approachFor(levels: Levels): Approach {
  return APPROACHES[quadrantOf(levels)];
}

/**
 * Spec §9: the change in trust plus mindset between two growth points, in percentage points,
 * rounded to one decimal. Null for the first point (nothing to compare with).
 */
export function changeValue(current: Levels, previous: Levels | null): number | null {
  if (!previous) return null;
  const delta = (current.trustLevel + current.mindsetLevel - previous.trustLevel - previous.mindsetLevel) * 100;
  return Math.round(tidy(delta) * 10) / 10 || 0;
}

/**
 * Stale (spec §9): the last session is more than 14 days before today; with no session at all,
 * the entry itself was created more than 14 days ago. Dates are calendar dates in the
 * deployment's time zone, so a session 14 days ago is not yet stale.
 */
export function isStale(input: { lastSessionDate: string | null; createdOn: string; today: string }): boolean {
  const since = input.lastSessionDate ?? input.createdOn;
  return daysBetween(since, input.today) > STALE_AFTER_DAYS;
}

export function approachLabel(approach: OneOnOneApproach): string {
  return APPROACHES[approach].label;
}
