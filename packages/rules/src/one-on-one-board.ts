import { clampFraction, tidy } from './board.js';

/**
 * The quadrants of the 1on1 board (spec part 1 §9): the server answers them for saved entries, the
 * client needs them for what is not saved yet (a point being dragged, the position picked in the
 * new-entry dialog).
 *
 * Levels are fractions 0..1, as the spec's client sends them: trust = x and mindset = 1 − y (y
 * grows downwards on the board), both clamped.
 */

/** A level at or above this is "high" (spec §9, inclusive). */
export const QUADRANT_THRESHOLD = 0.7;

/** The four quadrants (the recommended approach of each), in reading order of the board: top left, top right, bottom left, bottom right. */
export const ONE_ON_ONE_QUADRANTS = ['mindset_improvement', 'strategy', 'mixed', 'trust_building'] as const;
export type OneOnOneQuadrant = (typeof ONE_ON_ONE_QUADRANTS)[number];

export interface TrustMindsetLevels {
  trustLevel: number;
  mindsetLevel: number;
}

export function levelsFromPosition(x: number, y: number): TrustMindsetLevels {
  return { trustLevel: tidy(clampFraction(x)), mindsetLevel: tidy(clampFraction(1 - y)) };
}

/** The quadrant rule of spec §9 (threshold 0.7, inclusive). */
export function quadrantOf(levels: TrustMindsetLevels): OneOnOneQuadrant {
  const trustHigh = tidy(levels.trustLevel) >= QUADRANT_THRESHOLD;
  const mindsetHigh = tidy(levels.mindsetLevel) >= QUADRANT_THRESHOLD;
  if (trustHigh && mindsetHigh) return 'strategy';
  if (mindsetHigh) return 'mindset_improvement';
  if (trustHigh) return 'trust_building';
  return 'mixed';
}

export const PERFORMANCE_LABELS = ['優秀', '良好', '普通', '要改善'] as const;
export type PerformanceLabel = (typeof PERFORMANCE_LABELS)[number];

/** Spec §9: on the average of trust and mindset in percent: ≥75 優秀, ≥50 良好, ≥25 普通, else 要改善. */
export function performanceLabel(levels: TrustMindsetLevels): PerformanceLabel {
  const average = tidy(((levels.trustLevel + levels.mindsetLevel) / 2) * 100);
  if (average >= 75) return '優秀';
  if (average >= 50) return '良好';
  if (average >= 25) return '普通';
  return '要改善';
}
