import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { EventReactor, type Reactor } from '../../../platform/projections/reactor.js';
import { calendarDate } from '../../../platform/time/calendar.js';
import type { FeedbackGiven } from '../../growth-cycles/index.js';
import { AwardPoints } from '../domain/points-account.commands.js';
import type { PointsAccountEvent } from '../events/points-account.events.js';

/** The giver of praise earns feedback points (docs/modules/points.md). */
@Injectable()
@EventReactor()
export class AwardPointsOnFeedbackGiven implements Reactor<FeedbackGiven> {
  readonly name = 'award-points-on-feedback-given';
  readonly handles = ['FeedbackGiven'] as const;
  readonly emits: readonly PointsAccountEvent['type'][] = ['PointsEarned', 'PointsWithheld'];

  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async react(event: RecordedEventOf<FeedbackGiven>): Promise<void> {
    const { feedbackId, fromUserId, toUserId, message } = event.data;
    await this.commands.execute(
      new AwardPoints({
        userId: fromUserId,
        kind: 'feedback',
        causeEventId: event.eventId,
        causeStreamId: event.streamId,
        relatedEntityId: feedbackId,
        counterpartUserId: toUserId,
        message,
        day: calendarDate(new Date(event.metadata.occurredAt), this.config.timeZone),
      }),
    );
  }
}
