import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { requestContext } from '../../../../platform/request-context/request-context.js';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { UserDirectory } from '../../../users/index.js';
import { StartGrowthCycle } from '../../domain/growth-cycle.commands.js';
import { growthCycleDecider, growthCycleStream } from '../../domain/growth-cycle.js';

@CommandHandler(StartGrowthCycle)
export class StartGrowthCycleHandler implements ICommandHandler<StartGrowthCycle> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly users: UserDirectory,
    private readonly clock: DeploymentClock,
  ) {}

  async execute(command: StartGrowthCycle): Promise<{ id: string }> {
    const requested = [...new Set(command.data.supporterUserIds ?? [])];
    // Supporters may be anyone in the organisation (DESIGN): only whether each id is a user matters.
    const knownUserIds = new Set(requested.length ? (await this.users.displayNames(requested)).keys() : []);
    // The event's `occurredAt` is stamped the same way (a dated-back demo step keeps its date).
    const now = requestContext.current()?.occurredAt ?? new Date();
    await this.aggregates.execute(growthCycleStream.streamId(command.data.cycleId), growthCycleDecider, (state) =>
      growthCycleDecider.decide(command, state, { knownUserIds, now, timeZone: this.clock.timeZone }),
    );
    return { id: command.data.cycleId };
  }
}
