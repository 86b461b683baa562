import { UserCommand } from '../../../platform/domain/command.js';

/**
 * Creates the acting user's sample team (`POST /api/sample-team`), or answers the one they already
 * have. `teamId` is the id a new team gets; the answer is the id of the user's sample team.
 */
export class CreateSampleTeam extends UserCommand<'CreateSampleTeam', { teamId: string }, { id: string }> {
  readonly type = 'CreateSampleTeam';
}
