import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { userDecider, userStreamId, type RegisteredUser } from '../../domain/user.js';
import { RecordSignInCommand } from './record-sign-in.command.js';

@CommandHandler(RecordSignInCommand)
export class RecordSignInHandler implements ICommandHandler<RecordSignInCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ userId, signedInAt }: RecordSignInCommand): Promise<RegisteredUser> {
    const result = await this.aggregates.execute(
      userStreamId(userId),
      userDecider,
      (state) => userDecider.decide({ type: 'RecordSignIn', data: { signedInAt } }, state),
      { retries: 3 },
    );
    return result.state as RegisteredUser;
  }
}
