import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { UpdateProfile } from '../../domain/user.commands.js';
import { userDecider, userStream } from '../../domain/user.js';
import { NotYourProfileError, UserNotFoundError } from '../../domain/user.errors.js';

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: UpdateProfile): Promise<void> {
    const { data: { userId }, actor } = command;
    if (actor.id !== userId && !actor.isAdmin) throw new NotYourProfileError();
    await this.aggregates.execute(
      userStream.streamId(userId),
      userDecider,
      (state) => {
        if (state.status !== 'registered') throw new UserNotFoundError();
        return userDecider.decide(command, state);
      },
      { expectedRevision: command.expectedRevision },
    );
  }
}
