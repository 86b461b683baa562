import dayjs from 'dayjs';
import { calendarDateOf, daysUntil, formatCalendarDate, formatInstant, relativeTime, setAppTimeZone, wallTime, zonedInstant } from './datetime';

describe('relativeTime', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it.each([
    [0, 'たった今'],
    [59_000, 'たった今'],
    [60_000, '1分前'],
    [59 * 60_000, '59分前'],
    [60 * 60_000, '1時間前'],
    [23 * 3_600_000 + 59 * 60_000, '23時間前'],
    [24 * 3_600_000, '1日前'],
    [9 * 86_400_000, '9日前'],
  ])('%d ms ago reads %s', (ms, label) => {
    expect(relativeTime(before(ms), now)).toBe(label);
  });

  it('reads a time slightly ahead of the clock as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('たった今');
  });
});

describe('dates in the deployment zone', () => {
  afterEach(() => setAppTimeZone('Asia/Tokyo'));

  it("shows an instant in the server's zone (Asia/Tokyo by default), whatever the browser's", () => {
    expect(formatInstant('2026-11-24T15:30:00.000Z', 'dateTime')).toBe('2026/11/25 00:30');
    expect(calendarDateOf('2026-11-24T15:30:00.000Z')).toBe('2026-11-25');
    expect(formatInstant(null, 'dateTime')).toBe('');
  });

  it('follows the zone the server answers', () => {
    setAppTimeZone('Europe/Berlin');
    expect(formatInstant('2026-07-01T10:00:00.000Z', 'dateTimeSeconds')).toBe('2026/07/01 12:00:00');
    expect(zonedInstant(dayjs('2026-07-01T19:05:00'))).toBe('2026-07-01T19:05:00+02:00');
    expect(wallTime('2026-07-01T17:05:00.000Z').format('YYYY-MM-DD HH:mm')).toBe('2026-07-01 19:05');
  });

  it('keeps an unknown zone from breaking every date', () => {
    setAppTimeZone('Mars/Olympus');
    expect(formatInstant('2026-11-24T15:30:00.000Z', 'time')).toBe('00:30');
  });

  it('shows a calendar date as written, with its weekday in Japanese', () => {
    expect(formatCalendarDate('2026-05-01', 'dayWithWeekday')).toBe('2026/05/01（金）');
    expect(formatCalendarDate('2026-11', 'month')).toBe('2026年11月');
    expect(formatCalendarDate('2027-01-15', 'longDay')).toBe('2027年1月15日');
  });

  it("counts the days to a date from today in the deployment's zone, not the browser's", () => {
    // 15:30 UTC on 2026-12-31 is already 2027-01-01 in Tokyo (00:30), still 2026-12-31 in Berlin.
    const now = new Date('2026-12-31T15:30:00.000Z');
    expect(daysUntil('2027-01-15', now)).toBe(14);
    expect(daysUntil('2027-01-01', now)).toBe(0);
    expect(daysUntil('2026-12-31', now)).toBe(-1);
    setAppTimeZone('Europe/Berlin');
    expect(daysUntil('2027-01-01', now)).toBe(1);
  });
});
