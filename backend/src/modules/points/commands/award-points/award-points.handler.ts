import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { AwardPoints } from '../../domain/points-account.commands.js';
import { pointsAccountDecider, pointsAccountStreamId } from '../../domain/points-account.js';

/** Issued by the award reactors only: decides from the account's own state, so a re-run decides nothing new. */
@CommandHandler(AwardPoints)
export class AwardPointsHandler implements ICommandHandler<AwardPoints> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: AwardPoints): Promise<void> {
    await this.aggregates.execute(pointsAccountStreamId(command.data.userId), pointsAccountDecider, (state) => pointsAccountDecider.decide(command, state));
  }
}
