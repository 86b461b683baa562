import { recordedAt as recorded, recordingDueJobs as recording } from '../../../test-support/scheduling.js';
import { ScheduleNextSessionReminders } from './schedule-next-session-reminders.reactor.js';

describe('the next-1on1 due moment', () => {
  it('the next 1on1: 09:00 in Tokyo the day before, moved by the next recording, dropped without a date or with the entry', async () => {
    const { calls, jobs, clock } = recording();
    const reactor = new ScheduleNextSessionReminders(jobs, clock);
    const session = (nextSessionDate: string | null) =>
      recorded('OneOnOneSessionRecorded', { entryId: 'entry-1', sessionId: 's1', sessionDate: '2026-11-20', approach: 'coaching', outcomes: null, feedback: null, effectiveness: 4, nextSessionDate }, '2026-11-20T05:00:00.000Z');
    await reactor.react(session('2026-12-01') as never);
    await reactor.react(session(null) as never);
    await reactor.react(recorded('OneOnOneEntryDeleted', { entryId: 'entry-1', managerId: 'm', employeeId: 'e' }, '2026-11-21T00:00:00.000Z') as never);
    expect(calls).toEqual([
      [
        'schedule',
        { kind: 'one-on-one.next-session-tomorrow', key: 'one-on-one.next-session-tomorrow:entry-1', dueAt: new Date('2026-11-30T00:00:00.000Z'), payload: { entryId: 'entry-1', sessionDate: '2026-12-01' } },
      ],
      ['cancel', 'one-on-one.next-session-tomorrow:entry-1'],
      ['cancel', 'one-on-one.next-session-tomorrow:entry-1'],
    ]);
  });

  it('drops a next-session moment that has already passed when recorded (a session tomorrow recorded this evening)', async () => {
    const { calls, jobs, clock } = recording();
    const reactor = new ScheduleNextSessionReminders(jobs, clock);
    const late = recorded('OneOnOneSessionRecorded', { entryId: 'entry-2', sessionId: 's2', sessionDate: '2026-11-30', approach: 'coaching', outcomes: null, feedback: null, effectiveness: 4, nextSessionDate: '2026-12-01' }, '2026-11-30T09:00:00.000Z');
    await reactor.react(late as never);
    expect(calls).toEqual([['cancel', 'one-on-one.next-session-tomorrow:entry-2']]);
  });
});
