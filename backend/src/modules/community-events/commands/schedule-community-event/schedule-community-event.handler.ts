import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { UserDirectory } from '../../../users/index.js';
import { ScheduleCommunityEvent } from '../../domain/community-event.commands.js';
import { HostNotFoundError } from '../../domain/community-event.errors.js';
import { communityEventDecider, communityEventStream } from '../../domain/community-event.js';

@CommandHandler(ScheduleCommunityEvent)
export class ScheduleCommunityEventHandler implements ICommandHandler<ScheduleCommunityEvent> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly users: UserDirectory,
  ) {}

  async execute(command: ScheduleCommunityEvent): Promise<{ id: string }> {
    const { eventId, hostId } = command.data;
    if (hostId !== undefined && hostId !== command.actor.id && command.actor.isTeamAdmin && !(await this.users.exists(hostId))) {
      throw new HostNotFoundError();
    }
    await this.aggregates.execute(communityEventStream.streamId(eventId), communityEventDecider, (state) =>
      communityEventDecider.decide(command, state),
    );
    return { id: eventId };
  }
}
