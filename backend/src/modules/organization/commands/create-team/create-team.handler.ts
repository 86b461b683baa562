import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { teamDecider, teamStreamId } from '../../domain/team.js';
import { CreateTeamCommand } from './create-team.command.js';

@CommandHandler(CreateTeamCommand)
export class CreateTeamHandler implements ICommandHandler<CreateTeamCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ input, actor }: CreateTeamCommand): Promise<{ id: string }> {
    const teamId = randomUUID();
    await this.aggregates.execute(teamStreamId(teamId), teamDecider, (state) =>
      teamDecider.decide(
        {
          type: 'CreateTeam',
          data: {
            teamId,
            name: input.name,
            description: input.description ?? null,
            organizationType: input.organizationType ?? 'company',
            creatorId: actor.id,
          },
        },
        state,
      ),
    );
    return { id: teamId };
  }
}
