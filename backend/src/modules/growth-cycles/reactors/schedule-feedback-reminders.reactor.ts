import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DueJobKind, type DueJobHandler } from '../../../platform/schedule/due-job-handler.js';
import type { ClaimedDueJob } from '../../../platform/schedule/due-jobs.js';
import { schedulingReactor } from '../../../platform/schedule/scheduling-reactor.js';
import { RemindFeedbackRequest } from '../domain/growth-cycle.commands.js';
import type { FeedbackRequestAnswered, FeedbackRequestWithdrawn, FeedbackRequested, GrowthCycleCompleted } from '../events/growth-cycle.events.js';

/** The due-job kind of a feedback request's one reminder. */
export const FEEDBACK_REMINDER = 'growth-cycle.feedback-reminder';
const reminderKey = (cycleId: string, requestId = '') => `${FEEDBACK_REMINDER}:${cycleId}:${requestId}`;

/**
 * Keeps each open request's reminder job in step with the request (decision 0084): scheduled at
 * its `remindAt`, dropped when it is answered or withdrawn or its cycle completes.
 */
export class ScheduleFeedbackReminders extends schedulingReactor<FeedbackRequested | FeedbackRequestAnswered | FeedbackRequestWithdrawn | GrowthCycleCompleted>({
  name: 'growth-cycles.schedule-feedback-reminders',
  on: {
    FeedbackRequested: ({ data: { cycleId, requestId, remindAt } }) => [
      { schedule: { kind: FEEDBACK_REMINDER, key: reminderKey(cycleId, requestId), dueAt: new Date(remindAt), payload: { cycleId, requestId } } },
    ],
    FeedbackRequestAnswered: ({ data }) => [{ cancel: reminderKey(data.cycleId, data.requestId) }],
    FeedbackRequestWithdrawn: ({ data }) => [{ cancel: reminderKey(data.cycleId, data.requestId) }],
    GrowthCycleCompleted: ({ data }) => [{ cancelAll: reminderKey(data.cycleId) }],
  },
}) {}

/** Runs a due reminder: `RemindFeedbackRequest`, which records `FeedbackRequestReminded` if the request is still open. */
@Injectable()
@DueJobKind()
export class RunFeedbackReminder implements DueJobHandler {
  readonly kind = FEEDBACK_REMINDER;

  constructor(private readonly commandBus: CommandBus) {}

  async run(job: ClaimedDueJob): Promise<void> {
    const { cycleId, requestId } = job.payload as { cycleId: string; requestId: string };
    await this.commandBus.execute(new RemindFeedbackRequest({ cycleId, requestId }));
  }
}
