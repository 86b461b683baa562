import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { testApp } from '../../../test-support/test-app.js';

interface Source {
  kind: string;
  id: string;
}

describe('GET /api/ai-coaching/insights: the caller’s own sessions and journal over time', () => {
  const t = testApp();
  let owner: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    owner = await signIn(t.app, 'insights-owner@example.com');
    other = await signIn(t.app, 'insights-other@example.com');
  });

  const coach = async (user: SignedInUser, topic: string, answers: readonly string[], complete: boolean) => {
    const { body: session } = await user.agent.post('/api/ai-coaching/sessions').set(user.headers).send({ sessionType: 'coaching', topic }).expect(201);
    for (const message of answers) await user.agent.post('/api/ai-coaching/chat').set(user.headers).send({ sessionId: session.id, message }).expect(200);
    if (complete) await user.agent.post(`/api/ai-coaching/sessions/${session.id}/complete`).set(user.headers).expect(200);
    return session.id as string;
  };
  const write = (user: SignedInUser, body: object) => user.agent.post('/api/journal').set(user.headers).send({ weekOf: '2026-11-23', ...body }).expect(201);
  const insightsOf = async (user: SignedInUser) => (await user.agent.get('/api/ai-coaching/insights').expect(200)).body;

  it('answers empty figures before anything was said', async () => {
    const body = await insightsOf(owner);
    expect(body).toMatchObject({ sessionCount: 0, entryCount: 0, themes: [], goals: [], goalsFollowedUp: 0, highlights: [] });
    expect(body.grow.stages.map((s: { key: string }) => s.key)).toEqual(['goal', 'reality', 'options', 'will']);
    expect(body.activity).toHaveLength(8);
  });

  it('computes themes, goals and their follow-up, the GROW balance and the activity from the owner’s data only', async () => {
    const delegation = await coach(
      owner,
      '仕事を任せられない',
      [
        '佐藤さんに仕事を任せられず、自分で抱え込んでいます。',
        '忙しくて残業が続き、任せても手戻りが怖いです。',
        '週次の定例資料なら任せられそうです。',
        '佐藤さんに定例資料の作成を任せ、金曜に一緒に見直します。',
      ],
      true,
    );
    const feedback = await coach(owner, '鈴木さんへのフィードバック', ['鈴木さんのミスをどう指摘すればいいか迷っています。'], false);
    const { body: entry } = await write(owner, {
      title: '任せてみた一週間',
      practiceContent: '佐藤さんに定例資料の作成を任せてみた。金曜に一緒に見直した。',
      insights: '任せると佐藤さんも意欲的だった。',
      goals: '鈴木さんとの1on1で最初の5分は近況を聞く',
    });
    // Someone else's words about the same themes never show in the owner's insights, nor the owner's in theirs.
    const foreign = await coach(other, '部下に任せられない', ['任せるのが怖くて抱え込んでいます。'], false);

    const body = await insightsOf(owner);
    expect(body.sessionCount).toBe(2);
    expect(body.entryCount).toBe(1);
    const ids = JSON.stringify(body);
    expect(ids).not.toContain(foreign);
    const delegationTheme = body.themes.find((theme: { key: string }) => theme.key === 'delegation');
    expect(delegationTheme.count).toBe(2);
    expect(delegationTheme.sources.map((s: Source) => [s.kind, s.id])).toEqual([
      ['journal', entry.id],
      ['session', delegation],
    ]);
    expect(body.themes.find((theme: { key: string }) => theme.key === 'feedback').sources.map((s: Source) => s.id)).toEqual([feedback]);

    const fromSession = body.goals.find((g: { source: Source }) => g.source.id === delegation);
    expect(fromSession.followUps.map((s: Source) => s.id)).toEqual([entry.id]);
    const fromJournal = body.goals.find((g: { source: Source }) => g.source.id === entry.id);
    expect(fromJournal).toMatchObject({ text: '鈴木さんとの1on1で最初の5分は近況を聞く', followUps: [], completed: false });
    expect(body.goalsFollowedUp).toBe(1);

    expect(body.grow.sessions).toBe(2);
    // As the coach read the threads: the feedback session's one message tells the situation
    // (reality), not a goal; the delegation session went through all four stages.
    expect(body.grow.stages.map((s: { reached: number }) => s.reached)).toEqual([1, 2, 1, 1]);
    const thisWeek = body.activity[body.activity.length - 1];
    expect(thisWeek).toMatchObject({ messages: 5, entries: 1, sessions: 2 });
    expect(body.highlights.map((h: { kind: string }) => h.kind)).toEqual(['theme', 'goal-open', 'grow-stop']);

    const theirs = await insightsOf(other);
    expect(theirs.sessionCount).toBe(1);
    expect(JSON.stringify(theirs)).not.toContain(delegation);
    expect(JSON.stringify(theirs)).not.toContain(entry.id);
    expect(theirs.goals).toEqual([]);
  });

  it('answers a signed-out caller 401', async () => {
    const { default: request } = await import('supertest');
    await request(t.app.getHttpServer()).get('/api/ai-coaching/insights').expect(401);
  });
});
