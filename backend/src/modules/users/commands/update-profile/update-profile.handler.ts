import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ChangeProfilePicture, UpdateProfile } from '../../domain/user.commands.js';
import { userDecider, userStream } from '../../domain/user.js';
import { NotYourProfileError, UserNotFoundError } from '../../domain/user.errors.js';

/** A change to a profile: by the user themself or an admin (else 403), on a registered user (else 404). */
async function decideOnProfile(aggregates: AggregateStore, command: UpdateProfile | ChangeProfilePicture): Promise<void> {
  const { data: { userId }, actor } = command;
  if (actor.id !== userId && !actor.isAdmin) throw new NotYourProfileError();
  await aggregates.execute(
    userStream.streamId(userId),
    userDecider,
    (state) => {
      if (state.status !== 'registered') throw new UserNotFoundError();
      return userDecider.decide(command, state);
    },
    { expectedRevision: command.expectedRevision },
  );
}

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile> {
  constructor(private readonly aggregates: AggregateStore) {}

  execute(command: UpdateProfile): Promise<void> {
    return decideOnProfile(this.aggregates, command);
  }
}

@CommandHandler(ChangeProfilePicture)
export class ChangeProfilePictureHandler implements ICommandHandler<ChangeProfilePicture> {
  constructor(private readonly aggregates: AggregateStore) {}

  execute(command: ChangeProfilePicture): Promise<void> {
    return decideOnProfile(this.aggregates, command);
  }
}
