import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { post, put, del } from '../../../test-support/writes.js';

// Closed teams (decision 0058): joining by invitation (e-mail or link) or an approved request.
describe('team invitations and join requests over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let leader: SignedInUser;
  let member: SignedInUser;
  let newcomer: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let teamId: string;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    ({ app } = testApp);
    [leader, member, newcomer, other, admin] = await Promise.all(
      ['leader@example.com', 'member@example.com', 'newcomer@example.com', 'other@example.com', 'admin@example.com'].map((email) =>
        signIn(app, email),
      ),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const teamOf = async (who: SignedInUser) =>
    ((await who.agent.get('/api/teams').expect(200)).body as Record<string, unknown>[]).find((t) => t.id === teamId)!;
  const teamEvents = async () => {
    const store = app.get<EventStore>(EVENT_STORE);
    return (await store.readStream(`team-${teamId}`)).map((e) => e.type);
  };
  const sql = (text: string, params: unknown[]) => app.get(DataSource).query(text, params);
  const joinRequest = (who: SignedInUser) => post(who, '/api/user-teams', { userId: who.user.id, teamId });

  beforeEach(async () => {
    sequence += 1;
    teamId = (await post(leader, '/api/teams', { name: `開発チーム${sequence}` }).expect(201)).body.id;
    // The member joins through an approved request (the only way into a closed team besides an invitation).
    expect((await joinRequest(member).expect(201)).body.status).toBe('requested');
    await post(leader, `/api/teams/${teamId}/join-requests/${member.user.id}/approve`).expect(204);
  });

  describe('a closed team (the default)', () => {
    it('takes a request from someone who chooses it, who sees nothing of the team until approved', async () => {
      expect(await teamOf(newcomer)).toMatchObject({ isOpen: false, isMember: false, joinRequested: false });
      const res = await joinRequest(newcomer).expect(201);
      expect(res.body).toMatchObject({ teamId, status: 'requested' });
      expect(await teamOf(newcomer)).toMatchObject({ isMember: false, joinRequested: true });
      // Asking again changes nothing.
      const before = await teamEvents();
      expect((await joinRequest(newcomer).expect(201)).body.status).toBe('requested');
      expect(await teamEvents()).toEqual(before);

      // Every team-scoped read refuses the requester.
      for (const path of [
        `/api/teams/${teamId}/members`,
        `/api/departments?teamId=${teamId}`,
        `/api/positions?teamId=${teamId}`,
        `/api/company-members/team/${teamId}`,
        `/api/company-members?teamId=${teamId}`,
        `/api/company-members/stats?teamId=${teamId}`,
        `/api/company-members/export?teamId=${teamId}`,
        `/api/ms-matrix/team/${teamId}`,
        `/api/teams/${teamId}/join-requests`,
        `/api/teams/${teamId}/invitations`,
      ]) {
        const answer = await newcomer.agent.get(path);
        expect([path, answer.status]).toEqual([path, 403]);
      }

      // The leader sees the request with the requester's e-mail and approves it.
      const requests = (await leader.agent.get(`/api/teams/${teamId}/join-requests`).expect(200)).body;
      expect(requests).toEqual([expect.objectContaining({ userId: newcomer.user.id, email: 'newcomer@example.com' })]);
      await post(leader, `/api/teams/${teamId}/join-requests/${newcomer.user.id}/approve`).expect(204);
      expect(await teamOf(newcomer)).toMatchObject({ isMember: true, joinRequested: false });
      await newcomer.agent.get(`/api/teams/${teamId}/members`).expect(200);
      expect((await leader.agent.get(`/api/teams/${teamId}/join-requests`).expect(200)).body).toEqual([]);
    });

    it('lets a leader decline a request; deciding it again, or an unknown one, is a clear 404 that changes nothing', async () => {
      await joinRequest(newcomer).expect(201);
      await post(leader, `/api/teams/${teamId}/join-requests/${newcomer.user.id}/decline`).expect(204);
      expect(await teamOf(newcomer)).toMatchObject({ isMember: false, joinRequested: false });
      const before = await teamEvents();
      for (const action of ['approve', 'decline']) {
        const res = await post(leader, `/api/teams/${teamId}/join-requests/${newcomer.user.id}/${action}`).expect(404);
        expect(res.body.message).toBe('参加リクエストが見つからないか、既に処理されています');
        await post(leader, `/api/teams/${teamId}/join-requests/no-such-user/${action}`).expect(404);
      }
      expect(await teamEvents()).toEqual(before);
      expect(await teamOf(newcomer)).toMatchObject({ isMember: false });
    });

    it('refuses a plain member or an outsider deciding requests, inviting or opening the team, and changes nothing', async () => {
      await joinRequest(newcomer).expect(201);
      const before = await teamEvents();
      for (const who of [member, other]) {
        const approve = await post(who, `/api/teams/${teamId}/join-requests/${newcomer.user.id}/approve`).expect(403);
        expect(approve.body.message).toBe('このチームを変更する権限がありません（チームリーダーまたは管理者のみ）');
        await post(who, `/api/teams/${teamId}/join-requests/${newcomer.user.id}/decline`).expect(403);
        await post(who, `/api/teams/${teamId}/invitations`, { email: 'x@example.com' }).expect(403);
        await post(who, `/api/teams/${teamId}/invitation-links`, {}).expect(403);
        await put(who, `/api/teams/${teamId}/visibility`, { isOpen: true }).expect(403);
        await who.agent.get(`/api/teams/${teamId}/join-requests`).expect(403);
      }
      expect(await teamEvents()).toEqual(before);
      expect(await teamOf(newcomer)).toMatchObject({ isMember: false, joinRequested: true, isOpen: false });
    });

    it('makes exactly one membership of many parallel approvals of one request', async () => {
      await joinRequest(newcomer).expect(201);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => post(i % 2 ? admin : leader, `/api/teams/${teamId}/join-requests/${newcomer.user.id}/approve`)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([204, 404, 404, 404, 404, 404, 404, 404]);
      expect((await teamEvents()).filter((t) => t === 'JoinRequestApproved')).toHaveLength(2); // the member's (beforeEach) and this one
      const rows = await sql(`SELECT count(*)::int AS n FROM user_teams WHERE team_id = $1 AND user_id = $2`, [teamId, newcomer.user.id]);
      expect(rows[0].n).toBe(1);
    });

    it('lets admin and team_admin join a closed team at once', async () => {
      expect((await post(admin, '/api/user-teams', { userId: admin.user.id, teamId }).expect(201)).body.status).toBe('joined');
    });
  });

  describe('an open team', () => {
    it('is opened and closed by its leader; choosing an open team joins at once', async () => {
      await put(leader, `/api/teams/${teamId}/visibility`, { isOpen: true }).expect(204);
      expect(await teamOf(newcomer)).toMatchObject({ isOpen: true });
      await newcomer.agent.get(`/api/departments?teamId=${teamId}`).expect(200);
      expect((await joinRequest(newcomer).expect(201)).body.status).toBe('joined');
      await newcomer.agent.get(`/api/teams/${teamId}/members`).expect(200);

      await put(leader, `/api/teams/${teamId}/visibility`, { isOpen: false }).expect(204);
      expect((await joinRequest(other).expect(201)).body.status).toBe('requested');
      await put(leader, `/api/teams/${teamId}/visibility`, { isOpen: 'yes' }).expect(400);
    });
  });

  describe('invitations by e-mail', () => {
    it('shows the invitee the invitation once signed in with that address, who accepts and joins', async () => {
      const res = await post(leader, `/api/teams/${teamId}/invitations`, { email: ' Newcomer@Example.com ' }).expect(201);
      expect(res.body).toMatchObject({ email: 'newcomer@example.com' });
      const pending = (await leader.agent.get(`/api/teams/${teamId}/invitations`).expect(200)).body;
      expect(pending).toEqual([expect.objectContaining({ id: res.body.id, kind: 'email', email: 'newcomer@example.com', expired: false })]);
      // Someone else's list does not show it, and they cannot accept or decline it.
      expect((await other.agent.get('/api/team-invitations/mine').expect(200)).body).toEqual([]);
      const before = await teamEvents();
      const wrong = await post(other, `/api/team-invitations/${res.body.id}/accept`).expect(403);
      expect(wrong.body.message).toBe('この招待は別のメールアドレス宛てです。招待されたメールアドレスでログインしてください');
      await post(other, `/api/team-invitations/${res.body.id}/decline`).expect(403);
      expect(await teamEvents()).toEqual(before);
      expect(await teamOf(other)).toMatchObject({ isMember: false });

      const mine = (await newcomer.agent.get('/api/team-invitations/mine').expect(200)).body;
      expect(mine).toContainEqual(expect.objectContaining({ id: res.body.id, teamId, teamName: `開発チーム${sequence}` }));
      expect((await post(newcomer, `/api/team-invitations/${res.body.id}/accept`).expect(200)).body).toEqual({ teamId });
      expect(await teamOf(newcomer)).toMatchObject({ isMember: true });
      expect((await newcomer.agent.get('/api/team-invitations/mine').expect(200)).body).not.toContainEqual(expect.objectContaining({ teamId }));
      expect((await leader.agent.get(`/api/teams/${teamId}/invitations`).expect(200)).body).toEqual([]);
      // Used: a second accept is refused and changes nothing.
      const again = await post(newcomer, `/api/team-invitations/${res.body.id}/accept`).expect(409);
      expect(again.body.message).toBe('この招待は既に使用されています');
    });

    it('lets the invitee decline; a declined invitation cannot be accepted', async () => {
      const { id } = (await post(leader, `/api/teams/${teamId}/invitations`, { email: 'newcomer@example.com' }).expect(201)).body;
      await post(newcomer, `/api/team-invitations/${id}/decline`).expect(204);
      const res = await post(newcomer, `/api/team-invitations/${id}/accept`).expect(409);
      expect(res.body.message).toBe('この招待は既に辞退されています');
      expect(await teamOf(newcomer)).toMatchObject({ isMember: false });
    });

    it('refuses inviting a member, a second pending invitation, a bad address, and changes nothing', async () => {
      const before = await teamEvents();
      const res = await post(leader, `/api/teams/${teamId}/invitations`, { email: 'MEMBER@example.com' }).expect(409);
      expect(res.body.message).toBe('このユーザーは既にチームのメンバーです');
      await post(leader, `/api/teams/${teamId}/invitations`, { email: 'not-an-address' }).expect(400);
      await post(leader, `/api/teams/${teamId}/invitations`, { email: 'a@example.com', expiresInDays: 31 }).expect(400);
      await post(leader, `/api/teams/${teamId}/invitations`, {}).expect(400);
      expect(await teamEvents()).toEqual(before);
      await post(leader, `/api/teams/${teamId}/invitations`, { email: 'newcomer@example.com' }).expect(201);
      const twice = await post(leader, `/api/teams/${teamId}/invitations`, { email: 'newcomer@example.com' }).expect(409);
      expect(twice.body.message).toBe('このメールアドレスには既に有効な招待があります');
      expect((await leader.agent.get(`/api/teams/${teamId}/invitations`).expect(200)).body).toHaveLength(1);
    });

    it('refuses an expired or revoked invitation and an unknown one, changing nothing', async () => {
      const { id } = (await post(leader, `/api/teams/${teamId}/invitations`, { email: 'newcomer@example.com', expiresInDays: 1 }).expect(201)).body;
      const clock = app.get<Clock>(CLOCK);
      const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
      jest.spyOn(clock, 'now').mockReturnValue(later);
      const before = await teamEvents();
      const expired = await post(newcomer, `/api/team-invitations/${id}/accept`).expect(409);
      expect(expired.body.message).toBe('この招待は有効期限が切れています。チームのリーダーに新しい招待を依頼してください');
      const mine = (await newcomer.agent.get('/api/team-invitations/mine').expect(200)).body as { id: string }[];
      expect(mine.map((i) => i.id)).not.toContain(id);
      expect((await leader.agent.get(`/api/teams/${teamId}/invitations`).expect(200)).body).toEqual([
        expect.objectContaining({ id, expired: true }),
      ]);
      jest.restoreAllMocks();

      await del(leader, `/api/teams/${teamId}/invitations/${id}`).expect(204);
      const revoked = await post(newcomer, `/api/team-invitations/${id}/accept`).expect(409);
      expect(revoked.body.message).toBe('この招待は取り消されています');
      await del(leader, `/api/teams/${teamId}/invitations/${id}`).expect(409);
      const unknown = await post(newcomer, `/api/team-invitations/no-such-invitation/accept`).expect(404);
      expect(unknown.body.message).toBe('招待が見つかりません。リンクが正しいか、チームのリーダーに確認してください');
      expect((await teamEvents()).slice(0, before.length)).toEqual(before);
      expect((await teamEvents()).slice(before.length)).toEqual(['InvitationRevoked']);
      expect(await teamOf(newcomer)).toMatchObject({ isMember: false });
    });

    it('keeps the invited address out of the log in clear (sealed personal data)', async () => {
      await post(leader, `/api/teams/${teamId}/invitations`, { email: 'sealed-person@example.com' }).expect(201);
      const rows = await sql(`SELECT data::text AS data FROM events WHERE stream_id = $1 AND type = 'MemberInvited'`, [`team-${teamId}`]);
      expect(rows).toHaveLength(1);
      expect(rows[0].data).not.toContain('sealed-person');
      expect(rows[0].data).toContain('$pii');
    });
  });

  describe('invitation links', () => {
    it('admits one signed-in holder of the token; the link is then used', async () => {
      const link = (await post(leader, `/api/teams/${teamId}/invitation-links`, { expiresInDays: 7 }).expect(201)).body;
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The token is never stored: only its hash.
      const stored = await sql(`SELECT data::text AS data FROM events WHERE stream_id = $1`, [`team-${teamId}`]);
      expect(stored.map((r: { data: string }) => r.data).join()).not.toContain(link.token);
      const listed = (await leader.agent.get(`/api/teams/${teamId}/invitations`).expect(200)).body;
      expect(listed).toEqual([expect.objectContaining({ id: link.id, kind: 'link', email: null })]);

      expect((await newcomer.agent.get(`/api/team-invitation-links/${link.token}`).expect(200)).body).toMatchObject({
        teamId,
        teamName: `開発チーム${sequence}`,
        isMember: false,
      });
      // The id alone (as a leader's list shows it) does not accept a link.
      await post(newcomer, `/api/team-invitations/${link.id}/accept`).expect(404);
      expect((await post(newcomer, `/api/team-invitation-links/${link.token}/accept`).expect(200)).body).toEqual({ teamId });
      expect(await teamOf(newcomer)).toMatchObject({ isMember: true });
      const before = await teamEvents();
      const used = await post(other, `/api/team-invitation-links/${link.token}/accept`).expect(409);
      expect(used.body.message).toBe('この招待は既に使用されています');
      await other.agent.get(`/api/team-invitation-links/${link.token}`).expect(409);
      expect(await teamEvents()).toEqual(before);
      expect(await teamOf(other)).toMatchObject({ isMember: false });
    });

    it('refuses an unknown, revoked or expired token and changes nothing', async () => {
      const unknown = await post(newcomer, `/api/team-invitation-links/not-a-token/accept`).expect(404);
      expect(unknown.body.message).toContain('招待が見つかりません');
      const link = (await post(leader, `/api/teams/${teamId}/invitation-links`, {}).expect(201)).body;
      jest.spyOn(app.get<Clock>(CLOCK), 'now').mockReturnValue(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
      await post(newcomer, `/api/team-invitation-links/${link.token}/accept`).expect(409);
      await newcomer.agent.get(`/api/team-invitation-links/${link.token}`).expect(409);
      jest.restoreAllMocks();
      await del(leader, `/api/teams/${teamId}/invitations/${link.id}`).expect(204);
      const before = await teamEvents();
      const revoked = await post(newcomer, `/api/team-invitation-links/${link.token}/accept`).expect(409);
      expect(revoked.body.message).toBe('この招待は取り消されています');
      expect(await teamEvents()).toEqual(before);
      expect(await teamOf(newcomer)).toMatchObject({ isMember: false });
    });

    it('makes exactly one membership of many parallel accepts of one link', async () => {
      const link = (await post(leader, `/api/teams/${teamId}/invitation-links`, {}).expect(201)).body;
      const people = [newcomer, other, admin, newcomer, other, admin, newcomer, other];
      const answers = await Promise.all(people.map((who) => post(who, `/api/team-invitation-links/${link.token}/accept`)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(people.length - 1);
      const events = await teamEvents();
      expect(events.filter((t) => t === 'InvitationAccepted')).toHaveLength(1);
      const joined = await sql(
        `SELECT count(*)::int AS n FROM user_teams WHERE team_id = $1 AND user_id = ANY($2)`,
        [teamId, [newcomer.user.id, other.user.id, admin.user.id]],
      );
      expect(joined[0].n).toBe(1);
    });

    it('makes exactly one membership of many parallel accepts of one e-mail invitation', async () => {
      const { id } = (await post(leader, `/api/teams/${teamId}/invitations`, { email: 'newcomer@example.com' }).expect(201)).body;
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(newcomer, `/api/team-invitations/${id}/accept`)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect((await teamEvents()).filter((t) => t === 'UserJoinedTeam')).toHaveLength(3); // leader, member, newcomer
    });
  });
});
