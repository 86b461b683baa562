import { addBusinessDays, businessDaysBetween, isBusinessDay, replyDeadline } from './business-days.js';

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

  it('counts the business days an inquiry has been open', () => {
    expect(businessDaysBetween('2026-11-20', '2026-11-20')).toBe(0);
    expect(businessDaysBetween('2026-11-20', '2026-11-24')).toBe(1); // Fri → (weekend), Mon 23 is a holiday, Tue 24
  });

  it('is overdue only after the due day has passed, and never once processed', () => {
    const received = tokyo('2026-11-25');
    expect(replyDeadline(received, null, tokyo('2026-11-30', '23:59'), TOKYO)).toEqual({ replyDueBy: '2026-11-30', businessDaysOpen: 3, overdue: false });
    expect(replyDeadline(received, null, tokyo('2026-12-01', '00:01'), TOKYO)).toEqual({ replyDueBy: '2026-11-30', businessDaysOpen: 4, overdue: true });
    expect(replyDeadline(received, tokyo('2026-12-03'), tokyo('2026-12-10'), TOKYO)).toEqual({ replyDueBy: '2026-11-30', businessDaysOpen: 6, overdue: false });
  });

  it('takes the calendar date in Tokyo, not UTC', () => {
    // 2026-11-27 08:00 in Tokyo is still the 26th in UTC: received on Friday the 27th in Tokyo.
    expect(replyDeadline(new Date('2026-11-26T23:00:00Z'), null, tokyo('2026-11-27'), TOKYO).replyDueBy).toBe('2026-12-02');
  });
});
