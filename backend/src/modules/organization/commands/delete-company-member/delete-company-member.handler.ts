import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { DeleteCompanyMember } from '../../domain/company-member.commands.js';
import { companyMemberDecider, companyMemberStream } from '../../domain/company-member.js';
import { CompanyMemberNotFoundError } from '../../domain/organization.errors.js';
import { memberEmailKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { UniqueKeys } from '../shared/unique-keys.js';

@CommandHandler(DeleteCompanyMember)
export class DeleteCompanyMemberHandler implements ICommandHandler<DeleteCompanyMember> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute(command: DeleteCompanyMember): Promise<void> {
    const { data: { memberId }, actor, expectedRevision } = command;
    const loaded = await this.streams.liveMember(memberId);
    if (!loaded) throw new CompanyMemberNotFoundError();
    const { email, teamId } = loaded.state.member;
    await this.streams.requireManageable(teamId, actor);
    await this.aggregates.execute(
      companyMemberStream.streamId(memberId),
      companyMemberDecider,
      (state) => companyMemberDecider.decide(command, state),
      { expectedRevision },
    );
    if (email) await this.keys.release(memberEmailKey(this.streams, email), memberId);
  }
}
