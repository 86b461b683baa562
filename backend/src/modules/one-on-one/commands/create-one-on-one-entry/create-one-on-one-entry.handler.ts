import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { CreateOneOnOneEntry } from '../../domain/one-on-one-entry.commands.js';
import { oneOnOneEntryDecider, oneOnOneEntryId, oneOnOneEntryStream } from '../../domain/one-on-one-entry.js';
import { EmployeeNotFoundError, EmployeeTeamMismatchError, TeamNotReadableError } from '../../domain/one-on-one-entry.errors.js';

@CommandHandler(CreateOneOnOneEntry)
export class CreateOneOnOneEntryHandler implements ICommandHandler<CreateOneOnOneEntry> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly organization: OrganizationDirectory,
  ) {}

  async execute(command: CreateOneOnOneEntry): Promise<{ id: string }> {
    const { data: input, actor } = command;
    const member = await this.organization.member(input.employeeId);
    if (!member) throw new EmployeeNotFoundError();
    if (input.teamId !== undefined && input.teamId !== member.teamId) throw new EmployeeTeamMismatchError();
    await this.organization.requireTeamAccess(member.teamId, actor, 'read', () => new TeamNotReadableError());

    const entryId = oneOnOneEntryId(actor.id, member.id);
    await this.aggregates.execute(oneOnOneEntryStream.streamId(entryId), oneOnOneEntryDecider, (state) =>
      oneOnOneEntryDecider.decide(command, state, { employee: member }),
    );
    return { id: entryId };
  }
}
