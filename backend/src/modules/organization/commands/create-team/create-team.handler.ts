import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { CreateTeam } from '../../domain/team.commands.js';
import { teamDecider, teamStreamId } from '../../domain/team.js';

@CommandHandler(CreateTeam)
export class CreateTeamHandler implements ICommandHandler<CreateTeam> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: CreateTeam): Promise<{ id: string }> {
    const { teamId } = command.data;
    await this.aggregates.execute(teamStreamId(teamId), teamDecider, (state) => teamDecider.decide(command, state));
    return { id: teamId };
  }
}
