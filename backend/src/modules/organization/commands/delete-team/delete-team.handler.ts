import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { teamDecider, teamStreamId } from '../../domain/team.js';
import { actorOf } from '../shared/organization-streams.js';
import { DeleteTeamCommand } from './delete-team.command.js';

@CommandHandler(DeleteTeamCommand)
export class DeleteTeamHandler implements ICommandHandler<DeleteTeamCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ teamId, actor, expectedRevision }: DeleteTeamCommand): Promise<void> {
    await this.aggregates.execute(
      teamStreamId(teamId),
      teamDecider,
      (state) => teamDecider.decide({ type: 'DeleteTeam', data: { actor: actorOf(actor) } }, state),
      { expectedRevision },
    );
  }
}
