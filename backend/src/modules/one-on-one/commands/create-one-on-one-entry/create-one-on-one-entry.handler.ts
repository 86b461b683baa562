import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { GetCompanyMemberQuery, GetTeamAccessQuery } from '../../../organization/index.js';
import { CreateOneOnOneEntry } from '../../domain/one-on-one-entry.commands.js';
import { oneOnOneEntryDecider, oneOnOneEntryId, oneOnOneEntryStreamId } from '../../domain/one-on-one-entry.js';
import { EmployeeNotFoundError, EmployeeTeamMismatchError, TeamNotReadableError } from '../../domain/one-on-one-entry.errors.js';

@CommandHandler(CreateOneOnOneEntry)
export class CreateOneOnOneEntryHandler implements ICommandHandler<CreateOneOnOneEntry> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(command: CreateOneOnOneEntry): Promise<{ id: string }> {
    const { data: input, actor } = command;
    const member = await this.queryBus.execute(new GetCompanyMemberQuery(input.employeeId));
    if (!member) throw new EmployeeNotFoundError();
    if (input.teamId !== undefined && input.teamId !== member.teamId) throw new EmployeeTeamMismatchError();
    const access = await this.queryBus.execute(new GetTeamAccessQuery(member.teamId, actor));
    if (!access.canRead) throw new TeamNotReadableError();

    const entryId = oneOnOneEntryId(actor.id, member.id);
    await this.aggregates.execute(oneOnOneEntryStreamId(entryId), oneOnOneEntryDecider, (state) =>
      oneOnOneEntryDecider.decide(command, state, { employee: member }),
    );
    return { id: entryId };
  }
}
