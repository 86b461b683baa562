import { UserCommand } from '../../../platform/domain/command.js';

// Commands of a team (stream `team-<teamId>`): each is the command bus's message and the decider's
// input. Ids are generated where a command is created.

/** Any signed-in user may create a team; the creator becomes its first leader and joins it. Answers its id. */
export class CreateTeam extends UserCommand<
  'CreateTeam',
  { teamId: string; name: string; description?: string | null; organizationType?: string },
  { id: string }
> {
  readonly type = 'CreateTeam';
}

/** Links a user to a team (POST /api/user-teams): users link themselves; admins and team admins anyone. */
export class JoinTeam extends UserCommand<'JoinTeam', { userId: string; teamId: string; isPrimaryTeam: boolean }> {
  readonly type = 'JoinTeam';
}

/** The acting user leaves the team; the last leader cannot (409). */
export class LeaveTeam extends UserCommand<'LeaveTeam', { teamId: string }> {
  readonly type = 'LeaveTeam';
}

/**
 * Deletes a team with all its data: its departments, positions, members and links are dropped
 * by every projection on TeamDeleted, and commands on them answer 404 from then on.
 */
export class DeleteTeam extends UserCommand<'DeleteTeam', { teamId: string }> {
  readonly type = 'DeleteTeam';
}

export type TeamCommand = CreateTeam | JoinTeam | LeaveTeam | DeleteTeam;
