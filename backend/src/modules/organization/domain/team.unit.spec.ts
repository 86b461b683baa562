import type { TeamEvent } from '../events/team.events.js';
import { anActor, aTeamCreated, aUserJoinedTeam } from './organization.mother.js';
import { LastLeaderCannotLeaveError, NotTeamManagerError, OrganizationValidationError, TeamNotFoundError } from './organization.errors.js';
import { teamAccess, teamDecider, type TeamCommand } from './team.js';

const given = (...events: TeamEvent[]) => events.reduce(teamDecider.evolve, teamDecider.initialState());
const when = (events: TeamEvent[], command: TeamCommand) => teamDecider.decide(command, given(...events));

const created = [aTeamCreated(), aUserJoinedTeam({ isLeader: true })];

describe('team decider', () => {
  it('creates a team whose creator is its leader and a member', () => {
    expect(
      when([], { type: 'CreateTeam', data: { teamId: 'team-1', name: ' 営業チーム ', description: '', organizationType: 'company', creatorId: 'user-1' } }),
    ).toEqual(created);
  });

  it.each(['', '   ', 'x'.repeat(101)])('refuses the name %j', (name) => {
    expect(() =>
      when([], { type: 'CreateTeam', data: { teamId: 't', name, description: null, organizationType: 'company', creatorId: 'u' } }),
    ).toThrow(OrganizationValidationError);
  });

  it('lets a user join once, then records only a change of the primary flag', () => {
    expect(when(created, { type: 'JoinTeam', data: { userId: 'user-2', isPrimaryTeam: true } })).toEqual([
      aUserJoinedTeam({ userId: 'user-2', isPrimaryTeam: true }),
    ]);
    const joined = [...created, aUserJoinedTeam({ userId: 'user-2', isPrimaryTeam: true })];
    expect(when(joined, { type: 'JoinTeam', data: { userId: 'user-2', isPrimaryTeam: true } })).toEqual([]);
    expect(when(joined, { type: 'JoinTeam', data: { userId: 'user-2', isPrimaryTeam: false } })).toEqual([
      { type: 'UserTeamLinkUpdated', data: { teamId: 'team-1', userId: 'user-2', isPrimaryTeam: false } },
    ]);
  });

  it('refuses to let the last leader leave, but lets a member leave', () => {
    const joined = [...created, aUserJoinedTeam({ userId: 'user-2' })];
    expect(() => when(joined, { type: 'LeaveTeam', data: { userId: 'user-1' } })).toThrow(LastLeaderCannotLeaveError);
    expect(when(joined, { type: 'LeaveTeam', data: { userId: 'user-2' } })).toEqual([
      { type: 'UserLeftTeam', data: { teamId: 'team-1', userId: 'user-2' } },
    ]);
  });

  it('lets leaders and admins delete the team, nobody else', () => {
    const joined = [...created, aUserJoinedTeam({ userId: 'user-2' })];
    expect(() => when(joined, { type: 'DeleteTeam', data: { actor: anActor({ id: 'user-2' }) } })).toThrow(NotTeamManagerError);
    expect(when(joined, { type: 'DeleteTeam', data: { actor: anActor({ id: 'user-1' }) } })).toEqual([
      { type: 'TeamDeleted', data: { teamId: 'team-1' } },
    ]);
    expect(when(joined, { type: 'DeleteTeam', data: { actor: anActor({ id: 'hr', isTeamAdmin: true }) } })).toHaveLength(1);
  });

  it('answers 404 for anything on a deleted team', () => {
    const deleted = [...created, { type: 'TeamDeleted' as const, data: { teamId: 'team-1' } }];
    expect(() => when(deleted, { type: 'JoinTeam', data: { userId: 'user-2', isPrimaryTeam: false } })).toThrow(TeamNotFoundError);
    expect(() => when(deleted, { type: 'DeleteTeam', data: { actor: anActor() } })).toThrow(TeamNotFoundError);
  });

  it('derives access: members read, leaders and admins manage', () => {
    const state = given(...created, aUserJoinedTeam({ userId: 'user-2' }));
    expect(teamAccess(state, anActor({ id: 'user-1' }))).toEqual({ teamExists: true, isMember: true, canRead: true, canManage: true });
    expect(teamAccess(state, anActor({ id: 'user-2' }))).toEqual({ teamExists: true, isMember: true, canRead: true, canManage: false });
    expect(teamAccess(state, anActor({ id: 'user-3' }))).toEqual({ teamExists: true, isMember: false, canRead: false, canManage: false });
    expect(teamAccess(state, anActor({ id: 'admin', isAdmin: true }))).toEqual({
      teamExists: true,
      isMember: false,
      canRead: true,
      canManage: true,
    });
    expect(teamAccess(teamDecider.initialState(), anActor({ isAdmin: true }))).toEqual({
      teamExists: false,
      isMember: false,
      canRead: false,
      canManage: false,
    });
  });
});
