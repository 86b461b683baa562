import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { GiveFeedForward } from '../../domain/growth-cycle.commands.js';
import { assertTargetCycle, growthCycleDecider, growthCycleStream } from '../../domain/growth-cycle.js';

/**
 * Without If-Match a gift applies to the cycle as it is now: a concurrent gift to the same cycle
 * makes this one decide again on the newer state (its experience and level), so parallel givers
 * are each counted once (decision 0020).
 */
@CommandHandler(GiveFeedForward)
export class GiveFeedForwardHandler implements ICommandHandler<GiveFeedForward> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: GiveFeedForward): Promise<{ id: string }> {
    assertTargetCycle(command.data.cycleId);
    await this.aggregates.execute(growthCycleStream.streamId(command.data.cycleId), growthCycleDecider, (state) => growthCycleDecider.decide(command, state), {
      expectedRevision: command.expectedRevision,
    });
    return { id: command.data.feedForwardId };
  }
}
