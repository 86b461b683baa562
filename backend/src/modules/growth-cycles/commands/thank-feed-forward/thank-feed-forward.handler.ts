import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ThankFeedForward } from '../../domain/growth-cycle.commands.js';
import { growthCycleDecider, growthCycleStreamId } from '../../domain/growth-cycle.js';

@CommandHandler(ThankFeedForward)
export class ThankFeedForwardHandler implements ICommandHandler<ThankFeedForward> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: ThankFeedForward): Promise<void> {
    await this.aggregates.execute(growthCycleStreamId(command.data.cycleId), growthCycleDecider, (state) => growthCycleDecider.decide(command, state), {
      expectedRevision: command.expectedRevision,
    });
  }
}
