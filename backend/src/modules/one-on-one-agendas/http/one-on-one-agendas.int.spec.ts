import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { calendarDate } from '../../../platform/time/calendar.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, signInAll, type SignedInUser } from '../../../test-support/sign-in.js';

interface Agenda {
  role: string;
  approach: { label: string } | null;
  topics: { id: string; title: string; priority: number; responseWanted: string | null; addedBy: string; outcome: string | null }[];
  actionItems: { id: string; title: string; owner: string; done: boolean; carriedOver: boolean }[];
  catalogue: { id: string; name: string }[];
  isStale: boolean;
  suggestedTopics: { category: string }[];
  pastSessions: { sessionId: string; topics: { title: string; outcome: string | null }[]; actionItems: { title: string }[]; pulse: { clarity: number } | null }[];
}

describe('1on1 agendas over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let manager: SignedInUser;
  let colleague: SignedInUser;
  let admin: SignedInUser;
  let teamId: string;
  let clock: Clock;
  let seq = 0;

  const send = (who: SignedInUser, method: 'post' | 'put' | 'delete', path: string, body: object = {}) =>
    who.agent[method](path).set(who.headers).send(body);
  const agendaOf = async (who: SignedInUser, entryId: string) => (await who.agent.get(`/api/1on1-agendas/${entryId}`).expect(200)).body as Agenda;
  const today = () => calendarDate(clock.now(), 'Asia/Tokyo');

  async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const value = await ask();
      if (done(value) || attempt > 100) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * A 1on1 entry of the manager for a new company member of the team, linked by e-mail to a new
   * signed-in user of the team (a member e-mail is unique in the deployment, so one user each).
   */
  async function anEntry(): Promise<{ entryId: string; member: SignedInUser }> {
    seq += 1;
    const member = await signIn(app, `member${seq}@example.com`);
    await send(member, 'post', '/api/user-teams', { userId: member.user.id, teamId, isPrimaryTeam: true }).expect(201);
    const employeeId = (
      await send(manager, 'post', '/api/company-members', { teamId, firstName: `花子${seq}`, lastName: '佐藤', email: member.user.email }).expect(201)
    ).body.id;
    const entryId = (await send(manager, 'post', '/api/1on1-matrix', { employeeId, positionX: 0.8, positionY: 0.5 }).expect(201)).body.id;
    return { entryId, member };
  }

  async function recordSession(entryId: string): Promise<string> {
    const res = await send(manager, 'post', `/api/1on1-matrix/${entryId}/sessions`, { sessionDate: today(), approach: 'mixed', effectiveness: 4 }).expect(201);
    return res.body.id;
  }

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    ({ app } = testApp);
    clock = app.get<Clock>(CLOCK);
    [manager, colleague, admin] = await signInAll(app, ['manager@example.com', 'colleague@example.com', 'admin@example.com']);
    teamId = (await send(manager, 'post', '/api/teams', { name: '営業チーム' }).expect(201)).body.id;
    await manager.agent.put(`/api/teams/${teamId}/visibility`).set(manager.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
    await send(colleague, 'post', '/api/user-teams', { userId: colleague.user.id, teamId, isPrimaryTeam: true }).expect(201);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lets the member add topics with the response they want, and shows them to the manager beside the recommended approach', async () => {
    const { entryId, member } = await anEntry();
    await send(member, 'post', `/api/1on1-agendas/${entryId}/sessions/next/topics`, {
      title: 'キャリアの方向性',
      topicId: 'default-career',
      priority: 1,
      notes: '来期の役割について',
      responseWanted: 'think_together',
    }).expect(201);
    const answered = await send(member, 'post', `/api/1on1-agendas/${entryId}/sessions/next/topics`, {
      title: '最近忙しすぎる',
      priority: 2,
      responseWanted: 'listen',
    }).expect(201);
    expect(answered.body).toMatchObject({ role: 'member', approach: null });

    const seen = await agendaOf(manager, entryId);
    expect(seen.role).toBe('manager');
    expect(seen.approach?.label).toBe('信頼構築（母性的な優しさ）');
    expect(seen.topics).toEqual([
      expect.objectContaining({ title: 'キャリアの方向性', priority: 1, responseWanted: 'think_together', addedBy: 'member' }),
      expect.objectContaining({ title: '最近忙しすぎる', priority: 2, responseWanted: 'listen', addedBy: 'member' }),
    ]);
    await send(manager, 'post', `/api/1on1-agendas/${entryId}/sessions/next/topics`, { title: '来月の目標', priority: 3 }).expect(201);
    expect((await agendaOf(member, entryId)).topics.map((t) => [t.title, t.addedBy, t.responseWanted])).toEqual([
      ['キャリアの方向性', 'member', 'think_together'],
      ['最近忙しすぎる', 'member', 'listen'],
      ['来月の目標', 'manager', null],
    ]);
    expect((await member.agent.get('/api/1on1-agendas/mine').expect(200)).body).toEqual([
      expect.objectContaining({ entryId, topics: 3, openActionItems: 0 }),
    ]);
  });

  it('shows an agenda to its member and manager only: a colleague, an admin and a stranger get 404 and change nothing', async () => {
    const { entryId, member } = await anEntry();
    await send(member, 'post', `/api/1on1-agendas/${entryId}/sessions/next/topics`, { title: '相談', responseWanted: 'advice' }).expect(201);
    for (const who of [colleague, admin]) {
      const read = await who.agent.get(`/api/1on1-agendas/${entryId}`).expect(404);
      expect(read.body).toMatchObject({ statusCode: 404, message: '1on1のアジェンダが見つかりません' });
      await send(who, 'post', `/api/1on1-agendas/${entryId}/sessions/next/topics`, { title: '割り込み', responseWanted: 'listen' }).expect(404);
      await send(who, 'post', `/api/1on1-agendas/${entryId}/sessions/next/action-items`, { title: '割り込み', owner: 'member' }).expect(404);
    }
    expect((await colleague.agent.get('/api/1on1-agendas/mine').expect(200)).body).toEqual([]);
    expect((await agendaOf(manager, entryId)).topics.map((t) => t.title)).toEqual(['相談']);
  });

  it('keeps every topic when the member and the manager add many at once (no lost write)', async () => {
    const { entryId, member } = await anEntry();
    const adds = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? send(member, 'post', `/api/1on1-agendas/${entryId}/sessions/next/topics`, { title: `メンバーの議題${i}`, responseWanted: 'listen' })
        : send(manager, 'post', `/api/1on1-agendas/${entryId}/sessions/next/topics`, { title: `マネージャーの議題${i}` }),
    );
    expect((await Promise.all(adds)).map((res) => res.status)).toEqual(Array(12).fill(201));
    expect((await agendaOf(manager, entryId)).topics.map((t) => t.title).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? `メンバーの議題${i}` : `マネージャーの議題${i}`)).sort(),
    );
  });

  it.each([
    [{ title: '   ', responseWanted: 'listen' }, '議題を入力してください'],
    [{ title: '評価', priority: 4, responseWanted: 'listen' }, '優先度は1から3の整数で指定してください'],
    [{ title: '評価', priority: 0, responseWanted: 'listen' }, '優先度は1から3の整数で指定してください'],
    [{ title: '評価' }, '希望する関わり方（具体的なアドバイス・一緒に考える・ただ聞いてほしい）を選んでください'],
    [{ title: '評価', responseWanted: 'shout' }, '希望する関わり方（具体的なアドバイス・一緒に考える・ただ聞いてほしい）を選んでください'],
  ])('refuses the topic %j with a clear 400 and adds nothing', async (body, message) => {
    const { entryId, member } = await anEntry();
    const res = await send(member, 'post', `/api/1on1-agendas/${entryId}/sessions/next/topics`, body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect((await agendaOf(member, entryId)).topics).toEqual([]);
  });

  it('closes the agenda when the session is recorded: the record is read-only and the open action item carries over until the member closes it', async () => {
    const { entryId, member } = await anEntry();
    let agenda = (await send(member, 'post', `/api/1on1-agendas/${entryId}/sessions/next/topics`, { title: '業務量', responseWanted: 'advice' }).expect(201))
      .body as Agenda;
    const itemId = agenda.topics[0].id;
    await send(member, 'put', `/api/1on1-agendas/${entryId}/sessions/next/topics/${itemId}/outcome`, { outcome: '自分で書く' }).expect(403);
    await send(manager, 'put', `/api/1on1-agendas/${entryId}/sessions/next/topics/${itemId}/outcome`, { outcome: '優先順位を週次で見直す' }).expect(200);
    await send(manager, 'post', `/api/1on1-agendas/${entryId}/sessions/next/action-items`, { title: '週次で優先順位を共有する', owner: 'member', dueDate: today() }).expect(201);
    const dueYesterday = await send(manager, 'post', `/api/1on1-agendas/${entryId}/sessions/next/action-items`, { title: '昨日まで', owner: 'member', dueDate: '2000-01-01' }).expect(400);
    expect(dueYesterday.body.message).toBe('期限には今日以降の日付を指定してください');
    await send(manager, 'post', `/api/1on1-agendas/${entryId}/sessions/next/action-items`, { title: ' ', owner: 'manager' }).expect(400);

    const sessionId = await recordSession(entryId);
    agenda = await eventually(() => agendaOf(member, entryId), (a) => a.pastSessions.length === 1);
    expect(agenda.topics).toEqual([]);
    expect(agenda.pastSessions[0]).toMatchObject({
      sessionId,
      topics: [{ title: '業務量', outcome: '優先順位を週次で見直す' }],
      actionItems: [{ title: '週次で優先順位を共有する' }],
      pulse: null,
    });
    expect(agenda.actionItems).toEqual([expect.objectContaining({ title: '週次で優先順位を共有する', carriedOver: true, done: false })]);

    // The held session's record is read-only.
    const late = await send(manager, 'post', `/api/1on1-agendas/${entryId}/sessions/${sessionId}/action-items`, { title: '後から追加', owner: 'manager' }).expect(409);
    expect(late.body.message).toBe('実施済みの1on1の記録は変更できません');
    await send(manager, 'put', `/api/1on1-agendas/${entryId}/sessions/${sessionId}/topics/${itemId}/outcome`, { outcome: '書き換え' }).expect(409);
    await send(member, 'post', `/api/1on1-agendas/${entryId}/sessions/${sessionId}/topics`, { title: '後から', responseWanted: 'listen' }).expect(409);
    expect((await agendaOf(manager, entryId)).pastSessions[0]).toMatchObject({ topics: [{ outcome: '優先順位を週次で見直す' }], actionItems: [{ title: '週次で優先順位を共有する' }] });

    // Still open at the next session: it carries over again, until the member closes it.
    const next = await recordSession(entryId);
    agenda = await eventually(() => agendaOf(member, entryId), (a) => a.pastSessions.some((s) => s.sessionId === next));
    const [carried] = agenda.actionItems;
    expect(carried).toMatchObject({ carriedOver: true });
    await send(manager, 'put', `/api/1on1-agendas/${entryId}/action-items/${carried.id}/done`).expect(403);
    await send(member, 'put', `/api/1on1-agendas/${entryId}/action-items/${carried.id}/done`).expect(200);
    expect((await agendaOf(manager, entryId)).actionItems).toEqual([]);
  });

  it('takes one pulse from the member after a held session, seen by the member and the manager only', async () => {
    const { entryId, member } = await anEntry();
    const early = await send(member, 'put', `/api/1on1-agendas/${entryId}/sessions/next/pulse`, { clarity: 4 }).expect(400);
    expect(early.body.message).toBe('振り返りは1on1の実施後に回答できます');
    const sessionId = await recordSession(entryId);
    await eventually(() => agendaOf(member, entryId), (a) => a.pastSessions.length === 1);
    const pulse = `/api/1on1-agendas/${entryId}/sessions/${sessionId}/pulse`;
    await send(member, 'put', pulse, { clarity: 6 }).expect(400);
    await send(manager, 'put', pulse, { clarity: 5 }).expect(403);
    await send(colleague, 'put', pulse, { clarity: 1 }).expect(404);
    await send(member, 'put', pulse, { clarity: 4, comment: '次にやることが分かった' }).expect(200);
    expect((await send(member, 'put', pulse, { clarity: 2 }).expect(409)).body.message).toBe('この1on1の振り返りは回答済みです');
    expect((await agendaOf(manager, entryId)).pastSessions[0].pulse).toEqual({ clarity: 4, comment: '次にやることが分かった' });
  });

  it("keeps each team's topic catalogue: seeded with the defaults, managed by its leaders, deactivated rather than deleted", async () => {
    const catalogue = (await colleague.agent.get(`/api/1on1-agendas/teams/${teamId}/topics`).expect(200)).body;
    expect(catalogue).toMatchObject({ canManage: false });
    expect(catalogue.topics.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['キャリアの方向性', 'マネージャーへのフィードバック']));
    await send(colleague, 'post', `/api/1on1-agendas/teams/${teamId}/topics`, { name: '副業', category: 'career' }).expect(403);
    await send(manager, 'post', `/api/1on1-agendas/teams/${teamId}/topics`, { name: '  ', category: 'career' }).expect(400);
    const added = await send(manager, 'post', `/api/1on1-agendas/teams/${teamId}/topics`, { name: '副業', category: 'career' }).expect(201);
    expect(added.body.topics.at(-1)).toMatchObject({ name: '副業', categoryLabel: 'キャリア', isActive: true });
    expect(added.body.topics).toHaveLength(catalogue.topics.length + 1);
    await send(manager, 'post', `/api/1on1-agendas/teams/${teamId}/topics`, { name: 'ＦＵＫＵＧＹＯＵ', category: 'other' }).expect(201);
    await send(manager, 'post', `/api/1on1-agendas/teams/${teamId}/topics`, { name: 'fukugyou', category: 'other' }).expect(409);

    const off = await send(manager, 'put', `/api/1on1-agendas/teams/${teamId}/topics/default-workload/active`, { isActive: false }).expect(200);
    expect(off.body.topics.find((t: { id: string }) => t.id === 'default-workload')).toMatchObject({ isActive: false });
    const { entryId, member } = await anEntry();
    expect((await agendaOf(member, entryId)).catalogue.map((t) => t.id)).not.toContain('default-workload');
    const inactive = await send(member, 'post', `/api/1on1-agendas/${entryId}/sessions/next/topics`, {
      title: '業務量と優先順位',
      topicId: 'default-workload',
      responseWanted: 'advice',
    }).expect(400);
    expect(inactive.body.message).toBe('このトピックは現在使われていません');
    expect((await agendaOf(member, entryId)).topics).toEqual([]);
  });

  it('suggests topics for the quadrant to the manager when the 1on1 is stale', async () => {
    const { entryId } = await anEntry();
    const fresh = await agendaOf(manager, entryId);
    expect(fresh).toMatchObject({ isStale: false, suggestedTopics: [] });
    const realNow = clock.now.bind(clock);
    const spy = jest.spyOn(clock, 'now').mockImplementation(() => new Date(realNow().getTime() + 20 * 86_400_000));
    try {
      const stale = await agendaOf(manager, entryId);
      expect(stale.isStale).toBe(true);
      // 信頼構築: how they are, how they face the work, how much they carry (workload may be deactivated by now).
      const categories = stale.suggestedTopics.map((t: { category: string }) => t.category);
      expect(categories).toEqual(expect.arrayContaining(['mindset', 'wellbeing']));
      expect(categories.every((c: string) => ['wellbeing', 'mindset', 'workload'].includes(c))).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});
