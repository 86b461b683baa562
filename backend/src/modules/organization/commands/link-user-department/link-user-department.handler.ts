import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ActingForOtherUserError, DepartmentNotFoundError, DepartmentOfOtherTeamError } from '../../domain/organization.errors.js';
import { LinkUserDepartment } from '../../domain/user-departments.commands.js';
import { userDepartmentsDecider, userDepartmentsStream } from '../../domain/user-departments.js';
import { OrganizationStreams } from '../shared/organization-streams.js';

@CommandHandler(LinkUserDepartment)
export class LinkUserDepartmentHandler implements ICommandHandler<LinkUserDepartment> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
  ) {}

  async execute(command: LinkUserDepartment): Promise<void> {
    const { data: { userId, departmentId }, actor } = command;
    const privileged = actor.isAdmin || actor.isTeamAdmin;
    if (userId !== actor.id && !privileged) throw new ActingForOtherUserError();
    const department = (await this.streams.liveDepartment(departmentId))?.state;
    if (!department) throw new DepartmentNotFoundError();
    const team = await this.streams.team(department.teamId);
    if (team.status !== 'active' || !team.members[userId]) throw new DepartmentOfOtherTeamError();
    await this.aggregates.execute(
      userDepartmentsStream.streamId(userId),
      userDepartmentsDecider,
      (state) => userDepartmentsDecider.decide(command, state, { teamId: department.teamId }),
    );
  }
}
