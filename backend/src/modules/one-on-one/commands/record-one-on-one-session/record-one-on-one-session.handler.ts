import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { calendarDate } from '../../../../platform/time/calendar.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { RecordOneOnOneSession } from '../../domain/one-on-one-entry.commands.js';
import { oneOnOneEntryDecider, oneOnOneEntryStreamId } from '../../domain/one-on-one-entry.js';
import { OneOnOneEntryGuard } from '../one-on-one-entry.guard.js';

@CommandHandler(RecordOneOnOneSession)
export class RecordOneOnOneSessionHandler implements ICommandHandler<RecordOneOnOneSession> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: OneOnOneEntryGuard,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: RecordOneOnOneSession): Promise<{ id: string }> {
    const { data: { entryId, sessionId }, actor } = command;
    await this.liveEntry.assertCanChange(entryId, actor);
    await this.aggregates.execute(
      oneOnOneEntryStreamId(entryId),
      oneOnOneEntryDecider,
      (state) => oneOnOneEntryDecider.decide(command, state, { today: calendarDate(this.clock.now(), this.config.timeZone) }),
      { expectedRevision: command.expectedRevision },
    );
    return { id: sessionId };
  }
}
