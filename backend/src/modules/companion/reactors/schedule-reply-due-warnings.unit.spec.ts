import { recordedAt as recorded, recordingDueJobs as recording } from '../../../test-support/scheduling.js';
import { ScheduleReplyDueWarnings } from './schedule-reply-due-warnings.reactor.js';

describe('the reply-promise due moment', () => {
  it('an inquiry: 09:00 on the third business day after receipt (across a weekend), dropped once processed', async () => {
    const { calls, jobs, clock } = recording();
    const reactor = new ScheduleReplyDueWarnings(jobs, clock);
    // Received Friday 2026-11-27 10:00 in Tokyo → Mon 30, Tue 1, Wed 2.
    await reactor.react(recorded('InquiryReceived', { inquiryId: 'inq-1' } as never, '2026-11-27T01:00:00.000Z') as never);
    await reactor.react(recorded('InquiryProcessed', { inquiryId: 'inq-1', note: '' }, '2026-11-30T01:00:00.000Z') as never);
    expect(calls).toEqual([
      ['schedule', { kind: 'companion.inquiry-reply-due', key: 'companion.inquiry-reply-due:inq-1', dueAt: new Date('2026-12-02T00:00:00.000Z'), payload: { inquiryId: 'inq-1', replyDueBy: '2026-12-02' } }],
      ['cancel', 'companion.inquiry-reply-due:inq-1'],
    ]);
  });
});
