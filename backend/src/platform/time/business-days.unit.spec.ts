import { addBusinessDays, businessDaysBetween, businessDaysLater, isBusinessDay } from './business-days.js';

const TOKYO = 'Asia/Tokyo';
/** 10:00 in Tokyo on a calendar date. */
const tokyo = (date: string, time = '10:00') => new Date(`${date}T${time}:00+09:00`);

describe('business days (Japan)', () => {
  it('excludes weekends and public holidays, substitute holidays included', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-23')).toBe(false); // 勤労感謝の日 (Monday)
    expect(isBusinessDay('2026-05-06')).toBe(false); // 振替休日 for 憲法記念日 on a Sunday
    expect(isBusinessDay('2027-01-01')).toBe(false); // 元日
  });

  it('counts the 3rd business day after receipt across a weekend and Golden Week', () => {
    expect(addBusinessDays('2026-11-25', 3)).toBe('2026-11-30'); // Wed → Thu, Fri, (weekend), Mon
    expect(addBusinessDays('2026-04-30', 3)).toBe('2026-05-08'); // Thu → May 1, (2-6 weekend and holidays), 7, 8
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30'); // received on a Saturday
  });

  it('waits three business days at the same time of day, across a weekend and a holiday, in the zone', () => {
    // Wednesday 10:00 in Tokyo → Thu, Fri, (weekend), Mon 10:00.
    expect(businessDaysLater(tokyo('2026-11-25'), 3, TOKYO)).toEqual({ date: '2026-11-30', at: tokyo('2026-11-30') });
    // Friday 20 → (weekend), Mon 23 勤労感謝の日, Tue, Wed, Thu.
    expect(businessDaysLater(tokyo('2026-11-20', '17:30'), 3, TOKYO)).toEqual({ date: '2026-11-26', at: tokyo('2026-11-26', '17:30') });
    // Saturday 01:00 in Tokyo (still Friday in UTC) → Mon, Tue, Wed.
    expect(businessDaysLater(new Date('2026-11-27T16:00:00Z'), 3, TOKYO)).toEqual({ date: '2026-12-02', at: tokyo('2026-12-02', '01:00') });
  });

  it('counts the business days an inquiry has been open', () => {
    expect(businessDaysBetween('2026-11-20', '2026-11-20')).toBe(0);
    expect(businessDaysBetween('2026-11-20', '2026-11-24')).toBe(1); // Fri → (weekend), Mon 23 is a holiday, Tue 24
  });

});
