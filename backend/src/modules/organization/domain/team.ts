import { ORGANIZATION_LIMITS } from '@pivot/rules';
import { assertNever, deciderWithFacts, type CommandWithoutFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import type { TeamEvent } from '../events/team.events.js';
import {
  AlreadyInvitedError,
  AlreadyTeamMemberError,
  InvitationDeclinedError,
  InvitationExpiredError,
  InvitationForOtherEmailError,
  InvitationNotFoundError,
  InvitationRevokedError,
  InvitationUsedError,
  JoinRequestNotFoundError,
  LastLeaderCannotLeaveError,
  NotInTeamError,
  NotTeamManagerError,
  OrganizationValidationError,
  TeamAlreadyExistsError,
  TeamNotFoundError,
} from './organization.errors.js';
import { isEmail, normalizeKey, optionalText } from './normalize.js';
import type { TeamCommand } from './team.commands.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/** A team with its members (user–team links). Stream `team-<teamId>`. */
export const teamStream = streamCategory('team');

export interface TeamMember {
  isPrimaryTeam: boolean;
  isLeader: boolean;
}

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked';

/** An invitation to one e-mail address (normalised), or a single-use link (the hash of its token). */
export type Invitation = { status: InvitationStatus; expiresAt: string } & (
  | { kind: 'email'; email: string }
  | { kind: 'link'; tokenHash: string }
);

export type TeamState =
  | { status: 'empty' }
  | {
      status: 'active';
      teamId: string;
      members: Readonly<Record<string, TeamMember>>;
      /** Anyone in the organisation may join at once; closed (the default) needs an invitation or an approved request. */
      open: boolean;
      invitations: Readonly<Record<string, Invitation>>;
      /** Users whose join request waits for a leader. A requester is not a member. */
      requests: Readonly<Record<string, true>>;
    }
  | { status: 'deleted' };

/** What team decisions need from outside the stream, by command type. */
export interface TeamFacts {
  /** The users already registered with the invited address (to refuse inviting a member), and now. */
  InviteMember: { userIdsWithEmail: readonly string[]; now: string };
  AcceptInvitation: { now: string };
  DeclineInvitation: { now: string };
}

/** How long an invitation is valid unless the leader says otherwise. */
export const INVITATION_DEFAULT_DAYS = 7;

/** Who acts, as far as team rules care. */
export interface Actor {
  id: string;
  isAdmin: boolean;
  isTeamAdmin: boolean;
}

export interface TeamAccessState {
  teamExists: boolean;
  isMember: boolean;
  canRead: boolean;
  canReadBoard: boolean;
  canManage: boolean;
}

/**
 * Members, team_admin and admin read a team's shared data; every member's evaluation at once (a
 * whole board, the member list with e-mails, exports) is for its leaders, team_admin and admin,
 * who also change the team.
 */
export function teamAccess(state: TeamState, actor: Actor): TeamAccessState {
  if (state.status !== 'active') return { teamExists: false, isMember: false, canRead: false, canReadBoard: false, canManage: false };
  const member = state.members[actor.id];
  const privileged = actor.isAdmin || actor.isTeamAdmin;
  const leads = member?.isLeader === true || privileged;
  return {
    teamExists: true,
    isMember: member !== undefined,
    canRead: member !== undefined || privileged,
    canReadBoard: leads,
    canManage: leads,
  };
}

export const TEAM_NAME_MAX = ORGANIZATION_LIMITS.teamName.max;

function active(state: TeamState): Extract<TeamState, { status: 'active' }> {
  if (state.status !== 'active') throw new TeamNotFoundError();
  return state;
}

function manageable(state: TeamState, actor: Actor): Extract<TeamState, { status: 'active' }> {
  const team = active(state);
  if (!teamAccess(team, actor).canManage) throw new NotTeamManagerError();
  return team;
}

/** A pending invitation still valid at `now`; otherwise the error that says why not. */
function usable(team: Extract<TeamState, { status: 'active' }>, invitationId: string, now: string): Invitation {
  const invitation = team.invitations[invitationId];
  if (!invitation) throw new InvitationNotFoundError();
  switch (invitation.status) {
    case 'pending':
      break;
    case 'accepted':
      throw new InvitationUsedError();
    case 'declined':
      throw new InvitationDeclinedError();
    case 'revoked':
      throw new InvitationRevokedError();
    default:
      return assertNever(invitation.status);
  }
  if (Date.parse(invitation.expiresAt) <= Date.parse(now)) throw new InvitationExpiredError();
  return invitation;
}

/** The invitation is the actor's: to their e-mail, or a link whose token they hold. */
function requireOwnInvitation(invitation: Invitation, actor: { email: string }, tokenHash: string | undefined): void {
  if (invitation.kind === 'email') {
    if (normalizeKey(invitation.email) !== normalizeKey(actor.email)) throw new InvitationForOtherEmailError();
  } else if (tokenHash !== invitation.tokenHash) {
    // A link is accepted only with its token: its id alone (seen in a leader's list) is not enough.
    throw new InvitationNotFoundError();
  }
}

const decideWithFacts: FactDecisions<TeamState, TeamCommand, TeamEvent, TeamFacts> = {
  InviteMember: (command, state, { userIdsWithEmail, now }) => {
    const team = manageable(state, command.actor);
    const email = normalizeKey(command.data.email);
    if (!isEmail(email)) throw new OrganizationValidationError('INVALID_EMAIL', 'email: メールアドレスの形式が正しくありません');
    if (userIdsWithEmail.some((id) => team.members[id])) throw new AlreadyTeamMemberError();
    const invited = Object.values(team.invitations).some(
      (i) => i.kind === 'email' && i.status === 'pending' && i.email === email && Date.parse(i.expiresAt) > Date.parse(now),
    );
    if (invited) throw new AlreadyInvitedError();
    const { invitationId, expiresAt } = command.data;
    return [{ type: 'MemberInvited', data: { teamId: team.teamId, invitationId, email, invitedBy: command.actor.id, expiresAt } }];
  },
  AcceptInvitation: (command, state, { now }) => {
    const team = active(state);
    const { invitationId, tokenHash, isPrimaryTeam = false } = command.data;
    const invitation = usable(team, invitationId, now);
    requireOwnInvitation(invitation, command.actor, tokenHash);
    const userId = command.actor.id;
    if (team.members[userId]) throw new AlreadyTeamMemberError();
    return [
      { type: 'InvitationAccepted', data: { teamId: team.teamId, invitationId, userId } },
      { type: 'UserJoinedTeam', data: { teamId: team.teamId, userId, isPrimaryTeam, isLeader: false } },
    ];
  },
  DeclineInvitation: (command, state, { now }) => {
    const team = active(state);
    const invitation = usable(team, command.data.invitationId, now);
    if (invitation.kind !== 'email') throw new InvitationNotFoundError();
    requireOwnInvitation(invitation, command.actor, undefined);
    return [{ type: 'InvitationDeclined', data: { teamId: team.teamId, invitationId: command.data.invitationId, userId: command.actor.id } }];
  },
};

function decide(command: CommandWithoutFacts<TeamCommand, TeamFacts>, state: TeamState): TeamEvent[] {
  switch (command.type) {
    case 'CreateTeam': {
      if (state.status !== 'empty') throw new TeamAlreadyExistsError();
      const { teamId } = command.data;
      const creatorId = command.actor.id;
      const name = command.data.name.trim();
      if (!name) throw new OrganizationValidationError('TEAM_NAME_REQUIRED', 'name: チーム名を入力してください');
      if (name.length > TEAM_NAME_MAX) {
        throw new OrganizationValidationError('TEAM_NAME_TOO_LONG', `name: チーム名は${TEAM_NAME_MAX}文字以内で入力してください`);
      }
      return [
        {
          type: 'TeamCreated',
          data: {
            teamId,
            name,
            description: optionalText(command.data.description),
            organizationType: command.data.organizationType ?? 'company',
            leaderId: creatorId,
          },
        },
        { type: 'UserJoinedTeam', data: { teamId, userId: creatorId, isPrimaryTeam: false, isLeader: true } },
      ];
    }
    case 'JoinTeam': {
      const team = active(state);
      const { userId, isPrimaryTeam } = command.data;
      const member = team.members[userId];
      if (!member) {
        // A closed team admits its own managers (team_admin, admin) and whom they link; anyone else asks.
        if (team.open || teamAccess(team, command.actor).canManage) {
          return [{ type: 'UserJoinedTeam', data: { teamId: team.teamId, userId, isPrimaryTeam, isLeader: false } }];
        }
        if (team.requests[userId]) return [];
        return [{ type: 'JoinRequested', data: { teamId: team.teamId, userId } }];
      }
      if (member.isPrimaryTeam === isPrimaryTeam) return [];
      return [{ type: 'UserTeamLinkUpdated', data: { teamId: team.teamId, userId, isPrimaryTeam } }];
    }
    case 'ChangeTeamVisibility': {
      const team = manageable(state, command.actor);
      if (team.open === command.data.open) return [];
      return [{ type: 'TeamVisibilityChanged', data: { teamId: team.teamId, open: command.data.open } }];
    }
    case 'CreateInvitationLink': {
      const team = manageable(state, command.actor);
      const { invitationId, tokenHash, expiresAt } = command.data;
      return [{ type: 'InvitationLinkCreated', data: { teamId: team.teamId, invitationId, tokenHash, createdBy: command.actor.id, expiresAt } }];
    }
    case 'RevokeInvitation': {
      const team = manageable(state, command.actor);
      const invitation = team.invitations[command.data.invitationId];
      if (!invitation) throw new InvitationNotFoundError();
      if (invitation.status === 'accepted') throw new InvitationUsedError();
      if (invitation.status === 'declined') throw new InvitationDeclinedError();
      if (invitation.status === 'revoked') throw new InvitationRevokedError();
      return [{ type: 'InvitationRevoked', data: { teamId: team.teamId, invitationId: command.data.invitationId } }];
    }
    case 'ApproveJoinRequest': {
      const team = manageable(state, command.actor);
      const { userId } = command.data;
      if (!team.requests[userId]) throw new JoinRequestNotFoundError();
      return [
        { type: 'JoinRequestApproved', data: { teamId: team.teamId, userId } },
        { type: 'UserJoinedTeam', data: { teamId: team.teamId, userId, isPrimaryTeam: false, isLeader: false } },
      ];
    }
    case 'DeclineJoinRequest': {
      const team = manageable(state, command.actor);
      const { userId } = command.data;
      if (!team.requests[userId]) throw new JoinRequestNotFoundError();
      return [{ type: 'JoinRequestDeclined', data: { teamId: team.teamId, userId } }];
    }
    case 'LeaveTeam': {
      const team = active(state);
      const userId = command.actor.id;
      const member = team.members[userId];
      if (!member) throw new NotInTeamError();
      const leaders = Object.values(team.members).filter((m) => m.isLeader).length;
      if (member.isLeader && leaders <= 1) throw new LastLeaderCannotLeaveError();
      return [{ type: 'UserLeftTeam', data: { teamId: team.teamId, userId } }];
    }
    case 'DeleteTeam': {
      const team = active(state);
      if (!teamAccess(team, command.actor).canManage) throw new NotTeamManagerError();
      return [{ type: 'TeamDeleted', data: { teamId: team.teamId } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: TeamState, event: TeamEvent): TeamState {
  switch (event.type) {
    case 'TeamCreated':
      // TeamCreated carries no visibility: every team starts closed, those created before
      // invitations existed included (decision 0058).
      return { status: 'active', teamId: event.data.teamId, members: {}, open: false, invitations: {}, requests: {} };
    case 'UserJoinedTeam': {
      if (state.status !== 'active') return state;
      const { userId, isPrimaryTeam, isLeader } = event.data;
      // Joining (by an invitation, an approval, an open team or an admin's link) settles any request.
      const { [userId]: _settled, ...requests } = state.requests;
      return { ...state, members: { ...state.members, [userId]: { isPrimaryTeam, isLeader } }, requests };
    }
    case 'TeamVisibilityChanged':
      return state.status === 'active' ? { ...state, open: event.data.open } : state;
    case 'MemberInvited': {
      if (state.status !== 'active') return state;
      const { invitationId, email, expiresAt } = event.data;
      const invitation: Invitation = { kind: 'email', email, expiresAt, status: 'pending' };
      return { ...state, invitations: { ...state.invitations, [invitationId]: invitation } };
    }
    case 'InvitationLinkCreated': {
      if (state.status !== 'active') return state;
      const { invitationId, tokenHash, expiresAt } = event.data;
      const invitation: Invitation = { kind: 'link', tokenHash, expiresAt, status: 'pending' };
      return { ...state, invitations: { ...state.invitations, [invitationId]: invitation } };
    }
    case 'InvitationAccepted':
    case 'InvitationDeclined':
    case 'InvitationRevoked':
      return settleInvitation(state, event.data.invitationId, INVITATION_SETTLED_AS[event.type]);
    case 'JoinRequested':
      return state.status === 'active' ? { ...state, requests: { ...state.requests, [event.data.userId]: true } } : state;
    case 'JoinRequestApproved':
    case 'JoinRequestDeclined': {
      if (state.status !== 'active') return state;
      const { [event.data.userId]: _decided, ...requests } = state.requests;
      return { ...state, requests };
    }
    case 'UserTeamLinkUpdated': {
      if (state.status !== 'active' || !state.members[event.data.userId]) return state;
      const member = { ...state.members[event.data.userId], isPrimaryTeam: event.data.isPrimaryTeam };
      return { ...state, members: { ...state.members, [event.data.userId]: member } };
    }
    case 'UserLeftTeam': {
      if (state.status !== 'active') return state;
      const { [event.data.userId]: _left, ...members } = state.members;
      return { ...state, members };
    }
    case 'TeamDeleted':
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}

/** The status each answer to an invitation leaves it in. */
const INVITATION_SETTLED_AS = {
  InvitationAccepted: 'accepted',
  InvitationDeclined: 'declined',
  InvitationRevoked: 'revoked',
} as const satisfies Partial<Record<TeamEvent['type'], InvitationStatus>>;

function settleInvitation(state: TeamState, invitationId: string, status: InvitationStatus): TeamState {
  if (state.status !== 'active' || !state.invitations[invitationId]) return state;
  return { ...state, invitations: { ...state.invitations, [invitationId]: { ...state.invitations[invitationId], status } } };
}

export const teamDecider: Decider<TeamState, TeamCommand, TeamEvent, TeamFacts> = deciderWithFacts({
  initialState: () => ({ status: 'empty' }),
  evolve,
  decideWithFacts,
  decide,
});
