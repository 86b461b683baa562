import { addCalendarDays, mondayOf } from './calendar.js';

describe('calendar weeks', () => {
  it('finds the Monday of a date’s week, Sunday belonging to the week before', () => {
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('adds and subtracts days across months and years', () => {
    expect(addCalendarDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addCalendarDays('2026-03-02', -2)).toBe('2026-02-28');
  });
});
