import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { GetCompanyMemberQuery, RegisterCompanyMember } from '../../../organization/index.js';
import { PlaceMatrixMember } from '../../domain/ms-matrix-entry.commands.js';
import { msMatrixEntryDecider, msMatrixEntryId, msMatrixEntryStreamId, placementPosition } from '../../domain/ms-matrix-entry.js';
import { MemberChoiceError, MemberNotFoundError, MemberTeamMismatchError } from '../../domain/ms-matrix-entry.errors.js';
import { MsMatrixTeamAccess } from '../team-access.service.js';

@CommandHandler(PlaceMatrixMember)
export class PlaceMatrixMemberHandler implements ICommandHandler<PlaceMatrixMember> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly teamAccess: MsMatrixTeamAccess,
  ) {}

  async execute(command: PlaceMatrixMember): Promise<{ id: string }> {
    const { data: input, actor } = command;
    await this.teamAccess.assertCanManage(input.teamId, actor);
    // Checked before a new member is registered, so that a refused placement changes nothing.
    placementPosition(input);

    const memberId = await this.resolveMember(command);
    const member = await this.queryBus.execute(new GetCompanyMemberQuery(memberId));
    if (!member) throw new MemberNotFoundError();
    if (member.teamId !== input.teamId) throw new MemberTeamMismatchError();

    const entryId = msMatrixEntryId(input.teamId, member.id);
    await this.aggregates.execute(msMatrixEntryStreamId(entryId), msMatrixEntryDecider, (state) =>
      msMatrixEntryDecider.decide(command, state, { member }),
    );
    return { id: entryId };
  }

  /** The linked member's id, or the id of the member registered from the dialog's data. */
  private async resolveMember({ data, actor }: PlaceMatrixMember): Promise<string> {
    const newMember = data.newMember;
    if (data.memberId && !newMember) return data.memberId;
    if (data.memberId || !newMember || !newMember.firstName.trim() || !newMember.lastName.trim()) throw new MemberChoiceError();
    const { id } = await this.commandBus.execute(
      new RegisterCompanyMember(
        {
          memberId: newMember.memberId,
          teamId: data.teamId,
          firstName: newMember.firstName.trim(),
          lastName: newMember.lastName.trim(),
          email: newMember.email?.trim() || null,
          positionId: newMember.positionId || null,
          departmentId: newMember.departmentId || null,
        },
        actor,
      ),
    );
    return id;
  }
}
