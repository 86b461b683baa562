import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { UserDirectory } from '../../../users/index.js';
import { ActingForOtherUserError, UserNotFoundError } from '../../domain/organization.errors.js';
import { JoinTeam, type JoinOutcome } from '../../domain/team.commands.js';
import { teamDecider, teamStream } from '../../domain/team.js';

@CommandHandler(JoinTeam)
export class JoinTeamHandler implements ICommandHandler<JoinTeam> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly users: UserDirectory,
  ) {}

  async execute(command: JoinTeam): Promise<{ status: JoinOutcome }> {
    const { data: { userId, teamId }, actor } = command;
    if (userId !== actor.id) {
      if (!actor.isAdmin && !actor.isTeamAdmin) throw new ActingForOtherUserError();
      // An admin linking someone else: that someone must exist (the acting user always does).
      if (!(await this.users.exists(userId))) throw new UserNotFoundError();
    }
    const { state } = await this.aggregates.execute(teamStream.streamId(teamId), teamDecider, (state) => teamDecider.decide(command, state));
    // A closed team the user may not enter by themself leaves them a requester, not a member.
    return { status: state.status === 'active' && state.members[userId] ? 'joined' : 'requested' };
  }
}
