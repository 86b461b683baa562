import { characterCount, relativeTime } from './relative-time';

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

  it('counts an emoji as one character', () => {
    expect(characterCount('😢😢あ')).toBe(3);
  });
});
