// Pure calendar arithmetic on `YYYY-MM-DD` dates; no framework, usable from domain code.
/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone such as `Asia/Tokyo`. */
export function calendarDate(instant, timeZone) {
    // en-CA formats as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
/** Whole days from calendar date `from` to calendar date `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from, to) {
    return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
/** `YYYY-MM` of a calendar date. */
export function calendarMonth(date) {
    return date.slice(0, 7);
}
/** True when `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
        return false;
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
