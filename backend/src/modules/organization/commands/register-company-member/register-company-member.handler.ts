import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { companyMemberDecider, companyMemberStreamId, type CompanyMemberCommand } from '../../domain/company-member.js';
import { memberEmailKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { UniqueKeys, withReservedKey } from '../shared/unique-keys.js';
import { RegisterCompanyMemberCommand } from './register-company-member.command.js';

@CommandHandler(RegisterCompanyMemberCommand)
export class RegisterCompanyMemberHandler implements ICommandHandler<RegisterCompanyMemberCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute({ input, actor }: RegisterCompanyMemberCommand): Promise<{ id: string }> {
    await this.streams.requireManageable(input.teamId, actor);
    const memberId = randomUUID();
    const references = await this.streams.resolveReferences(
      input.teamId,
      { departmentId: input.departmentId, positionId: input.positionId },
      { departmentId: null, positionId: null },
    );
    const command: CompanyMemberCommand = {
      type: 'RegisterCompanyMember',
      data: {
        ...input,
        memberId,
        email: input.email ?? null,
        phoneNumber: input.phoneNumber ?? null,
        organizationName: input.organizationName ?? null,
        notes: input.notes ?? null,
        hireDate: input.hireDate ?? null,
        ...references,
      },
    };
    // Decide once before reserving the e-mail, so that invalid input reserves nothing.
    const [registered] = companyMemberDecider.decide(command, companyMemberDecider.initialState());
    const email = registered.type === 'CompanyMemberRegistered' ? registered.data.email : null;
    await withReservedKey(this.keys, email ? memberEmailKey(this.streams, email) : null, memberId, () =>
      this.aggregates.execute(companyMemberStreamId(memberId), companyMemberDecider, (state) =>
        companyMemberDecider.decide(command, state),
      ),
    );
    return { id: memberId };
  }
}
