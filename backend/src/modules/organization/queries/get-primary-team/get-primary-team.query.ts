import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/**
 * The team a request means when it names none (part 2's position and department bodies carry no
 * team): the team the user marked primary, else the team of their main department, else the
 * only team they belong to. A user in no team, or in several with neither mark, gets a 400.
 */
export class GetPrimaryTeamQuery extends Query<string> {
  constructor(readonly user: SessionUser) {
    super();
  }
}
