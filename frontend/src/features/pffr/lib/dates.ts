import dayjs from 'dayjs';

/** `2026/11/25`: the day a cycle started or ended, in the browser's time zone. */
export const dayOf = (iso: string): string => dayjs(iso).format('YYYY/MM/DD');
