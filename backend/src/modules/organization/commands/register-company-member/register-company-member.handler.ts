import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { RegisterCompanyMember } from '../../domain/company-member.commands.js';
import { companyMemberDecider, companyMemberStream } from '../../domain/company-member.js';
import { memberEmailKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { UniqueKeys, withReservedKey } from '../shared/unique-keys.js';

@CommandHandler(RegisterCompanyMember)
export class RegisterCompanyMemberHandler implements ICommandHandler<RegisterCompanyMember> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute(command: RegisterCompanyMember): Promise<{ id: string }> {
    const { data: input, actor } = command;
    await this.streams.requireManageable(input.teamId, actor);
    const { memberId } = input;
    // A department or position given must exist in the team (404 otherwise).
    await this.streams.resolveReferences(
      input.teamId,
      { departmentId: input.departmentId, positionId: input.positionId },
      { departmentId: null, positionId: null },
    );
    // Decide once before reserving the e-mail, so that invalid input reserves nothing.
    const [registered] = companyMemberDecider.decide(command, companyMemberDecider.initialState());
    const email = registered.type === 'CompanyMemberRegistered' ? registered.data.email : null;
    await withReservedKey(this.keys, email ? memberEmailKey(this.streams, email) : null, memberId, () =>
      this.aggregates.execute(companyMemberStream.streamId(memberId), companyMemberDecider, (state) => companyMemberDecider.decide(command, state)),
    );
    return { id: memberId };
  }
}
