import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { DeleteTeam } from '../../domain/team.commands.js';
import { teamDecider, teamStreamId } from '../../domain/team.js';

@CommandHandler(DeleteTeam)
export class DeleteTeamHandler implements ICommandHandler<DeleteTeam> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: DeleteTeam): Promise<void> {
    await this.aggregates.execute(
      teamStreamId(command.data.teamId),
      teamDecider,
      (state) => teamDecider.decide(command, state),
      { expectedRevision: command.expectedRevision },
    );
  }
}
