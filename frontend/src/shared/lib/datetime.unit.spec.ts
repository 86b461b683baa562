import dayjs from 'dayjs';
import { calendarDateOf, daysUntil, formatCalendarDate, formatInstant, inAppZone, relativeTime, setAppTimeZone, wallTime, zonedInstant } from './datetime';

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

// inAppZone reads the zone's offset from one cached formatter instead of dayjs's `tz`, which builds
// a formatter per call (decision 0118): it must answer what `tz` answers, across every offset change.
describe('inAppZone, as dayjs tz answers', () => {
  afterEach(() => setAppTimeZone('Asia/Tokyo'));

  /** Every quarter hour and a few odd seconds around `from` (ISO), for `hours` hours. */
  function instantsAround(from: string, hours: number): number[] {
    const start = Date.parse(from);
    const out: number[] = [];
    for (let ms = start; ms < start + hours * 3_600_000; ms += 900_000) out.push(ms, ms + 1, ms + 899_999, ms + 450_123);
    return out;
  }

  it.each([
    // Summer time begins and ends (one hour), Lord Howe's half hour, Nepal's quarter hour, a zone at UTC, Tokyo.
    ['America/New_York', '2026-03-08T04:00:00Z'],
    ['America/New_York', '2026-11-01T03:00:00Z'],
    ['Europe/Berlin', '2026-03-29T00:00:00Z'],
    ['Europe/Berlin', '2026-10-25T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'],
    ['Australia/Lord_Howe', '2026-10-03T14:00:00Z'],
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
    ['UTC', '2026-06-01T00:00:00Z'],
    ['Asia/Tokyo', '2026-12-31T13:00:00Z'],
  ])('%s around %s: the same wall time, offset and start of day', (zone, from) => {
    setAppTimeZone(zone);
    for (const ms of instantsAround(from, 6)) {
      const ours = inAppZone(ms);
      const theirs = dayjs(ms).tz(zone).locale('ja');
      expect([ms, ours.format('YYYY-MM-DD HH:mm:ss.SSS Z dd'), ours.utcOffset(), ours.valueOf()]).toEqual([ms, theirs.format('YYYY-MM-DD HH:mm:ss.SSS Z dd'), theirs.utcOffset(), theirs.valueOf()]);
      expect([ms, ours.startOf('day').toISOString()]).toEqual([ms, theirs.startOf('day').toISOString()]);
    }
  });

  it('answers the same for ISO text, Date and epoch milliseconds, and leaves an invalid date invalid', () => {
    const iso = '2026-11-24T15:30:00.000Z';
    expect(inAppZone(iso).format('YYYY/MM/DD HH:mm')).toBe('2026/11/25 00:30');
    expect(inAppZone(new Date(iso)).format('YYYY/MM/DD HH:mm')).toBe('2026/11/25 00:30');
    expect(inAppZone(Date.parse(iso)).format('YYYY/MM/DD HH:mm')).toBe('2026/11/25 00:30');
    expect(inAppZone('not a date').isValid()).toBe(false);
  });
});
