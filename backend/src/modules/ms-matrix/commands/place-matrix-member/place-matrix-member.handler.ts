import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { isFraction } from '../../../../platform/domain/fraction.js';
import { OrganizationDirectory, RegisterCompanyMemberCommand } from '../../../organization/index.js';
import { DEFAULT_POSITION } from '../../domain/ms-matrix-board.js';
import { msMatrixEntryDecider, msMatrixEntryId, msMatrixEntryStreamId } from '../../domain/ms-matrix-entry.js';
import {
  InvalidPositionError,
  MemberChoiceError,
  MemberNotFoundError,
  MemberTeamMismatchError,
  teamAccessRefused,
} from '../../domain/ms-matrix-entry.errors.js';
import { PlaceMatrixMemberCommand } from './place-matrix-member.command.js';

@CommandHandler(PlaceMatrixMemberCommand)
export class PlaceMatrixMemberHandler implements ICommandHandler<PlaceMatrixMemberCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly commandBus: CommandBus,
    private readonly organization: OrganizationDirectory,
  ) {}

  async execute({ input, actor }: PlaceMatrixMemberCommand): Promise<{ id: string }> {
    await this.organization.requireTeamAccess(input.teamId, actor, 'manage', teamAccessRefused);
    const position = { x: input.positionX ?? DEFAULT_POSITION.x, y: input.positionY ?? DEFAULT_POSITION.y };
    // Checked before a new member is registered, so that a refused placement changes nothing.
    if (!isFraction(position.x)) throw new InvalidPositionError('positionX');
    if (!isFraction(position.y)) throw new InvalidPositionError('positionY');

    const memberId = await this.resolveMember(input, actor);
    const member = await this.organization.member(memberId);
    if (!member) throw new MemberNotFoundError();
    if (member.teamId !== input.teamId) throw new MemberTeamMismatchError();

    const entryId = msMatrixEntryId(input.teamId, member.id);
    await this.aggregates.execute(msMatrixEntryStreamId(entryId), msMatrixEntryDecider, (state) =>
      msMatrixEntryDecider.decide(
        {
          type: 'PlaceMatrixMember',
          data: {
            entryId,
            teamId: input.teamId,
            memberId: member.id,
            memberName: member.displayName,
            departmentId: member.departmentId,
            position,
            notes: input.notes?.trim() || null,
            pointId: randomUUID(),
          },
        },
        state,
      ),
    );
    return { id: entryId };
  }

  /** The linked member's id, or the id of the member registered from the dialog's data. */
  private async resolveMember(input: PlaceMatrixMemberCommand['input'], actor: PlaceMatrixMemberCommand['actor']): Promise<string> {
    const newMember = input.newMember;
    if (input.memberId && !newMember) return input.memberId;
    if (input.memberId || !newMember || !newMember.firstName.trim() || !newMember.lastName.trim()) throw new MemberChoiceError();
    const { id } = await this.commandBus.execute(
      new RegisterCompanyMemberCommand(
        {
          teamId: input.teamId,
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
