import { addDays, countByWeek, recentWeekStarts, weekStartOf } from './calendar-weeks.js';

describe('calendar weeks', () => {
  it('starts a week on Monday, across month and year ends', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23'); // Wednesday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('lists the recent weeks oldest first, ending with the current one', () => {
    expect(recentWeekStarts('2026-11-25', 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
  });

  it('counts dates per week and leaves out dates outside the weeks', () => {
    const weeks = recentWeekStarts('2026-11-25', 2);
    const counted = countByWeek(weeks, [
      { date: '2026-11-16', count: 2 },
      { date: '2026-11-22', count: 1 },
      { date: '2026-11-29', count: 4 },
      { date: '2026-11-15', count: 9 },
      { date: '2026-11-30', count: 9 },
    ]);
    expect(counted).toEqual([
      { weekStart: '2026-11-16', count: 3 },
      { weekStart: '2026-11-23', count: 4 },
    ]);
  });
});
