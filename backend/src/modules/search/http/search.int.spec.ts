import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

interface Hit {
  kind: string;
  id: string;
  title: string;
  breadcrumb: string[];
  snippet: string;
  highlights: { start: number; length: number }[];
  titleHighlights: { start: number; length: number }[];
}
interface Answer {
  hits: Hit[];
  unmatched: string[];
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('the global search over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  let host: SignedInUser;
  const ids: Record<string, string> = {};

  const search = async (who: SignedInUser, query: Record<string, string>) => (await who.agent.get('/api/search').query(query).expect(200)).body as Answer;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'search-admin@example.com' });
    ({ app } = testApp);
    [admin, member, host] = await Promise.all([
      signIn(app, 'search-admin@example.com'),
      signIn(app, 'search-member@example.com'),
      signIn(app, 'search-host@example.com'),
    ]);
    await admin.agent.post('/api/knowledge-base/seed').set(admin.headers).send({}).expect(200);
    await admin.agent.post('/api/learning-content/seed').set(admin.headers).send({}).expect(200);
    const post = async (title: string, content: string) =>
      (await member.agent.post('/api/forum/posts').set(member.headers).send({ title, content, categoryId: 'one-on-one-practice' }).expect(201)).body.id as string;
    ids.post = await post('部下との信頼関係に悩んでいます', '1on1で本音を話してもらえません。');
    ids.deleted = await post('信頼を取り戻したい（削除予定）', 'あとで消します。');
    await member.agent.delete(`/api/forum/posts/${ids.deleted}`).set(member.headers).expect(204);
    const event = async (title: string, isPublic: boolean) =>
      (
        await host.agent
          .post('/api/events')
          .set(host.headers)
          .send({ title, description: '信頼される上司になるための勉強会', eventType: 'webinar', platform: 'zoom', startTime: inHours(24), endTime: inHours(25), maxParticipants: 50, isRecorded: false, isPublic, requiresApproval: false })
          .expect(201)
      ).body.id as string;
    ids.publicEvent = await event('信頼関係づくり勉強会', true);
    ids.privateEvent = await event('信頼の非公開ミーティング', false);
  }, 120_000);
  afterAll(() => testApp.close());

  it('finds knowledge, forum posts and events by a reading, each with what it is and where it lives', async () => {
    const { hits, unmatched } = await search(member, { q: 'しんらい' });
    expect(unmatched).toEqual([]);
    const knowledge = hits.filter((hit) => hit.kind === 'knowledge');
    expect(knowledge[0]).toMatchObject({ id: 'ownership-one-on-one-matrix', breadcrumb: ['ナレッジ', '全員経営', expect.stringMatching(/^第\d+章 /)] });
    expect(hits.find((hit) => hit.kind === 'forum')).toMatchObject({ id: ids.post, breadcrumb: ['フォーラム', '1on1実践'] });
    const event = hits.find((hit) => hit.id === ids.publicEvent)!;
    expect(event).toMatchObject({ kind: 'event', title: '信頼関係づくり勉強会', breadcrumb: ['イベント', expect.stringMatching(/年.+月.+日$/)] });
    expect(event.titleHighlights.map(({ start, length }) => event.title.slice(start, start + length))).toContain('信頼');
    // Hits of equal match quality (here: a reading, in no title or passage as typed) come in a fixed order of kinds, best first within each.
    const kinds = hits.map((hit) => hit.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => ['knowledge', 'forum', 'event', 'learning'].indexOf(a) - ['knowledge', 'forum', 'event', 'learning'].indexOf(b)));
  });

  it('lists the better match first across kinds: an event whose title is the query before knowledge passages about its words', async () => {
    const { hits } = await search(member, { q: '信頼関係づくり勉強会' });
    expect(hits[0]).toMatchObject({ kind: 'event', id: ids.publicEvent });
    expect(hits.some((hit) => hit.kind === 'knowledge')).toBe(true);
  });

  it('finds nothing the reader may not open: a deleted post, an unlisted event (but its host and a team admin do)', async () => {
    const { hits } = await search(member, { q: '信頼' });
    expect(hits.map((hit) => hit.id)).not.toContain(ids.deleted);
    expect(hits.map((hit) => hit.id)).not.toContain(ids.privateEvent);
    expect((await search(host, { q: '信頼', kinds: 'event' })).hits.map((hit) => hit.id)).toContain(ids.privateEvent);
    // 心の叫び (anonymous posts) are never searched: no kind leads to them or their authors.
    expect(new Set(hits.map((hit) => hit.kind))).toEqual(new Set(['knowledge', 'forum', 'event', 'learning']));
  });

  it('searches only the kinds asked for, and says which part of the query was found nowhere', async () => {
    const { hits } = await search(member, { q: '信頼', kinds: 'forum,event', limit: '1' });
    expect(hits.map((hit) => hit.kind)).toEqual(['forum', 'event']);
    const answer = await search(member, { q: 'xyzzy 信頼' });
    expect(answer.unmatched).toEqual(['xyzzy']);
    expect(answer.hits.length).toBeGreaterThan(0);
  });

  it('answers odd queries with results or a clear 400, never a 500', async () => {
    const refused = async (q: string, expected: string) => {
      const res = await member.agent.get('/api/search').query({ q }).expect(400);
      expect(String(res.body.message)).toContain(expected);
    };
    await refused('', '検索語は3文字以上（日本語は2文字以上）');
    await refused('ab', '検索語は3文字以上（日本語は2文字以上）');
    await refused('a'.repeat(10_000), '200文字以内');
    await refused('😀😀😀', '検索語は3文字以上');
    await member.agent.get('/api/search').expect(400);
    await member.agent.get('/api/search').query({ q: '信頼', kinds: 'members,forum' }).expect(400);
    expect((await search(member, { q: '信頼\ud83d' })).hits.length).toBeGreaterThan(0);
    expect((await search(member, { q: '😀信頼😀' })).hits.length).toBeGreaterThan(0);
    await search(member, { q: "信頼'; DROP TABLE forum_posts; --" });
    await search(member, { q: '%_\\ 信頼 OR 1=1' });
    expect((await search(member, { q: '信頼', kinds: 'forum' })).hits.map((hit) => hit.id)).toContain(ids.post);
  });

  it('is for signed-in users only', async () => {
    await request(app.getHttpServer()).get('/api/search').query({ q: '信頼' }).expect(401);
  });
});
