import type { OneOnOnePerformanceLabel } from '../../../shared/api/generated/one-on-one-matrix';

/**
 * The board's rules (spec part 1 §9). The levels' quadrant and performance label are the server's
 * too and live in `@pivot/rules` (decision 0078): the server answers them for saved entries, the
 * client needs them for what is not saved yet (a point being dragged, the position picked in the
 * new-entry dialog). Below: how the client shows them.
 */
export { QUADRANT_THRESHOLD, performanceLabel, quadrantOf, ONE_ON_ONE_QUADRANTS as APPROACH_KEYS } from '@pivot/rules';

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
