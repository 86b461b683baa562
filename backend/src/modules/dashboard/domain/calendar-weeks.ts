// Weeks of `YYYY-MM-DD` calendar dates for the dashboard's weekly charts, pure. A week starts on
// Monday, as Japanese business calendars do.

const DAY_MS = 86_400_000;

/** The calendar date `days` after `date` (before when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week holding `date`. */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The Mondays of the `count` weeks up to and including the week of `today`, oldest first. */
export function recentWeekStarts(today: string, count: number): string[] {
  const current = weekStartOf(today);
  return Array.from({ length: count }, (_, index) => addDays(current, -7 * (count - 1 - index)));
}

/**
 * How many of `dates` fall in each week of `weekStarts` (Mondays, oldest first), weighted by
 * `count`; dates outside those weeks are not counted.
 */
export function countByWeek(weekStarts: readonly string[], dates: readonly { date: string; count: number }[]): { weekStart: string; count: number }[] {
  const counts = new Map(weekStarts.map((weekStart) => [weekStart, 0]));
  for (const { date, count } of dates) {
    const weekStart = weekStartOf(date);
    const current = counts.get(weekStart);
    if (current !== undefined) counts.set(weekStart, current + count);
  }
  return weekStarts.map((weekStart) => ({ weekStart, count: counts.get(weekStart) ?? 0 }));
}
