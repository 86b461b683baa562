import { replyDeadline } from './business-days.js';

const TOKYO = 'Asia/Tokyo';
/** 10:00 in Tokyo on a calendar date. */
const tokyo = (date: string, time = '10:00') => new Date(`${date}T${time}:00+09:00`);

describe('the reply promise (3 business days)', () => {
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
