import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { EventReactor, type Reactor } from '../../../platform/projections/reactor.js';
import { DueJobKind, type DueJobHandler } from '../../../platform/schedule/due-job-handler.js';
import { DueJobs, type ClaimedDueJob } from '../../../platform/schedule/due-jobs.js';
import { RemindFeedbackRequest } from '../domain/growth-cycle.commands.js';
import type { FeedbackRequestAnswered, FeedbackRequestWithdrawn, FeedbackRequested, GrowthCycleCompleted } from '../events/growth-cycle.events.js';

/** The due-job kind of a feedback request's one reminder. */
export const FEEDBACK_REMINDER = 'growth-cycle.feedback-reminder';
const reminderKey = (cycleId: string, requestId = '') => `${FEEDBACK_REMINDER}:${cycleId}:${requestId}`;

type Scheduling = FeedbackRequested | FeedbackRequestAnswered | FeedbackRequestWithdrawn | GrowthCycleCompleted;

/**
 * Keeps each open request's reminder job in step with the request (decision 0084): scheduled at
 * its `remindAt`, dropped when it is answered or withdrawn or its cycle completes. Its only effect
 * is that idempotent job write (`DueJobs`), so a reaction repeated after a crash changes nothing.
 */
@Injectable()
@EventReactor()
export class ScheduleFeedbackReminders implements Reactor<Scheduling> {
  readonly name = 'growth-cycles.schedule-feedback-reminders';
  readonly handles = ['FeedbackRequested', 'FeedbackRequestAnswered', 'FeedbackRequestWithdrawn', 'GrowthCycleCompleted'] as const;
  readonly emits = [] as const;

  constructor(private readonly jobs: DueJobs) {}

  async react(event: RecordedEventOf<Scheduling>): Promise<void> {
    switch (event.type) {
      case 'FeedbackRequested': {
        const { cycleId, requestId } = event.data;
        return this.jobs.schedule({ kind: FEEDBACK_REMINDER, key: reminderKey(cycleId, requestId), dueAt: new Date(event.data.remindAt), payload: { cycleId, requestId } });
      }
      case 'FeedbackRequestAnswered':
      case 'FeedbackRequestWithdrawn':
        return this.jobs.cancel(reminderKey(event.data.cycleId, event.data.requestId));
      case 'GrowthCycleCompleted':
        return this.jobs.cancelAll(reminderKey(event.data.cycleId));
    }
  }
}

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
