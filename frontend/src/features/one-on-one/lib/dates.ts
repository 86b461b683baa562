import dayjs from 'dayjs';

/** A `YYYY-MM-DD` date as people read it: 2026/05/01（金）. */
export function formatDate(date: string): string {
  return dayjs(date).format('YYYY/MM/DD（dd）');
}

/** The API's date format (calendar dates, no time zone). */
export function toApiDate(date: dayjs.Dayjs): string {
  return date.format('YYYY-MM-DD');
}
