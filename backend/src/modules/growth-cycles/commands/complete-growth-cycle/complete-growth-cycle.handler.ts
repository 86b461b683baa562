import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { CompleteGrowthCycle } from '../../domain/growth-cycle.commands.js';
import { growthCycleDecider, growthCycleStreamId } from '../../domain/growth-cycle.js';

@CommandHandler(CompleteGrowthCycle)
export class CompleteGrowthCycleHandler implements ICommandHandler<CompleteGrowthCycle> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: CompleteGrowthCycle): Promise<void> {
    await this.aggregates.execute(growthCycleStreamId(command.data.cycleId), growthCycleDecider, (state) => growthCycleDecider.decide(command, state), {
      expectedRevision: command.expectedRevision,
    });
  }
}
