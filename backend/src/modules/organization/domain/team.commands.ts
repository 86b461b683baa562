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

/**
 * Links a user to a team (POST /api/user-teams): users link themselves; admins and team admins
 * anyone. A user choosing a closed team they do not lead sends a join request instead (answers
 * `requested`); an open team, a member changing the primary flag, or someone who may manage the
 * team joins at once (`joined`).
 */
export class JoinTeam extends UserCommand<
  'JoinTeam',
  { userId: string; teamId: string; isPrimaryTeam: boolean },
  { status: JoinOutcome }
> {
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

export type JoinOutcome = 'joined' | 'requested';

/** A leader (team_admin, admin) opens the team to anyone in the organisation, or closes it. */
export class ChangeTeamVisibility extends UserCommand<'ChangeTeamVisibility', { teamId: string; open: boolean }> {
  readonly type = 'ChangeTeamVisibility';
}

/** A leader invites an e-mail address; it expires at `expiresAt`. */
export class InviteMember extends UserCommand<
  'InviteMember',
  { teamId: string; invitationId: string; email: string; expiresAt: string },
  { id: string; email: string; expiresAt: string }
> {
  readonly type = 'InviteMember';
}

/** A leader creates a single-use invitation link; the handler makes the token and keeps only its hash. */
export class CreateInvitationLink extends UserCommand<
  'CreateInvitationLink',
  { teamId: string; invitationId: string; tokenHash: string; expiresAt: string },
  { id: string; expiresAt: string }
> {
  readonly type = 'CreateInvitationLink';
}

/**
 * The acting user accepts an invitation: one to their own e-mail (by id), or a link (`tokenHash`
 * of the token they hold). They join the team.
 */
export class AcceptInvitation extends UserCommand<
  'AcceptInvitation',
  { teamId: string; invitationId: string; tokenHash?: string; isPrimaryTeam?: boolean },
  { teamId: string }
> {
  readonly type = 'AcceptInvitation';
}

/** The invitee declines an invitation to their e-mail. */
export class DeclineInvitation extends UserCommand<'DeclineInvitation', { teamId: string; invitationId: string }> {
  readonly type = 'DeclineInvitation';
}

/** A leader revokes a pending invitation (by e-mail or link). */
export class RevokeInvitation extends UserCommand<'RevokeInvitation', { teamId: string; invitationId: string }> {
  readonly type = 'RevokeInvitation';
}

/** A leader approves a pending join request: the requester joins. */
export class ApproveJoinRequest extends UserCommand<'ApproveJoinRequest', { teamId: string; userId: string }> {
  readonly type = 'ApproveJoinRequest';
}

/** A leader declines a pending join request. */
export class DeclineJoinRequest extends UserCommand<'DeclineJoinRequest', { teamId: string; userId: string }> {
  readonly type = 'DeclineJoinRequest';
}

export type TeamCommand =
  | CreateTeam
  | JoinTeam
  | LeaveTeam
  | DeleteTeam
  | ChangeTeamVisibility
  | InviteMember
  | CreateInvitationLink
  | AcceptInvitation
  | DeclineInvitation
  | RevokeInvitation
  | ApproveJoinRequest
  | DeclineJoinRequest;
