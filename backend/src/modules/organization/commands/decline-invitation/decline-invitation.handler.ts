import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { DeclineInvitation } from '../../domain/team.commands.js';
import { teamDecider, teamStream } from '../../domain/team.js';

@CommandHandler(DeclineInvitation)
export class DeclineInvitationHandler implements ICommandHandler<DeclineInvitation> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: DeclineInvitation): Promise<void> {
    const facts = { now: this.clock.now().toISOString() };
    await this.aggregates.execute(teamStream.streamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state, facts));
  }
}
