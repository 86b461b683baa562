import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore, onLatestState } from '../../../../platform/domain/aggregate-store.js';
import { UpdateCompanyMember } from '../../domain/company-member.commands.js';
import { companyMemberDecider, companyMemberStream } from '../../domain/company-member.js';
import { CompanyMemberNotFoundError, OrganizationValidationError } from '../../domain/organization.errors.js';
import { memberEmailKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { sameKey, UniqueKeys, withReservedKey } from '../shared/unique-keys.js';

@CommandHandler(UpdateCompanyMember)
export class UpdateCompanyMemberHandler implements ICommandHandler<UpdateCompanyMember> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute(command: UpdateCompanyMember): Promise<{ id: string; revision: number }> {
    const { data: { memberId, teamId, ...rest }, actor, expectedRevision } = command;
    // The e-mail to reserve and the one to release, and the references kept, are planned from the
    // member loaded here, so the update is decided on that very revision; a concurrent write makes
    // it plan again.
    const { current, next, result } = await onLatestState(expectedRevision, async () => {
      const loaded = await this.streams.liveMember(memberId);
      if (!loaded) throw new CompanyMemberNotFoundError();
      const current = loaded.state.member;
      await this.streams.requireManageable(current.teamId, actor);
      if (teamId !== undefined && teamId !== current.teamId) {
        throw new OrganizationValidationError('MEMBER_TEAM_FIXED', 'teamId: メンバーの所属チームは変更できません');
      }
      const references = await this.streams.resolveReferences(current.teamId, rest, current);
      const decided = companyMemberDecider.decide(command, loaded.state, { references });
      const next = decided[0]?.type === 'CompanyMemberUpdated' ? decided[0].data : current;
      const newEmail = next.email && !(current.email && sameKey(current.email, next.email)) ? next.email : null;
      const result = await withReservedKey(this.keys, newEmail ? memberEmailKey(this.streams, newEmail) : null, memberId, () =>
        this.aggregates.execute(
          companyMemberStream.streamId(memberId),
          companyMemberDecider,
          (state) => companyMemberDecider.decide(command, state, { references }),
          { expectedRevision: expectedRevision ?? loaded.revision },
        ),
      );
      return { current, next, result };
    });
    if (current.email && result.events.length > 0 && !(next.email && sameKey(current.email, next.email))) {
      await this.keys.release(memberEmailKey(this.streams, current.email), memberId);
    }
    return { id: memberId, revision: result.revision as number };
  }
}
