import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { teamDecider, teamStreamId } from '../../domain/team.js';
import { LeaveTeamCommand } from './leave-team.command.js';

@CommandHandler(LeaveTeamCommand)
export class LeaveTeamHandler implements ICommandHandler<LeaveTeamCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ teamId, actor }: LeaveTeamCommand): Promise<void> {
    await this.aggregates.execute(
      teamStreamId(teamId),
      teamDecider,
      (state) => teamDecider.decide({ type: 'LeaveTeam', data: { userId: actor.id } }, state),
      { retries: 3 },
    );
  }
}
