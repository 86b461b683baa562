import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { userDecider, userStreamId } from '../../domain/user.js';
import { NotYourProfileError, UserNotFoundError } from '../../domain/user.errors.js';
import { UpdateProfileCommand } from './update-profile.command.js';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ userId, input, actor, expectedRevision }: UpdateProfileCommand): Promise<void> {
    if (actor.id !== userId && !actor.isAdmin) throw new NotYourProfileError();
    await this.aggregates.execute(
      userStreamId(userId),
      userDecider,
      (state) => {
        if (state.status !== 'registered') throw new UserNotFoundError();
        return userDecider.decide({ type: 'UpdateProfile', data: input }, state);
      },
      { expectedRevision },
    );
  }
}
