import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { AcceptInvitation } from '../../domain/team.commands.js';
import { teamDecider, teamStream } from '../../domain/team.js';

/**
 * Decided on the team's stream with the clock's time (an invitation expires): parallel accepts of
 * one invitation append once, and the others decide again on the winner's state and are refused
 * (decision 0020).
 */
@CommandHandler(AcceptInvitation)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitation> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: AcceptInvitation): Promise<{ teamId: string }> {
    const facts = { now: this.clock.now().toISOString() };
    await this.aggregates.execute(teamStream.streamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state, facts));
    return { teamId: command.data.teamId };
  }
}
