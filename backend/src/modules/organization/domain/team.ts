import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { TeamEvent } from '../events/team.events.js';
import {
  LastLeaderCannotLeaveError,
  NotInTeamError,
  NotTeamManagerError,
  OrganizationValidationError,
  TeamAlreadyExistsError,
  TeamNotFoundError,
} from './organization.errors.js';
import { optionalText } from './normalize.js';
import type { TeamCommand } from './team.commands.js';

/** A team with its members (user–team links). Stream `team-<teamId>`. */
export const teamStreamId = (teamId: string) => `team-${teamId}`;

export interface TeamMember {
  isPrimaryTeam: boolean;
  isLeader: boolean;
}

export type TeamState =
  | { status: 'empty' }
  | { status: 'active'; teamId: string; members: Readonly<Record<string, TeamMember>> }
  | { status: 'deleted' };

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

export const TEAM_NAME_MAX = 100;

function active(state: TeamState): Extract<TeamState, { status: 'active' }> {
  if (state.status !== 'active') throw new TeamNotFoundError();
  return state;
}

function decide(command: TeamCommand, state: TeamState): TeamEvent[] {
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
      if (!member) return [{ type: 'UserJoinedTeam', data: { teamId: team.teamId, userId, isPrimaryTeam, isLeader: false } }];
      if (member.isPrimaryTeam === isPrimaryTeam) return [];
      return [{ type: 'UserTeamLinkUpdated', data: { teamId: team.teamId, userId, isPrimaryTeam } }];
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
      return { status: 'active', teamId: event.data.teamId, members: {} };
    case 'UserJoinedTeam': {
      if (state.status !== 'active') return state;
      const { userId, isPrimaryTeam, isLeader } = event.data;
      return { ...state, members: { ...state.members, [userId]: { isPrimaryTeam, isLeader } } };
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

export const teamDecider: Decider<TeamState, TeamCommand, TeamEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
