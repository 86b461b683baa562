import type { BaselineResponse, IntervalResponse, SimulateCultureRequest } from '../../../shared/api/generated/culture-simulation';

export const QUADRANTS = ['highHigh', 'highMindset', 'highSkill', 'lowLow'] as const;
export type Quadrant = (typeof QUADRANTS)[number];
export const APPROACHES = ['strategy', 'mindset_improvement', 'trust_building', 'mixed'] as const;
export type Approach = (typeof APPROACHES)[number];

const signed = (value: number) => (value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2));

/** `+1.20（0.40〜2.00）`: the estimate with its 95 % interval. */
export function formatInterval(interval: IntervalResponse | null): string | null {
  if (!interval) return null;
  return `${signed(interval.estimate)}（${interval.low.toFixed(2)}〜${interval.high.toFixed(2)}）`;
}

export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Whether an interval lies wholly on one side of zero (the effect's sign is known at 95 %). */
export const clearOfZero = (interval: IntervalResponse | null) => interval !== null && (interval.low > 0 || interval.high < 0);

/**
 * The form's first values: what the team did recently (the measured baseline). A quadrant nobody
 * was in has no cadence: 0 sessions; a quadrant without sessions takes the approach used most elsewhere.
 */
export function scenarioFromBaseline(baseline: BaselineResponse, seed: number): SimulateCultureRequest {
  const used = QUADRANTS.map((q) => baseline.approach[q]).filter((a): a is Approach => a !== null);
  const fallback: Approach = used[0] ?? 'mixed';
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    parameters: {
      cadence: Object.fromEntries(QUADRANTS.map((q) => [q, round(baseline.cadence[q] ?? 0)])) as Record<Quadrant, number>,
      approach: Object.fromEntries(QUADRANTS.map((q) => [q, baseline.approach[q] ?? fallback])) as Record<Quadrant, Approach>,
      growthCycleParticipation: Math.round(baseline.growthCycleParticipation * 100) / 100,
      learningPerMonth: round(baseline.learningPerMonth),
    },
    horizonMonths: 12,
    runs: 500,
    seed,
  };
}

export interface ChartSeries {
  name: string;
  color: string;
  points: { month: number; p10: number; p50: number; p90: number }[];
}

/** The SVG paths of a series on a chart `width` × `height` with `months` on x and shares 0..1 on y. */
export function seriesPaths(series: ChartSeries, months: number, width: number, height: number): { band: string; median: string } {
  const x = (month: number) => (months === 0 ? 0 : (month / months) * width);
  const y = (share: number) => height - share * height;
  const pts = series.points.filter((p) => p.month <= months);
  if (pts.length === 0) return { band: '', median: '' };
  const upper = pts.map((p) => `${x(p.month).toFixed(1)},${y(p.p90).toFixed(1)}`);
  const lower = [...pts].reverse().map((p) => `${x(p.month).toFixed(1)},${y(p.p10).toFixed(1)}`);
  return {
    band: `M${upper.join('L')}L${lower.join('L')}Z`,
    median: `M${pts.map((p) => `${x(p.month).toFixed(1)},${y(p.p50).toFixed(1)}`).join('L')}`,
  };
}
