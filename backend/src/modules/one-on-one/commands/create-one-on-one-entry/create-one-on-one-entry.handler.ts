import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { oneOnOneEntryDecider, oneOnOneEntryId, oneOnOneEntryStreamId } from '../../domain/one-on-one-entry.js';
import { EmployeeNotFoundError, EmployeeTeamMismatchError, TeamNotReadableError } from '../../domain/one-on-one-entry.errors.js';
import { CreateOneOnOneEntryCommand } from './create-one-on-one-entry.command.js';

@CommandHandler(CreateOneOnOneEntryCommand)
export class CreateOneOnOneEntryHandler implements ICommandHandler<CreateOneOnOneEntryCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly organization: OrganizationDirectory,
  ) {}

  async execute({ input, actor }: CreateOneOnOneEntryCommand): Promise<{ id: string }> {
    const member = await this.organization.member(input.employeeId);
    if (!member) throw new EmployeeNotFoundError();
    if (input.teamId !== undefined && input.teamId !== member.teamId) throw new EmployeeTeamMismatchError();
    await this.organization.requireTeamAccess(member.teamId, actor, 'read', () => new TeamNotReadableError());

    const entryId = oneOnOneEntryId(actor.id, member.id);
    await this.aggregates.execute(oneOnOneEntryStreamId(entryId), oneOnOneEntryDecider, (state) =>
      oneOnOneEntryDecider.decide(
        {
          type: 'CreateOneOnOneEntry',
          data: {
            entryId,
            managerId: actor.id,
            teamId: member.teamId,
            employeeId: member.id,
            employeeName: member.displayName,
            departmentId: member.departmentId,
            position: { x: input.positionX, y: input.positionY },
            pointId: randomUUID(),
            notes: input.notes?.trim() || null,
          },
        },
        state,
      ),
    );
    return { id: entryId };
  }
}
