import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { StartGrowthCycle } from '../../domain/growth-cycle.commands.js';
import { growthCycleDecider, growthCycleStreamId } from '../../domain/growth-cycle.js';

@CommandHandler(StartGrowthCycle)
export class StartGrowthCycleHandler implements ICommandHandler<StartGrowthCycle> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly organization: OrganizationDirectory,
  ) {}

  async execute(command: StartGrowthCycle): Promise<{ id: string }> {
    const teammateIds = new Set(command.data.supporterUserIds?.length ? await this.organization.teammateIds(command.actor.id) : []);
    await this.aggregates.execute(growthCycleStreamId(command.data.cycleId), growthCycleDecider, (state) =>
      growthCycleDecider.decide(command, state, { teammateIds }),
    );
    return { id: command.data.cycleId };
  }
}
