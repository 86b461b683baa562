// Pure calendar arithmetic on `YYYY-MM-DD` dates; no framework, usable from domain code.

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone such as `Asia/Tokyo`. */
export function calendarDate(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** One formatter per time zone: making one costs far more than formatting (a rebuild dates every event). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Whole days from calendar date `from` to calendar date `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `YYYY-MM` of a calendar date. */
export function calendarMonth(date: string): string {
  return date.slice(0, 7);
}

/** True when `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The instant a calendar date (`YYYY-MM-DD`) begins in `timeZone` (its midnight there). */
export function startOfDay(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d);
  // The zone's wall clock at the guess, read back as UTC: the difference is the zone's offset.
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    );
    return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute) - Math.floor(instant / 60_000) * 60_000;
  };
  const first = guess - offsetAt(guess);
  // Once more at the found instant, for a zone whose offset changes around that midnight.
  return new Date(guess - offsetAt(first));
}

/** The calendar date after `date` (`YYYY-MM-DD`). */
export function nextCalendarDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The calendar date `days` days after `date` (before, when negative). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week holding a calendar date (`YYYY-MM-DD`). */
export function mondayOf(date: string): string {
  return addCalendarDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** The instant a calendar date's wall clock shows `hour`:00 in `timeZone` (e.g. a reminder at 09:00 there). */
export function atLocalHour(date: string, hour: number, timeZone: string): Date {
  return new Date(startOfDay(date, timeZone).getTime() + hour * 3_600_000);
}
