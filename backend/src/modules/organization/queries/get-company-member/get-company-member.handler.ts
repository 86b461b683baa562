import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrganizationStreams } from '../../commands/shared/organization-streams.js';
import { GetCompanyMemberQuery, type CompanyMemberSummary } from './get-company-member.query.js';

/**
 * Answered from the member's stream (other modules call it right after registering a member,
 * before projections may have caught up). A member of a deleted team does not exist; references
 * to a deleted department or position read as null.
 */
@QueryHandler(GetCompanyMemberQuery)
export class GetCompanyMemberHandler implements IQueryHandler<GetCompanyMemberQuery> {
  constructor(private readonly streams: OrganizationStreams) {}

  async execute({ memberId }: GetCompanyMemberQuery): Promise<CompanyMemberSummary | null> {
    const loaded = await this.streams.liveMember(memberId);
    if (!loaded) return null;
    const member = loaded.state.member;
    const { departmentId, positionId } = await this.streams.resolveReferences(member.teamId, {}, member);
    return {
      id: member.memberId,
      teamId: member.teamId,
      firstName: member.firstName,
      lastName: member.lastName,
      displayName: `${member.lastName} ${member.firstName}`,
      email: member.email,
      departmentId,
      positionId,
      revision: loaded.revision,
    };
  }
}
