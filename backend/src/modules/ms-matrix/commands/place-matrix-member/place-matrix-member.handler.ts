import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { OrganizationDirectory, RegisterCompanyMember } from '../../../organization/index.js';
import { PlaceMatrixMember, type NewMatrixMember } from '../../domain/ms-matrix-entry.commands.js';
import { msMatrixEntryDecider, msMatrixEntryId, msMatrixEntryStream, type PlacedMember } from '../../domain/ms-matrix-entry.js';
import { MemberChoiceError, MemberNotFoundError, MemberTeamMismatchError, teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';

/**
 * Places a member on the board; from the "add member" dialog it first registers the new company
 * member (another aggregate). Two appends, so the placement is decided before the first one: a
 * placement the decider refuses registers nobody.
 */
@CommandHandler(PlaceMatrixMember)
export class PlaceMatrixMemberHandler implements ICommandHandler<PlaceMatrixMember> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly commandBus: CommandBus,
    private readonly organization: OrganizationDirectory,
  ) {}

  async execute(command: PlaceMatrixMember): Promise<{ id: string }> {
    const { data: input, actor } = command;
    await this.organization.requireTeamAccess(input.teamId, actor, 'manage', teamAccessRefused);
    if (input.newMember) {
      // A new member has no entry yet, so this is the very decision made after the registration,
      // with the member as it will be registered: every rule the decider applies runs first.
      msMatrixEntryDecider.decide(command, msMatrixEntryDecider.initialState(), { member: asPlaced(input.newMember) });
    }

    const memberId = await this.resolveMember(command);
    const member = await this.organization.member(memberId);
    if (!member) throw new MemberNotFoundError();
    if (member.teamId !== input.teamId) throw new MemberTeamMismatchError();

    const entryId = msMatrixEntryId(input.teamId, member.id);
    await this.aggregates.execute(msMatrixEntryStream.streamId(entryId), msMatrixEntryDecider, (state) =>
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

const asPlaced = (member: NewMatrixMember): PlacedMember => ({
  id: member.memberId,
  displayName: `${member.lastName.trim()} ${member.firstName.trim()}`,
  departmentId: member.departmentId || null,
});
