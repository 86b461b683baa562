import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrganizationStreams } from '../../commands/shared/organization-streams.js';
import { GetTeamAccessQuery, type TeamAccess } from './get-team-access.query.js';

/** Answered from the team's stream, so a join or a deletion counts at once (no read-model lag). */
@QueryHandler(GetTeamAccessQuery)
export class GetTeamAccessHandler implements IQueryHandler<GetTeamAccessQuery> {
  constructor(private readonly streams: OrganizationStreams) {}

  execute({ teamId, user }: GetTeamAccessQuery): Promise<TeamAccess> {
    return this.streams.access(teamId, user);
  }
}
