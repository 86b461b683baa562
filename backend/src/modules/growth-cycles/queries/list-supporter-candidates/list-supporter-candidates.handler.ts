import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrganizationDirectory } from '../../../organization/index.js';
import { UserDirectory } from '../../../users/index.js';
import type { GrowthCycleUserResponse } from '../../http/growth-cycles.response.dto.js';
import { ListSupporterCandidatesQuery } from './list-supporter-candidates.query.js';

@QueryHandler(ListSupporterCandidatesQuery)
export class ListSupporterCandidatesHandler implements IQueryHandler<ListSupporterCandidatesQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    private readonly users: UserDirectory,
  ) {}

  async execute({ reader }: ListSupporterCandidatesQuery): Promise<GrowthCycleUserResponse[]> {
    const names = await this.users.displayNames(await this.organization.teammateIds(reader.id));
    return [...names]
      .map(([userId, displayName]) => ({ userId, displayName }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName, 'ja') || a.userId.localeCompare(b.userId));
  }
}
