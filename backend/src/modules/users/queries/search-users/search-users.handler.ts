import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UserDirectory } from '../user-directory.js';
import { SearchUsersQuery, type UserSearchHit } from './search-users.query.js';

@QueryHandler(SearchUsersQuery)
export class SearchUsersHandler implements IQueryHandler<SearchUsersQuery> {
  constructor(private readonly directory: UserDirectory) {}

  async execute({ reader, term, limit }: SearchUsersQuery): Promise<UserSearchHit[]> {
    // E-mails are personal data a plain member does not see (DESIGN: the member list with
    // e-mails is for leaders, team_admin and admin); they cannot search by them either.
    const seesEmails = reader.isAdmin || reader.isTeamAdmin;
    const hits = await this.directory.search(term, { byEmail: seesEmails, limit });
    return hits.map(({ userId, displayName, email }) => (seesEmails ? { userId, displayName, email } : { userId, displayName }));
  }
}
