import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { requestContext } from '../../../../platform/request-context/request-context.js';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { RequestFeedback } from '../../domain/growth-cycle.commands.js';
import { growthCycleDecider, growthCycleStream } from '../../domain/growth-cycle.js';

/**
 * The owner asks colleagues for feedback or feed-forward. The facts: who shares a team with the
 * owner now, the request's time and the deployment's zone (the reminder day). Without If-Match a
 * concurrent request on the cycle makes this one decide again on the newer state, so parallel
 * identical requests leave one open request and the others are refused as duplicates.
 */
@CommandHandler(RequestFeedback)
export class RequestFeedbackHandler implements ICommandHandler<RequestFeedback> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly organization: OrganizationDirectory,
    private readonly clock: DeploymentClock,
  ) {}

  async execute(command: RequestFeedback): Promise<{ ids: string[] }> {
    const teammateIds = new Set(await this.organization.teammateIds(command.actor.id));
    const now = requestContext.current()?.occurredAt ?? this.clock.now();
    await this.aggregates.execute(
      growthCycleStream.streamId(command.data.cycleId),
      growthCycleDecider,
      (state) => growthCycleDecider.decide(command, state, { teammateIds, now, timeZone: this.clock.timeZone }),
      { expectedRevision: command.expectedRevision },
    );
    return { ids: command.data.asks.map((ask) => ask.requestId) };
  }
}
