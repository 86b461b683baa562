import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import type { TeamEvent } from '../events/team.events.js';
import { aTeamCreated, aUserJoinedTeam } from './organization.mother.js';
import {
  AlreadyInvitedError,
  AlreadyTeamMemberError,
  InvitationExpiredError,
  InvitationForOtherEmailError,
  InvitationNotFoundError,
  InvitationRevokedError,
  InvitationUsedError,
  JoinRequestNotFoundError,
  LastLeaderCannotLeaveError,
  NotTeamManagerError,
  OrganizationValidationError,
  TeamNotFoundError,
} from './organization.errors.js';
import {
  AcceptInvitation,
  ApproveJoinRequest,
  ChangeTeamVisibility,
  CreateTeam,
  DeclineInvitation,
  DeclineJoinRequest,
  DeleteTeam,
  InviteMember,
  JoinTeam,
  LeaveTeam,
  RevokeInvitation,
} from './team.commands.js';
import { teamAccess, teamDecider } from './team.js';

const { given } = deciderSpec(teamDecider);

const createdClosed = [aTeamCreated(), aUserJoinedTeam({ isLeader: true })];
const opened: TeamEvent = { type: 'TeamVisibilityChanged', data: { teamId: 'team-1', open: true } };
const created = createdClosed;
const joined = [...created, aUserJoinedTeam({ userId: 'user-2' })];
const NOW = '2026-12-01T00:00:00.000Z';
const LATER = '2026-12-08T00:00:00.000Z';
const invited: TeamEvent = {
  type: 'MemberInvited',
  data: { teamId: 'team-1', invitationId: 'inv-1', email: 'new@example.com', invitedBy: 'user-1', expiresAt: LATER },
};
const linked: TeamEvent = {
  type: 'InvitationLinkCreated',
  data: { teamId: 'team-1', invitationId: 'link-1', tokenHash: 'hash-1', createdBy: 'user-1', expiresAt: LATER },
};
const requested: TeamEvent = { type: 'JoinRequested', data: { teamId: 'team-1', userId: 'user-3' } };
const as = (id: string, email = `${id}@example.com`) => aSessionUser({ id, email });
const accept = (who = as('user-3', 'NEW@example.com'), invitationId = 'inv-1', tokenHash?: string) =>
  new AcceptInvitation({ teamId: 'team-1', invitationId, tokenHash }, who);
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

  it('lets a user join an open team once, then records only a change of the primary flag', () => {
    const created = [...createdClosed, opened];
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

  it('takes a request, not a membership, from a user choosing a closed team; asking twice appends nothing', () => {
    given(...created).when(join('user-3', false)).then([requested]);
    given(...created, requested).when(join('user-3', false)).then([]);
    const state = [...created, requested].reduce(teamDecider.evolve, teamDecider.initialState());
    expect(teamAccess(state, aSessionUser({ id: 'user-3' }))).toMatchObject({ isMember: false, canRead: false });
    // admin and team_admin may manage the team, so they join it at once.
    given(...created).when(new JoinTeam({ userId: 'hr', teamId: 'team-1', isPrimaryTeam: false }, aSessionUser({ id: 'hr', isTeamAdmin: true }))).then([
      aUserJoinedTeam({ userId: 'hr' }),
    ]);
  });

  it('lets leaders open and close the team, nobody else', () => {
    const open = (who: string, value: boolean) => new ChangeTeamVisibility({ teamId: 'team-1', open: value }, aSessionUser({ id: who }));
    given(...joined).when(open('user-1', true)).then([opened]);
    given(...joined, opened).when(open('user-1', true)).then([]);
    given(...joined).when(open('user-2', true)).thenFails(NotTeamManagerError);
  });

  it('approves or declines a pending request once; an unknown or decided one is refused', () => {
    const approve = (who: string, userId = 'user-3') => new ApproveJoinRequest({ teamId: 'team-1', userId }, aSessionUser({ id: who }));
    given(...joined, requested)
      .when(approve('user-1'))
      .then([{ type: 'JoinRequestApproved', data: { teamId: 'team-1', userId: 'user-3' } }, aUserJoinedTeam({ userId: 'user-3' })]);
    given(...joined, requested).when(approve('user-2')).thenFails(NotTeamManagerError);
    given(...joined).when(approve('user-1')).thenFails(JoinRequestNotFoundError);
    const declined: TeamEvent = { type: 'JoinRequestDeclined', data: { teamId: 'team-1', userId: 'user-3' } };
    given(...joined, requested).when(new DeclineJoinRequest({ teamId: 'team-1', userId: 'user-3' }, as('user-1'))).then([declined]);
    given(...joined, requested, declined).when(approve('user-1')).thenFails(JoinRequestNotFoundError);
  });

  it('invites an address once; a member or a second pending invitation is refused', () => {
    const invite = (email: string, who = 'user-1') =>
      new InviteMember({ teamId: 'team-1', invitationId: 'inv-1', email, expiresAt: LATER }, aSessionUser({ id: who }));
    given(...joined).when(invite(' New@Example.com'), { userIdsWithEmail: [], now: NOW }).then([invited]);
    given(...joined).when(invite('member@example.com'), { userIdsWithEmail: ['user-2'], now: NOW }).thenFails(AlreadyTeamMemberError);
    given(...joined, invited).when(invite('new@example.com'), { userIdsWithEmail: [], now: NOW }).thenFails(AlreadyInvitedError);
    given(...joined, invited).when(invite('new@example.com'), { userIdsWithEmail: [], now: LATER }).then([{ ...invited }]);
    given(...joined).when(invite('not-an-address'), { userIdsWithEmail: [], now: NOW }).thenFails(OrganizationValidationError);
    given(...joined).when(invite('new@example.com', 'user-2'), { userIdsWithEmail: [], now: NOW }).thenFails(NotTeamManagerError);
  });

  it('lets the invitee accept an invitation to their address before it expires, once', () => {
    const accepted: TeamEvent = { type: 'InvitationAccepted', data: { teamId: 'team-1', invitationId: 'inv-1', userId: 'user-3' } };
    given(...joined, invited).when(accept(), { now: NOW }).then([accepted, aUserJoinedTeam({ userId: 'user-3' })]);
    given(...joined, invited).when(accept(as('user-4')), { now: NOW }).thenFails(InvitationForOtherEmailError);
    given(...joined, invited).when(accept(), { now: LATER }).thenFails(InvitationExpiredError);
    given(...joined, invited, accepted, aUserJoinedTeam({ userId: 'user-3' })).when(accept(), { now: NOW }).thenFails(InvitationUsedError);
    const revoked: TeamEvent = { type: 'InvitationRevoked', data: { teamId: 'team-1', invitationId: 'inv-1' } };
    given(...joined, invited, revoked).when(accept(), { now: NOW }).thenFails(InvitationRevokedError);
    given(...joined).when(accept(), { now: NOW }).thenFails(InvitationNotFoundError);
    given(...joined, invited)
      .when(new DeclineInvitation({ teamId: 'team-1', invitationId: 'inv-1' }, as('user-3', 'new@example.com')), { now: NOW })
      .then([{ type: 'InvitationDeclined', data: { teamId: 'team-1', invitationId: 'inv-1', userId: 'user-3' } }]);
  });

  it('admits the holder of a link only with its token, and a member not again', () => {
    given(...joined, linked)
      .when(accept(as('user-5'), 'link-1', 'hash-1'), { now: NOW })
      .then([
        { type: 'InvitationAccepted', data: { teamId: 'team-1', invitationId: 'link-1', userId: 'user-5' } },
        aUserJoinedTeam({ userId: 'user-5' }),
      ]);
    given(...joined, linked).when(accept(as('user-5'), 'link-1'), { now: NOW }).thenFails(InvitationNotFoundError);
    given(...joined, linked).when(accept(as('user-2'), 'link-1', 'hash-1'), { now: NOW }).thenFails(AlreadyTeamMemberError);
  });

  it('lets leaders revoke a pending invitation only', () => {
    const revoke = (who: string) => new RevokeInvitation({ teamId: 'team-1', invitationId: 'link-1' }, aSessionUser({ id: who }));
    const revoked: TeamEvent = { type: 'InvitationRevoked', data: { teamId: 'team-1', invitationId: 'link-1' } };
    given(...joined, linked).when(revoke('user-1')).then([revoked]);
    given(...joined, linked).when(revoke('user-2')).thenFails(NotTeamManagerError);
    given(...joined, linked, revoked).when(revoke('user-1')).thenFails(InvitationRevokedError);
  });
});
