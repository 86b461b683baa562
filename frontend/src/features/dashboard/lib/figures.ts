import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import type { WeeklyCountResponse } from '../../../shared/api/generated/dashboard';
import { formatCalendarDate } from '../../../shared/lib/datetime';

const texts = dashboardTexts.charts;

/** A change with its sign: `+12`, `-3`, `0`, `+2.5`. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** The short label of a week on a chart's axis: `11/23` for the week starting Monday 23 November. */
export function weekTick(weekStart: string): string {
  return formatCalendarDate(weekStart, 'shortDay');
}

/** `11/23の週`. */
export function weekName(weekStart: string): string {
  return texts.weekLabel(weekTick(weekStart));
}

/** The sum of a weekly series. */
export function weeklyTotal(weeks: readonly WeeklyCountResponse[]): number {
  return weeks.reduce((sum, week) => sum + week.count, 0);
}

/** The mean per week, one decimal (`0.8`); `0.0` for no weeks. */
export function weeklyAverage(weeks: readonly WeeklyCountResponse[]): string {
  return weeks.length === 0 ? '0.0' : (weeklyTotal(weeks) / weeks.length).toFixed(1);
}

/**
 * A weekly bar chart's figures in words (its text alternative): the total, the busiest week (the
 * latest of equals) and this week, the series' last.
 */
export function weeklySummary(weeks: readonly WeeklyCountResponse[], { what, unit }: { what: string; unit: string }): string {
  const total = weeklyTotal(weeks);
  const best = weeks.reduce<WeeklyCountResponse | null>((top, week) => (top === null || week.count >= top.count ? week : top), null);
  return texts.weeklySummary({
    what,
    unit,
    weeks: weeks.length,
    total,
    best: best?.count ?? 0,
    bestWeek: best ? weekName(best.weekStart) : null,
    thisWeek: weeks.at(-1)?.count ?? 0,
  });
}
