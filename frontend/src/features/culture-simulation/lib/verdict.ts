import type { CultureMeasurementsResponse, IntervalResponse, TermEstimateResponse } from '../../../shared/api/generated/culture-simulation';

/**
 * Fewer cases than this (segments in which a factor was present) and an effect is not shown at
 * all: with a handful of cases one member's good month reads as an effect (docs/decisions/0101).
 */
export const MIN_EFFECT_CASES = 8;

/** The factors a manager can act on (the intercept and the slowing with progress are not advice). */
const ACTIONABLE = (term: TermEstimateResponse['term']) => term !== 'intercept' && term !== 'progress';

/** The z of a two-sided 95 % interval. */
const Z95 = 1.96;

type Axis = 'skill' | 'mindset';

export type TermVerdict =
  | { kind: 'helps' | 'hurts'; term: string; axes: Axis[]; cases: number }
  | { kind: 'unclear'; term: string; cases: number; needed: number | null }
  | { kind: 'tooFew'; term: string; cases: number; needed: number };

type Verdict = { kind: 'noModel'; segments: number; neededSegments: number; members: number; neededMembers: number } | { kind: 'model'; terms: TermVerdict[] };

const clearAbove = (interval: IntervalResponse | null) => interval !== null && interval.low > 0;
const clearBelow = (interval: IntervalResponse | null) => interval !== null && interval.high < 0;

/**
 * The cases at which an interval of this estimate would clear zero if the estimate held: the
 * interval narrows with √n, so n × (1.96·SE / |estimate|)². null when the estimate is zero (no
 * number of cases shows an effect of zero).
 */
export function casesToTell(interval: IntervalResponse, cases: number): number | null {
  if (interval.estimate === 0 || cases === 0) return null;
  return Math.ceil(cases * ((Z95 * interval.standardError) / Math.abs(interval.estimate)) ** 2);
}

/** One factor's verdict over both axes. */
export function termVerdict(row: TermEstimateResponse): TermVerdict {
  const cases = row.exposure;
  const intervals: [Axis, IntervalResponse | null][] = [
    ['skill', row.measured ? row.skill : null],
    ['mindset', row.measured ? row.mindset : null],
  ];
  const ask = (axes: [Axis, IntervalResponse | null][]) => axes.flatMap(([, interval]) => (interval ? [casesToTell(interval, cases)] : [])).filter((n): n is number => n !== null);
  if (cases < MIN_EFFECT_CASES) return { kind: 'tooFew', term: row.term, cases, needed: Math.max(MIN_EFFECT_CASES, ...ask(intervals)) };
  const up = intervals.filter(([, interval]) => clearAbove(interval)).map(([axis]) => axis);
  const down = intervals.filter(([, interval]) => clearBelow(interval)).map(([axis]) => axis);
  if (up.length > 0 && down.length === 0) return { kind: 'helps', term: row.term, axes: up, cases };
  if (down.length > 0 && up.length === 0) return { kind: 'hurts', term: row.term, axes: down, cases };
  const needed = ask(intervals);
  return { kind: 'unclear', term: row.term, cases, needed: needed.length > 0 ? Math.max(cases + 1, Math.min(...needed)) : null };
}

/** What the team's history says helps, what it cannot tell yet, and what it measured on too few cases. */
export function cultureVerdict(data: CultureMeasurementsResponse): Verdict {
  const short = data.modelInsufficient;
  if (short) return { kind: 'noModel', segments: short.segments, neededSegments: short.neededSegments, members: short.members, neededMembers: short.neededMembers };
  return { kind: 'model', terms: data.terms.filter((row) => ACTIONABLE(row.term)).map(termVerdict) };
}
