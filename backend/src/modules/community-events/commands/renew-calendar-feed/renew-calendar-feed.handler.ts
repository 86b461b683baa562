import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { calendarFeedDecider, calendarFeedStreamId } from '../../domain/calendar-feed.js';
import { RenewCalendarFeed } from '../../domain/community-event.commands.js';

@CommandHandler(RenewCalendarFeed)
export class RenewCalendarFeedHandler implements ICommandHandler<RenewCalendarFeed> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: RenewCalendarFeed): Promise<void> {
    await this.aggregates.execute(calendarFeedStreamId(command.actor.id), calendarFeedDecider, (state) =>
      calendarFeedDecider.decide(command, state),
    );
  }
}
