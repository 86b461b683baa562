import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { OrganizationDirectory } from '../index.js';

/** The directory's read-model answers, on the real application after real HTTP writes. */
describe('OrganizationDirectory (read models)', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let leader: SignedInUser;
  let member: SignedInUser;
  let stranger: SignedInUser;
  let directory: OrganizationDirectory;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    [leader, member, stranger] = await signInAll(app, ['leader@example.com', 'member@example.com', 'stranger@example.com']);
    directory = app.get(OrganizationDirectory);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = async (who: SignedInUser, path: string, body: object) =>
    (await who.agent.post(path).set(who.headers).send(body).expect(201)).body as { id: string };
  /** The signed-in user as the server's handlers see them (none of these is team_admin or admin). */
  const sessionOf = ({ user }: SignedInUser): SessionUser => ({ ...user, userType: 'member', isTeamAdmin: user.isAdmin });

  it('names members, lists a user\'s teams and a team\'s departments, as the writes left them', async () => {
    const { id: teamId } = await post(leader, '/api/teams', { name: '営業チーム' });
    const { id: otherTeamId } = await post(leader, '/api/teams', { name: '開発チーム' });
    await leader.agent.put(`/api/teams/${teamId}/visibility`).set(leader.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
    await post(member, '/api/user-teams', { userId: member.user.id, teamId, isPrimaryTeam: true });
    const { id: sales } = await post(leader, '/api/departments', { teamId, name: '営業部', color: '#ef4444' });
    const { id: accounting } = await post(leader, '/api/departments', { teamId, name: '経理部' });
    await post(leader, '/api/departments', { teamId: otherTeamId, name: '開発部' });
    const { id: hanako } = await post(leader, '/api/company-members', { teamId, firstName: '花子', lastName: '佐藤', departmentId: sales });
    const { id: ichiro } = await post(leader, '/api/company-members', { teamId, firstName: '一郎', lastName: '鈴木' });

    expect(await directory.memberNames([hanako, ichiro, 'no-such-member'])).toEqual(
      new Map([
        [hanako, '佐藤 花子'],
        [ichiro, '鈴木 一郎'],
      ]),
    );
    expect(await directory.memberNames([])).toEqual(new Map());
    expect(await directory.teamIdsOf(member.user.id)).toEqual([teamId]);
    expect((await directory.teamIdsOf(leader.user.id)).sort()).toEqual([teamId, otherTeamId].sort());
    expect(await directory.departments(teamId)).toEqual([
      { id: sales, teamId, name: '営業部', color: '#EF4444' },
      { id: accounting, teamId, name: '経理部', color: '#3B82F6' },
    ]);

    await member.agent.delete(`/api/user-teams/${teamId}`).set(member.headers).expect(204);
    await leader.agent.delete(`/api/company-members/${ichiro}`).set(leader.headers).expect(204);
    expect(await directory.teamIdsOf(member.user.id)).toEqual([]);
    expect(await directory.memberNames([hanako, ichiro])).toEqual(new Map([[hanako, '佐藤 花子']]));
  });

  it('tells whose evaluations a reader may see: the whole team for its leader, a plain member only the member linked by e-mail', async () => {
    const { id: teamId } = await post(leader, '/api/teams', { name: '評価チーム' });
    await leader.agent.put(`/api/teams/${teamId}/visibility`).set(leader.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
    await post(member, '/api/user-teams', { userId: member.user.id, teamId, isPrimaryTeam: false });
    await post(leader, '/api/company-members', { teamId, firstName: '花子', lastName: '佐藤', email: 'hanako@example.com' });

    expect(await directory.requireBoardView(teamId, sessionOf(leader))).toEqual({ scope: 'team' });
    expect(await directory.requireBoardView(teamId, sessionOf(member))).toEqual({ scope: 'own', memberId: null });
    // The member's address as a leader typed it: full-width and upper case still link (as uniqueness compares).
    const { id: own } = await post(leader, '/api/company-members', { teamId, firstName: '二郎', lastName: '田中', email: 'ＭＥＭＢＥＲ@Example.com' });
    expect(await directory.linkedMemberId(teamId, sessionOf(member))).toBe(own);
    expect(await directory.requireBoardView(teamId, sessionOf(member))).toEqual({ scope: 'own', memberId: own });
    await expect(directory.requireBoardView(teamId, sessionOf(stranger))).rejects.toMatchObject({ code: 'ORGANIZATION.NOT_TEAM_MEMBER' });
    await expect(directory.requireBoardView('no-such-team', sessionOf(leader))).rejects.toMatchObject({ code: 'ORGANIZATION.TEAM_NOT_FOUND' });
  });
});
