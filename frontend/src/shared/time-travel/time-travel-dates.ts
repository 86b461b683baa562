import dayjs from 'dayjs';

/**
 * The server answers days in its APP_TIME_ZONE (Asia/Tokyo by default, as the rest of the client
 * assumes): "today" and the day an instant falls on are taken there, so the slider never asks for
 * a day the server calls the future.
 */
export const APP_TIME_ZONE = 'Asia/Tokyo';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** `YYYY-MM-DD` of an instant in the app's time zone. */
export function calendarDateOf(instant: Date | string): string {
  return dayFormat.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** Today in the app's time zone. */
export function appToday(now: Date = new Date()): string {
  return calendarDateOf(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 2026/05/01 */
export function formatDay(date: string): string {
  return dayjs(date).format('YYYY/MM/DD');
}

/** Why a past board is empty, in words (the server's `emptyReason`). */
export function emptyReasonText(
  answer: { emptyReason: 'before_team' | 'nobody_placed' | 'not_on_board' | null; teamCreatedOn: string | null },
  messages: {
    before_team: (created: string | null) => string;
    nobody_placed: string;
    not_on_board: string;
  },
): string | null {
  if (answer.emptyReason === null) return null;
  if (answer.emptyReason === 'before_team') return messages.before_team(answer.teamCreatedOn && formatDay(answer.teamCreatedOn));
  return messages[answer.emptyReason];
}
