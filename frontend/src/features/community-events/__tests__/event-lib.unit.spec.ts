import dayjs from 'dayjs';
import { formatInstant, zonedInstant } from '../../../shared/lib/datetime';
import { formatTimeRange, NEXT_STATUSES } from '../lib/event-format';
import { canRegister, registerAction } from '../lib/register-label';
import { registeredMessage } from '../lib/registered-message';

describe('event formatting', () => {
  it('shows dates and times in Tokyo whatever the browser zone', () => {
    expect(formatInstant('2026-12-01T10:00:00.000Z', 'longDay')).toBe('2026年12月1日(火)');
    expect(formatTimeRange('2026-12-01T10:00:00.000Z', '2026-12-01T11:30:00.000Z')).toBe('19:00〜20:30');
  });
  it('names the end date when the event runs past midnight in Tokyo', () => {
    expect(formatTimeRange('2026-12-01T14:00:00.000Z', '2026-12-01T16:00:00.000Z')).toBe('23:00〜2026年12月2日(水) 01:00');
  });
  it('sends a picked wall time as Tokyo time', () => {
    expect(zonedInstant(dayjs('2026-12-01T19:05:00'))).toBe('2026-12-01T19:05:00+09:00');
  });
  it('offers the host exactly the changes the server allows', () => {
    expect(NEXT_STATUSES).toEqual({ scheduled: ['live', 'completed', 'cancelled'], live: ['completed'], completed: [], cancelled: [] });
  });
});

describe('the register button', () => {
  const event = { status: 'scheduled' as const, myRegistration: null, hostId: 'host', requiresApproval: false, placesLeft: 3 };
  it('registers, joins the waiting list when full, or asks for approval', () => {
    expect(registerAction(event)).toBe('register');
    expect(registerAction({ ...event, placesLeft: 0 })).toBe('joinWaitlist');
    expect(registerAction({ ...event, requiresApproval: true })).toBe('requestApproval');
  });
  it('is offered only on an open event the caller neither hosts nor registered for', () => {
    expect(canRegister(event, 'me')).toBe(true);
    expect(canRegister(event, 'host')).toBe(false);
    expect(canRegister({ ...event, status: 'completed' }, 'me')).toBe(false);
    expect(canRegister({ ...event, myRegistration: { status: 'waitlisted', waitlistPosition: 2, registeredAt: '' } }, 'me')).toBe(false);
  });
  it('tells a waiting registrant their place in line', () => {
    expect(registeredMessage({ status: 'waitlisted', waitlistPosition: 2, registeredAt: '' })).toBe('満席のためキャンセル待ちに登録しました（2番目）');
    expect(registeredMessage({ status: 'registered', waitlistPosition: null, registeredAt: '' })).toBe('参加が確定しました');
  });
});
