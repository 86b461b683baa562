import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { LeaveTeam } from '../../domain/team.commands.js';
import { teamDecider, teamStreamId } from '../../domain/team.js';

@CommandHandler(LeaveTeam)
export class LeaveTeamHandler implements ICommandHandler<LeaveTeam> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: LeaveTeam): Promise<void> {
    await this.aggregates.execute(teamStreamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state));
  }
}
