import type { OneOnOneApproach, OneOnOnePerformanceLabel } from '../../../shared/api/generated/api';
import { tidy, type Levels } from './board-geometry';

/**
 * The board's rules (spec part 1 §9), the same as the server's (`domain/one-on-one-board.ts`).
 * The server answers them for saved entries; the client needs them for what is not saved yet:
 * a point being dragged and the position picked in the new-entry dialog.
 */

/** A level at or above this is "high" (inclusive). */
export const QUADRANT_THRESHOLD = 0.7;

/** The four quadrants, in reading order of the board: top left, top right, bottom left, bottom right. */
export const APPROACH_KEYS = ['mindset_improvement', 'strategy', 'mixed', 'trust_building'] as const satisfies readonly OneOnOneApproach[];

export function quadrantOf(levels: Levels): OneOnOneApproach {
  const trustHigh = tidy(levels.trustLevel) >= QUADRANT_THRESHOLD;
  const mindsetHigh = tidy(levels.mindsetLevel) >= QUADRANT_THRESHOLD;
  if (trustHigh && mindsetHigh) return 'strategy';
  if (mindsetHigh) return 'mindset_improvement';
  if (trustHigh) return 'trust_building';
  return 'mixed';
}

/** On the average of trust and mindset in percent: ≥75 優秀, ≥50 良好, ≥25 普通, else 要改善. */
export function performanceLabel(levels: Levels): OneOnOnePerformanceLabel {
  const average = tidy(((levels.trustLevel + levels.mindsetLevel) / 2) * 100);
  if (average >= 75) return '優秀';
  if (average >= 50) return '良好';
  if (average >= 25) return '普通';
  return '要改善';
}

/** antd tag colours of the performance labels, best to worst. */
export const PERFORMANCE_COLORS: Record<OneOnOnePerformanceLabel, string> = {
  優秀: 'success',
  良好: 'processing',
  普通: 'warning',
  要改善: 'error',
};

/**
 * A growth point's change value (percentage points of trust + mindset against the previous point,
 * as the API answers it) in whole points, like the levels shown beside it; null for the first point.
 */
export function roundedChange(changeValue: number | null): number | null {
  if (changeValue === null) return null;
  return Math.sign(changeValue) * Math.round(Math.abs(changeValue)) || 0;
}

/** The change value signed for reading: '+13%', '−3%', '±0%'; '—' for the first point. */
export function formatChangeValue(changeValue: number | null): string {
  const rounded = roundedChange(changeValue);
  if (rounded === null) return '—';
  if (rounded === 0) return '±0%';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}%`;
}
