import { formatCalendarDate } from '../lib/datetime';

/*
 * Arithmetic on calendar days (`YYYY-MM-DD`). Which day an instant falls on, and today, are taken in
 * the deployment's zone by `shared/lib/datetime` (`calendarDateOf`, `today`).
 */

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
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
  if (answer.emptyReason === 'before_team') return messages.before_team(answer.teamCreatedOn && formatCalendarDate(answer.teamCreatedOn, 'day'));
  return messages[answer.emptyReason];
}
