import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ChangeUserRole } from '../../domain/user.commands.js';
import { userDecider, userStreamId } from '../../domain/user.js';

@CommandHandler(ChangeUserRole)
export class ChangeUserRoleHandler implements ICommandHandler<ChangeUserRole> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: ChangeUserRole): Promise<void> {
    await this.aggregates.execute(userStreamId(command.data.userId), userDecider, (state) => userDecider.decide(command, state));
  }
}
