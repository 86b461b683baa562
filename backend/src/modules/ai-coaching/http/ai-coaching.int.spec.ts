import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from '../../../platform/config/app-config.js';
import { createApp } from '../../../create-app.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';

/** Parses a server-sent-events body into its events. */
function sseEvents(body: string): { event: string; data: any }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
      return { event, data };
    });
}

describe('AI coaching over HTTP, with the offline coach', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ADMIN_EMAILS: 'boss@example.com' }), db.url);
    owner = await signIn(app, 'owner@example.com');
    other = await signIn(app, 'other@example.com');
    admin = await signIn(app, 'boss@example.com');
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const start = (user: SignedInUser, body: object) => user.agent.post('/api/ai-coaching/sessions').set(user.headers).send(body);
  const chat = (user: SignedInUser, sessionId: string, message: string) =>
    user.agent.post('/api/ai-coaching/chat').set(user.headers).send({ sessionId, message });

  it('says the offline coach answers when no provider is set', async () => {
    const res = await owner.agent.get('/api/ai-coaching/coach').expect(200);
    expect(res.body).toEqual({ provider: 'offline', offline: true });
  });

  it('refuses a reflection without a topic and a role-play without a scenario with the spec texts, creating nothing', async () => {
    const noTopic = await start(owner, { sessionType: 'reflection', topic: '  ', messages: [], isActive: true }).expect(400);
    expect(noTopic.body.message).toBe('振り返りトピックを入力してください');
    const noScenario = await start(owner, { sessionType: 'roleplay', context: JSON.stringify({ id: 'unknown' }), messages: [], isActive: true }).expect(400);
    expect(noScenario.body.message).toBe('ロールプレイシナリオを選択してください');
    expect((await owner.agent.get('/api/ai-coaching/sessions').expect(200)).body).toEqual([]);
  });

  it('coaches across turns: GROW stages, one question each, citing the concept it draws on; streams as SSE', async () => {
    const started = await start(owner, { sessionType: 'coaching', topic: 'チームの対立' }).expect(201);
    expect(started.body.messages).toHaveLength(1);
    expect(started.body.messages[0].content).toContain('話してよかった');
    const sessionId = started.body.id;

    const first = await chat(owner, sessionId, '二人のメンバーの意見がぶつかって、会議が進みません').expect(200);
    expect(first.body.response).toContain('『氷山モデルの事例分析』');
    expect(first.body.message.citations).toEqual([{ id: 'worksheet:iceberg-example', title: '氷山モデルの事例分析' }]);
    expect(first.body.response).toContain('現状（Reality）');
    expect(first.body.response.match(/？/g)).toHaveLength(1);

    const streamed = await owner.agent
      .post('/api/ai-coaching/chat')
      .set(owner.headers)
      .set('Accept', 'text/event-stream')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      })
      .send({ sessionId, message: '会議で毎回同じ話になり、結論が出ないのが事実です' })
      .expect(200);
    expect(streamed.headers['content-type']).toMatch(/text\/event-stream/);
    expect(streamed.headers['content-encoding']).toBeUndefined();
    const events = sseEvents(streamed.body as string);
    expect(events[0].event).toBe('meta');
    const chunks = events.filter((e) => e.event === 'chunk').map((e) => e.data.text);
    expect(chunks.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.message.content).toBe(chunks.join(''));
    expect(done.data.message.content).toContain('選択肢（Options）');

    const session = (await owner.agent.get(`/api/ai-coaching/sessions/${sessionId}`).expect(200)).body;
    expect(session.messages.map((m: { role: string }) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(session.isPending).toBe(false);
  });

  it('refuses a blank message, an unknown session and someone else\'s session, changing nothing', async () => {
    const { body: session } = await start(owner, { sessionType: 'coaching' }).expect(201);
    const blank = await chat(owner, session.id, '   \n').expect(400);
    expect(blank.body.message).toBe('メッセージを入力してください');
    await chat(owner, '00000000-0000-4000-8000-000000000000', 'こんにちは').expect(404);
    const foreign = await chat(other, session.id, 'のぞき見').expect(404);
    expect(foreign.body.message).toBe('セッションが見つかりません');
    const after = (await owner.agent.get(`/api/ai-coaching/sessions/${session.id}`).expect(200)).body;
    expect(after.messages).toHaveLength(1);
  });

  it('lets one message be pending at a time: of parallel sends, one is answered and the others are 409', async () => {
    const { body: session } = await start(owner, { sessionType: 'coaching' }).expect(201);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => chat(owner, session.id, `目標は${i}番目のことです`)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const after = (await owner.agent.get(`/api/ai-coaching/sessions/${session.id}`).expect(200)).body;
    const users = after.messages.filter((m: { role: string }) => m.role === 'user').length;
    const assistants = after.messages.filter((m: { role: string }) => m.role === 'assistant').length;
    expect(assistants).toBe(users + 1);
  });

  it("keeps sessions and journal entries private: nobody else, admin included, reads them", async () => {
    const { body: session } = await start(owner, { sessionType: 'reflection', topic: '今週の1on1' }).expect(201);
    await owner.agent.post('/api/journal').set(owner.headers).send({ weekOf: '2026-11-25', practiceContent: '1on1で最初に聴くことに徹した' }).expect(201);
    for (const user of [other, admin]) {
      expect((await user.agent.get('/api/ai-coaching/sessions').expect(200)).body).toEqual([]);
      await user.agent.get(`/api/ai-coaching/sessions/${session.id}`).expect(404);
      expect((await user.agent.get('/api/journal').expect(200)).body).toEqual([]);
      const none = await user.agent.get('/api/ai-coaching/active-session').expect(200).expect('Content-Type', /application\/json/);
      expect(none.text).toBe('null');
      await user.agent.delete(`/api/ai-coaching/sessions/${session.id}`).set(user.headers).expect(404);
    }
    await owner.agent.get(`/api/ai-coaching/sessions/${session.id}`).expect(200);
  });

  it('writes a journal entry from the reflection guide with its AI summary, and computes insights from it', async () => {
    const user = await signIn(app, 'journal@example.com');
    const empty = await user.agent.post('/api/journal').set(user.headers).send({ weekOf: '2026-11-25', practiceContent: ' ' }).expect(400);
    expect(empty.body.message).toBe('振り返りの内容を一つ以上入力してください');
    const res = await user.agent
      .post('/api/journal')
      .set(user.headers)
      .send({ weekOf: '2026-11-26', practiceContent: '部下の話を最後まで聴いた', insights: '本音は不安だった', challenges: 'つい助言してしまう', goals: '質問を一つ増やす' })
      .expect(201);
    expect(res.body).toMatchObject({ weekOf: '2026-11-23', practiceContent: '部下の話を最後まで聴いた', isPublic: false });
    expect(res.body.aiSummary).toContain('質問を一つ増やす');
    const list = (await user.agent.get('/api/journal').expect(200)).body;
    expect(list.map((e: { id: string }) => e.id)).toEqual([res.body.id]);
    const insights = (await user.agent.get('/api/journal/insights').expect(200)).body;
    expect(insights.totalEntries).toBe(1);
    expect(insights.recentGoals).toEqual(['質問を一つ増やす']);
  });

  it('plays a role-play persona that opens up to open questions, and ends with a debrief', async () => {
    const { body: session } = await start(owner, { sessionType: 'roleplay', context: JSON.stringify({ id: 'low-motivation' }), messages: [], isActive: true }).expect(201);
    expect(session.context).toContain('モチベーション低下');
    expect(session.messages[0].content).toContain('高橋さん');
    const blamed = await chat(owner, session.id, 'なぜちゃんとやらないんですか').expect(200);
    expect(blamed.body.response).toMatch(/ちゃんと|やる気/);
    const opened = await chat(owner, session.id, '最近の仕事で、どんなことを感じていますか？').expect(200);
    expect(opened.body.response).toContain('成長している気がしない');
    const done = await owner.agent.post(`/api/ai-coaching/sessions/${session.id}/complete`).set(owner.headers).expect(200);
    expect(done.body.isActive).toBe(false);
    expect(done.body.debrief.concept.title).toBe('アクセルとブレーキ');
    expect(done.body.debrief.wentWell.join()).toContain('開かれた質問');
    expect(done.body.debrief.toTry.join()).toContain('責める');
    await chat(owner, session.id, 'まだ話せますか？').expect(409);
    const recommendations = (await owner.agent.get('/api/ai-coaching/recommendations').expect(200)).body;
    const mine = recommendations.filter((r: { sessionId: string }) => r.sessionId === session.id);
    expect(mine.length).toBeGreaterThan(0);
    await owner.agent.post(`/api/ai-coaching/sessions/${session.id}/recommendations/${mine[0].id}/complete`).set(owner.headers).expect(204);
    const after = (await owner.agent.get('/api/ai-coaching/recommendations').expect(200)).body;
    expect(after.find((r: { id: string }) => r.id === mine[0].id).isCompleted).toBe(true);
  });

  it('offers the coach\'s four scenarios next to the screen\'s six, and resumes a role-play left half-way where it was', async () => {
    const scenarios = (await owner.agent.get('/api/ai-coaching/scenarios').expect(200)).body as { id: string; offeredOn: string }[];
    expect(scenarios.filter((s) => s.offeredOn === 'roleplay')).toHaveLength(6);
    expect(scenarios.filter((s) => s.offeredOn === 'coach').map((s) => s.id)).toEqual(['difficult-employee', 'high-performer', 'potential-member', 'struggling-member']);
    const scenario = scenarios.find((s) => s.id === 'struggling-member');
    const { body: session } = await start(owner, { sessionType: 'roleplay', context: JSON.stringify(scenario), messages: [], isActive: true }).expect(201);
    await chat(owner, session.id, '最近どう？').expect(200);
    await chat(owner, session.id, 'それはつらかったね').expect(200);

    const resumed = (await owner.agent.get(`/api/ai-coaching/sessions/${session.id}`).expect(200)).body;
    expect(resumed.isActive).toBe(true);
    expect(resumed.messages.map((m: { role: string }) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(resumed.messages[3].content).toBe('それはつらかったね');
    expect(resumed.messages[4].content).toContain('同じところで間違えて');
    const listed = (await owner.agent.get('/api/ai-coaching/sessions').expect(200)).body;
    expect(listed.find((s: { id: string }) => s.id === session.id).isActive).toBe(true);

    const hint = await chat(owner, session.id, 'ほかにはどんなことがある？').expect(200);
    expect(hint.body.response).toContain('言いにくいこと');
    const concern = await chat(owner, session.id, 'ゆっくりでいいよ').expect(200);
    expect(concern.body.response).toContain('誰に聞けばいいのかわからなくて');
    const done = (await owner.agent.post(`/api/ai-coaching/sessions/${session.id}/complete`).set(owner.headers).expect(200)).body;
    expect(done.debrief.concernHeard).toBe(true);
    expect(done.debrief.turns).toEqual([
      { type: 'open', label: '開かれた質問', count: 2, quotes: ['最近どう？', 'ほかにはどんなことがある？'] },
      { type: 'empathy', label: '気持ちを受け止める言葉', count: 2, quotes: ['それはつらかったね', 'ゆっくりでいいよ'] },
    ]);
  });

  it('computes the stat cards from what the user did', async () => {
    const user = await signIn(app, 'stats@example.com');
    expect((await user.agent.get('/api/ai-coaching/stats').expect(200)).body).toEqual({
      completedSessions: 0,
      totalMessages: 0,
      activeWeeksOfLastFour: 0,
      activityThisWeek: 0,
    });
    const { body: session } = await start(user, { sessionType: 'coaching' }).expect(201);
    await chat(user, session.id, '来月までにチームの目標を決めたい').expect(200);
    await user.agent.post(`/api/ai-coaching/sessions/${session.id}/complete`).set(user.headers).expect(200);
    expect((await user.agent.get('/api/ai-coaching/stats').expect(200)).body).toEqual({
      completedSessions: 1,
      totalMessages: 1,
      activeWeeksOfLastFour: 1,
      activityThisWeek: 1,
    });
  });

  it('deletes a session with its messages', async () => {
    const { body: session } = await start(owner, { sessionType: 'planning' }).expect(201);
    await owner.agent.delete(`/api/ai-coaching/sessions/${session.id}`).set(owner.headers).expect(204);
    await owner.agent.get(`/api/ai-coaching/sessions/${session.id}`).expect(404);
    await chat(owner, session.id, 'まだありますか').expect(404);
  });

  it('answers a signed-out caller 401', async () => {
    await request(app.getHttpServer()).get('/api/ai-coaching/sessions').expect(401);
    await request(app.getHttpServer()).get('/api/journal').expect(401);
  });
});

/** A small OpenAI-compatible server: streams chat completions, or fails, or stops midway. */
function fakeOpenAi(mode: { current: 'ok' | 'fail' | 'cut' }) {
  const requests: any[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const parsed = JSON.parse(body);
      requests.push({ url: req.url, auth: req.headers.authorization, body: parsed });
      if (mode.current === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = ['「影響の輪」', 'で考えると、', 'いま変えられることは何ですか？'];
      const chunk = (content: string) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: parsed.model, choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
      res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: parsed.model, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}\n\n`);
      for (const piece of pieces.slice(0, mode.current === 'cut' ? 2 : 3)) res.write(chunk(piece));
      if (mode.current === 'cut') {
        setTimeout(() => res.destroy(), 50);
        return;
      }
      res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: parsed.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  return { server, requests };
}

describe('AI coaching through the openai provider (LangChain) against a local OpenAI-compatible server', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let user: SignedInUser;
  const mode = { current: 'ok' as 'ok' | 'fail' | 'cut' };
  const fake = fakeOpenAi(mode);

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    db = await createTestDatabase();
    app = await createApp(
      loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', AI_PROVIDER: 'openai', AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'test-key', AI_MODEL: 'local-model', AI_TIMEOUT_MS: '5000' }),
      db.url,
    );
    user = await signIn(app, 'llm@example.com');
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    fake.server.close();
  });

  it('streams the model\'s reply, grounded in the passages the system prompt carries, and stores it', async () => {
    mode.current = 'ok';
    expect((await user.agent.get('/api/ai-coaching/coach').expect(200)).body).toEqual({ provider: 'openai', offline: false });
    const { body: session } = await user.agent.post('/api/ai-coaching/sessions').set(user.headers).send({ sessionType: 'coaching' }).expect(201);
    const res = await user.agent.post('/api/ai-coaching/chat').set(user.headers).send({ sessionId: session.id, message: '上司の方針は変えられないので悩んでいます' }).expect(200);
    expect(res.body.response).toBe('「影響の輪」で考えると、いま変えられることは何ですか？');
    expect(res.body.message.cutOff).toBe(false);
    const sent = fake.requests.at(-1);
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({ model: 'local-model', stream: true });
    expect(sent.body.messages[0].role).toBe('system');
    expect(sent.body.messages[0].content).toContain('『影響の輪』');
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: '上司の方針は変えられないので悩んでいます' });
  });

  it('answers 502 with the §8 text when the provider fails, keeping the message and letting the user send again', async () => {
    mode.current = 'fail';
    const { body: session } = await user.agent.post('/api/ai-coaching/sessions').set(user.headers).send({ sessionType: 'coaching' }).expect(201);
    const res = await user.agent.post('/api/ai-coaching/chat').set(user.headers).send({ sessionId: session.id, message: '相談したいことがあります' }).expect(502);
    expect(res.body.message).toBe('メッセージの送信に失敗しました');
    const after = (await user.agent.get(`/api/ai-coaching/sessions/${session.id}`).expect(200)).body;
    expect(after.messages.map((m: { content: string }) => m.content).at(-1)).toBe('相談したいことがあります');
    expect(after.isPending).toBe(false);
    mode.current = 'ok';
    await user.agent.post('/api/ai-coaching/chat').set(user.headers).send({ sessionId: session.id, message: 'もう一度送ります' }).expect(200);
  });

  it('stores a reply cut off midway, marked so', async () => {
    mode.current = 'cut';
    const { body: session } = await user.agent.post('/api/ai-coaching/sessions').set(user.headers).send({ sessionType: 'coaching' }).expect(201);
    const res = await user.agent.post('/api/ai-coaching/chat').set(user.headers).send({ sessionId: session.id, message: '途中で切れる話' }).expect(502);
    expect(res.body.message).toBe('メッセージの送信に失敗しました');
    const after = (await user.agent.get(`/api/ai-coaching/sessions/${session.id}`).expect(200)).body;
    const last = after.messages.at(-1);
    expect(last).toMatchObject({ role: 'assistant', content: '「影響の輪」で考えると、', cutOff: true });
    mode.current = 'ok';
  });
});
