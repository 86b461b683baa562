import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { companyMemberDecider, companyMemberStreamId } from '../../domain/company-member.js';
import { CompanyMemberNotFoundError } from '../../domain/organization.errors.js';
import { memberEmailKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { UniqueKeys } from '../shared/unique-keys.js';
import { DeleteCompanyMemberCommand } from './delete-company-member.command.js';

@CommandHandler(DeleteCompanyMemberCommand)
export class DeleteCompanyMemberHandler implements ICommandHandler<DeleteCompanyMemberCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute({ memberId, actor, expectedRevision }: DeleteCompanyMemberCommand): Promise<void> {
    const loaded = await this.streams.liveMember(memberId);
    if (!loaded) throw new CompanyMemberNotFoundError();
    const { email, teamId } = loaded.state.member;
    await this.streams.requireManageable(teamId, actor);
    await this.aggregates.execute(
      companyMemberStreamId(memberId),
      companyMemberDecider,
      (state) => companyMemberDecider.decide({ type: 'DeleteCompanyMember' }, state),
      { expectedRevision },
    );
    if (email) await this.keys.release(memberEmailKey(this.streams, email), memberId);
  }
}
