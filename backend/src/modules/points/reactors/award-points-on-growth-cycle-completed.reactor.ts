import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { EventReactor, type Reactor } from '../../../platform/projections/reactor.js';
import { calendarDate } from '../../../platform/time/calendar.js';
import type { GrowthCycleCompleted } from '../../growth-cycles/index.js';
import { AwardPoints } from '../domain/points-account.commands.js';
import type { PointsAccountEvent } from '../events/points-account.events.js';

/** The owner of a completed cycle earns goal-completion points, when the cycle ran (fair-play.ts). */
@Injectable()
@EventReactor()
export class AwardPointsOnGrowthCycleCompleted implements Reactor<GrowthCycleCompleted> {
  readonly name = 'award-points-on-growth-cycle-completed';
  readonly handles = ['GrowthCycleCompleted'] as const;
  readonly emits: readonly PointsAccountEvent['type'][] = ['PointsEarned', 'PointsWithheld'];

  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async react(event: RecordedEventOf<GrowthCycleCompleted>): Promise<void> {
    const { cycleId, userId, startedAt, giftsReceived } = event.data;
    await this.commands.execute(
      new AwardPoints({
        userId,
        kind: 'goal_completion',
        causeEventId: event.eventId,
        causeStreamId: event.streamId,
        relatedEntityId: cycleId,
        counterpartUserId: null,
        message: null,
        cycle: { startedAt, completedAt: event.metadata.occurredAt, giftsReceived },
        day: calendarDate(new Date(event.metadata.occurredAt), this.config.timeZone),
      }),
    );
  }
}
