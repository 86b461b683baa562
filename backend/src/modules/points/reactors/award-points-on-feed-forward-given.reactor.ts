import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { EventReactor, type Reactor } from '../../../platform/projections/reactor.js';
import { calendarDate } from '../../../platform/time/calendar.js';
import type { FeedForwardGiven } from '../../growth-cycles/index.js';
import { AwardPoints } from '../domain/points-account.commands.js';
import type { PointsAccountEvent } from '../events/points-account.events.js';

/** The giver of a cheer earns feed-forward points (docs/modules/points.md). */
@Injectable()
@EventReactor()
export class AwardPointsOnFeedForwardGiven implements Reactor<FeedForwardGiven> {
  readonly name = 'award-points-on-feed-forward-given';
  readonly handles = ['FeedForwardGiven'] as const;
  readonly emits: readonly PointsAccountEvent['type'][] = ['PointsEarned', 'PointsWithheld'];

  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async react(event: RecordedEventOf<FeedForwardGiven>): Promise<void> {
    const { feedForwardId, fromUserId, toUserId, originalMessage } = event.data;
    await this.commands.execute(
      new AwardPoints({
        userId: fromUserId,
        kind: 'feed_forward',
        causeEventId: event.eventId,
        causeStreamId: event.streamId,
        relatedEntityId: feedForwardId,
        counterpartUserId: toUserId,
        message: originalMessage,
        day: calendarDate(new Date(event.metadata.occurredAt), this.config.timeZone),
      }),
    );
  }
}
