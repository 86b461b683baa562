import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { RecordSignIn, type RegisteredUser } from '../../domain/user.commands.js';
import { userDecider, userStreamId } from '../../domain/user.js';

@CommandHandler(RecordSignIn)
export class RecordSignInHandler implements ICommandHandler<RecordSignIn> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: RecordSignIn): Promise<RegisteredUser> {
    const result = await this.aggregates.execute(userStreamId(command.data.userId), userDecider, (state) => userDecider.decide(command, state));
    return result.state as RegisteredUser;
  }
}
