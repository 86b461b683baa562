import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { userDecider, userStreamId } from '../../domain/user.js';
import { ChangeUserRoleCommand } from './change-user-role.command.js';

@CommandHandler(ChangeUserRoleCommand)
export class ChangeUserRoleHandler implements ICommandHandler<ChangeUserRoleCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ userId, userType }: ChangeUserRoleCommand): Promise<void> {
    await this.aggregates.execute(userStreamId(userId), userDecider, (state) =>
      userDecider.decide({ type: 'ChangeUserRole', data: { userType } }, state),
    );
  }
}
