import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { SAMPLE_MEMBERS, SAMPLE_TEAM } from '../sample-team-data.js';

interface Team { id: string; name: string; leaderId: string; isMember: boolean }

describe('POST /api/sample-team', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let events: pg.Pool;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    events = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
  });
  afterAll(async () => {
    await events.end();
    await testApp.close();
  });

  const click = (who: SignedInUser) => who.agent.post('/api/sample-team').set(who.headers).send();
  const sampleTeams = async (who: SignedInUser) =>
    ((await who.agent.get('/api/teams').expect(200)).body as Team[]).filter((t) => t.name === SAMPLE_TEAM.name && t.leaderId === who.user.id);

  it('builds a team the user leads, with fictional members on the MS board and a 1on1 board with sessions', async () => {
    const user = await signIn(app, 'trial@example.com');
    const res = await click(user).expect(201);
    const teamId = (res.body as { id: string }).id;

    const [team] = await sampleTeams(user);
    expect(team).toMatchObject({ id: teamId, isMember: true });

    const board = (await user.agent.get(`/api/ms-matrix/team/${teamId}`).expect(200)).body as { memberName: string }[];
    expect(board.map((e) => e.memberName).sort()).toEqual(SAMPLE_MEMBERS.map((m) => `${m.lastName} ${m.firstName}`).sort());
    const trails = (await user.agent.get(`/api/ms-matrix/growth-history/${teamId}`).expect(200)).body as { history: unknown[] }[];
    expect(trails.every((t) => t.history.length === 3)).toBe(true);

    const oneOnOnes = (await user.agent.get(`/api/1on1-matrix/manager?teamId=${teamId}`).expect(200)).body as { id: string; managerId: string }[];
    expect(oneOnOnes).toHaveLength(SAMPLE_MEMBERS.filter((m) => m.oneOnOne).length);
    expect(oneOnOnes.every((e) => e.managerId === user.user.id)).toBe(true);
    const sessions = (await user.agent.get(`/api/1on1-matrix/${oneOnOnes[0].id}/sessions`).expect(200)).body as unknown[];
    expect(sessions).toHaveLength(1);
  });

  it('answers the same team to a second click and to 5 clicks at once: one team per user', async () => {
    const user = await signIn(app, 'clicker@example.com');
    const answers = await Promise.all(Array.from({ length: 5 }, () => click(user)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((r) => (r.body as { id: string }).id));
    expect(ids.size).toBe(1);
    const again = await click(user).expect(201);
    expect(ids.has((again.body as { id: string }).id)).toBe(true);
    expect(await sampleTeams(user)).toHaveLength(1);
    const board = (await user.agent.get(`/api/ms-matrix/team/${[...ids][0]}`).expect(200)).body as unknown[];
    expect(board).toHaveLength(SAMPLE_MEMBERS.length);
  });

  it('builds a new sample team after the user deleted theirs', async () => {
    const user = await signIn(app, 'deleter@example.com');
    const first = ((await click(user).expect(201)).body as { id: string }).id;
    await user.agent.delete(`/api/teams/${first}`).set(user.headers).expect(204);
    const second = ((await click(user).expect(201)).body as { id: string }).id;
    expect(second).not.toBe(first);
    expect((await sampleTeams(user)).map((t) => t.id)).toEqual([second]);
  });

  it('asks a signed-out visitor to sign in (401) and changes nothing', async () => {
    const agent = request.agent(app.getHttpServer());
    const first = await agent.get('/api/auth/user').expect(401);
    const token = ((first.headers['set-cookie'] as unknown as string[]) ?? []).map((line) => /^XSRF-TOKEN=([^;]+)/.exec(line)?.[1]).find(Boolean)!;
    const count = async () => (await events.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0].n;
    const before = await count();
    const res = await agent.post('/api/sample-team').set('X-XSRF-TOKEN', token).send();
    expect(res.status).toBe(401);
    expect(await count()).toBe(before);
  });
});
