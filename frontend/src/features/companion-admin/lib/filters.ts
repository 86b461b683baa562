import dayjs from 'dayjs';

/** The query parameters of a filter: only the fields that are set (for the list call and its CSV export alike). */
export function filterParams(filter: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
  );
}

/** `YYYY/MM/DD HH:mm` in the browser's time zone. */
export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY/MM/DD HH:mm');

/** A calendar date `YYYY-MM-DD` as `M月D日(曜)`. */
export const formatCalendarDate = (date: string) => dayjs(date).locale('ja').format('M月D日(dd)');
