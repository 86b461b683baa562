import type { MvpPeriodKind } from '../events/points-account.events.js';

// Leaderboard periods as calendar dates (`YYYY-MM-DD`) in the deployment's time zone: a week
// starts on Monday, a month on its first day; `end` is the day after the last.

export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export interface PeriodRange {
  readonly start: string | null;
  readonly end: string | null;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The period holding `today` (`all`: unbounded). */
export function periodContaining(period: LeaderboardPeriod, today: string): PeriodRange {
  if (period === 'all') return { start: null, end: null };
  if (period === 'week') {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    const start = addDays(today, -weekday);
    return { start, end: addDays(start, 7) };
  }
  const start = `${today.slice(0, 7)}-01`;
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const end = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { start, end };
}

/** A board's key: the kind of period and its first day ('' for `all`). */
export interface PeriodKey {
  readonly kind: LeaderboardPeriod;
  readonly start: string;
}

/** The key of the board of `period` that holds `today`. */
export function periodKey(period: LeaderboardPeriod, today: string): PeriodKey {
  return { kind: period, start: periodContaining(period, today).start ?? '' };
}

/** The boards a calendar day counts in: its week, its month and all time. */
export function periodsOf(day: string): PeriodKey[] {
  return LEADERBOARD_PERIODS.map((kind) => periodKey(kind, day));
}

/** The finished week or month just before the one holding `today`. */
export function previousPeriod(kind: MvpPeriodKind, today: string): { start: string; end: string } {
  const current = periodContaining(kind, today);
  const previous = periodContaining(kind, addDays(current.start!, -1));
  return { start: previous.start!, end: previous.end! };
}
