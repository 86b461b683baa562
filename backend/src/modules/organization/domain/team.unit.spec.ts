import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import type { TeamEvent } from '../events/team.events.js';
import { aTeamCreated, aUserJoinedTeam } from './organization.mother.js';
import { LastLeaderCannotLeaveError, NotTeamManagerError, OrganizationValidationError, TeamNotFoundError } from './organization.errors.js';
import { CreateTeam, DeleteTeam, JoinTeam, LeaveTeam } from './team.commands.js';
import { teamAccess, teamDecider } from './team.js';

const { given } = deciderSpec(teamDecider);

const created = [aTeamCreated(), aUserJoinedTeam({ isLeader: true })];
const joined = [...created, aUserJoinedTeam({ userId: 'user-2' })];
const teamDeleted: TeamEvent = { type: 'TeamDeleted', data: { teamId: 'team-1' } };
const create = (name: string, description: string | null = null) =>
  new CreateTeam({ teamId: 'team-1', name, description, organizationType: 'company' }, aSessionUser({ id: 'user-1' }));
const join = (userId: string, isPrimaryTeam: boolean) => new JoinTeam({ userId, teamId: 'team-1', isPrimaryTeam }, aSessionUser({ id: userId }));
const leaveAs = (userId: string) => new LeaveTeam({ teamId: 'team-1' }, aSessionUser({ id: userId }));
const deleteAs = (overrides: Parameters<typeof aSessionUser>[0]) => new DeleteTeam({ teamId: 'team-1' }, aSessionUser(overrides));

describe('team decider', () => {
  it('creates a team whose creator is its leader and a member', () => {
    given().when(create(' 営業チーム ', '')).then(created);
  });

  it.each(['', '   ', 'x'.repeat(101)])('refuses the name %j', (name) => {
    given().when(create(name)).thenFails(OrganizationValidationError);
  });

  it('lets a user join once, then records only a change of the primary flag', () => {
    given(...created).when(join('user-2', true)).then([aUserJoinedTeam({ userId: 'user-2', isPrimaryTeam: true })]);
    const joinedAsPrimary = [...created, aUserJoinedTeam({ userId: 'user-2', isPrimaryTeam: true })];
    given(...joinedAsPrimary).when(join('user-2', true)).then([]);
    given(...joinedAsPrimary)
      .when(join('user-2', false))
      .then([{ type: 'UserTeamLinkUpdated', data: { teamId: 'team-1', userId: 'user-2', isPrimaryTeam: false } }]);
  });

  it('refuses to let the last leader leave, but lets a member leave', () => {
    given(...joined).when(leaveAs('user-1')).thenFails(LastLeaderCannotLeaveError);
    given(...joined).when(leaveAs('user-2')).then([{ type: 'UserLeftTeam', data: { teamId: 'team-1', userId: 'user-2' } }]);
  });

  it('lets leaders and admins delete the team, nobody else', () => {
    given(...joined).when(deleteAs({ id: 'user-2' })).thenFails(NotTeamManagerError);
    given(...joined).when(deleteAs({ id: 'user-1' })).then([teamDeleted]);
    given(...joined).when(deleteAs({ id: 'hr', isTeamAdmin: true })).then([teamDeleted]);
  });

  it('answers 404 for anything on a deleted team', () => {
    given(...created, teamDeleted).when(join('user-2', false)).thenFails(TeamNotFoundError);
    given(...created, teamDeleted).when(deleteAs({})).thenFails(TeamNotFoundError);
  });

  it('derives access: members read, leaders and admins read every evaluation at once and manage', () => {
    const state = joined.reduce(teamDecider.evolve, teamDecider.initialState());
    const access = (canRead: boolean, canReadBoard: boolean, canManage: boolean, isMember = true) => ({
      teamExists: true,
      isMember,
      canRead,
      canReadBoard,
      canManage,
    });
    expect(teamAccess(state, aSessionUser({ id: 'user-1' }))).toEqual(access(true, true, true));
    expect(teamAccess(state, aSessionUser({ id: 'user-2' }))).toEqual(access(true, false, false));
    expect(teamAccess(state, aSessionUser({ id: 'user-3' }))).toEqual(access(false, false, false, false));
    expect(teamAccess(state, aSessionUser({ id: 'admin', isAdmin: true }))).toEqual(access(true, true, true, false));
    expect(teamAccess(state, aSessionUser({ id: 'hr', isTeamAdmin: true }))).toEqual(access(true, true, true, false));
    expect(teamAccess(teamDecider.initialState(), aSessionUser({ isAdmin: true }))).toEqual({
      teamExists: false,
      isMember: false,
      canRead: false,
      canReadBoard: false,
      canManage: false,
    });
  });
});
