import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { calendarDate } from '../../../../platform/time/calendar.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { oneOnOneEntryDecider, oneOnOneEntryStreamId } from '../../domain/one-on-one-entry.js';
import { OneOnOneEntryGuard } from '../one-on-one-entry.guard.js';
import { RecordOneOnOneSessionCommand } from './record-one-on-one-session.command.js';

@CommandHandler(RecordOneOnOneSessionCommand)
export class RecordOneOnOneSessionHandler implements ICommandHandler<RecordOneOnOneSessionCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: OneOnOneEntryGuard,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ entryId, input, actor, expectedRevision }: RecordOneOnOneSessionCommand): Promise<{ id: string }> {
    await this.liveEntry.assertCanChange(entryId, actor);
    const sessionId = randomUUID();
    await this.aggregates.execute(
      oneOnOneEntryStreamId(entryId),
      oneOnOneEntryDecider,
      (state) =>
        oneOnOneEntryDecider.decide(
          {
            type: 'RecordOneOnOneSession',
            data: {
              actorId: actor.id,
              sessionId,
              sessionDate: input.sessionDate,
              approach: input.approach,
              outcomes: input.outcomes?.trim() || null,
              feedback: input.feedback?.trim() || null,
              effectiveness: input.effectiveness,
              nextSessionDate: input.nextSessionDate ?? null,
              today: calendarDate(this.clock.now(), this.config.timeZone),
            },
          },
          state,
        ),
      { expectedRevision },
    );
    return { id: sessionId };
  }
}
