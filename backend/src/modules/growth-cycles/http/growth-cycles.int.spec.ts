import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';

interface Cycle {
  id: string;
  userId: string;
  ownerName: string;
  title: string;
  status: string;
  isPublic: boolean;
  supporterMembers: string[];
  supporters: { userId: string; displayName: string }[];
  buddyExperience: number;
  buddyLevel: number;
  buddyProgress: number;
  buddyStage: string;
  buddyEvolutions: { fromLevel: number; toLevel: number }[];
  feedbackCount: number;
  feedForwardCount: number;
  completedAt: string | null;
}

describe('growth cycles over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let events: pg.Pool;
  let owner: SignedInUser;
  let colleague: SignedInUser;
  let outsider: SignedInUser;

  const mine = async (who: SignedInUser) => (await who.agent.get('/api/pffr/growth-cycles').expect(200)).body as Cycle[];
  const community = async (who: SignedInUser) => (await who.agent.get('/api/pffr/growth-cycles/community').expect(200)).body as Cycle[];
  const received = async (cycleId: string) =>
    (await owner.agent.get(`/api/pffr/growth-cycles/${cycleId}/received`).expect(200)).body as {
      feedback: { id: string; fromUserName: string; message: string; emotionBadges: string[]; experiencePoints: number }[];
      feedForward: { id: string; originalMessage: string; transformedMessage: string; category: string; thankedAt: string | null }[];
    };
  const eventCount = async () => (await events.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'growth-cycle-%'`)).rows[0].n;
  const aCycle = async (who: SignedInUser, body: object = {}) =>
    (await post(who, '/api/pffr/growth-cycles', { title: '傾聴を習慣にする', targetBehaviors: '1on1で相手の話を最後まで聴く', ...body }).expect(201)).body as Cycle;
  const praise = (who: SignedInUser, growthCycleId: string | undefined, body: object = {}) =>
    post(who, '/api/pffr/feedback', { growthCycleId, message: '会議での傾聴が素晴らしかったです', ...body });
  const cheer = (who: SignedInUser, growthCycleId: string, body: object = {}) =>
    post(who, '/api/pffr/feed-forward', { growthCycleId, originalMessage: '次は質問を一つ増やしてみてはどうでしょう', category: 'new_step', ...body });

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    events = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [owner, colleague, outsider] = await signInAll(app, ['owner@example.com', 'colleague@example.com', 'outsider@example.com']);
    const teamId = (await post(owner, '/api/teams', { name: '営業チーム' }).expect(201)).body.id as string;
    await owner.agent.put(`/api/teams/${teamId}/visibility`).set(owner.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
    await post(colleague, '/api/user-teams', { userId: colleague.user.id, teamId, isPrimaryTeam: true }).expect(201);
  });
  afterAll(async () => {
    await events.end();
    await testApp.close();
  });

  it('takes a supporter from outside the owner\'s teams (anyone in the organisation), and refuses an unknown one, changing nothing', async () => {
    const cycle = await aCycle(owner, { supporterMembers: [outsider.user.id] });
    expect(cycle.supporters).toEqual([{ userId: outsider.user.id, displayName: expect.any(String) }]);

    const before = await eventCount();
    const refused = await post(owner, '/api/pffr/growth-cycles', {
      title: '傾聴',
      targetBehaviors: '1on1で相手の話を最後まで聴く',
      supporterMembers: [outsider.user.id, 'no-such-user'],
    }).expect(400);
    expect(refused.body.message).toBe('応援メンバーに存在しないユーザーが含まれています');
    expect(await eventCount()).toBe(before);
    await post(owner, `/api/pffr/growth-cycles/${cycle.id}/complete`).expect(200);
  });

  it.each([
    ['an empty title', { title: '' }, 'タイトルは必須です'],
    ['a title of 101 characters', { title: 'あ'.repeat(101) }, 'タイトルは100文字以内で入力してください'],
    ['target behaviours of 4 characters', { targetBehaviors: '短い目標' }, '目標行動は10文字以上で入力してください'],
    ['target behaviours of 1001 characters', { targetBehaviors: 'あ'.repeat(1001) }, '目標行動は1000文字以内で入力してください'],
  ])('refuses a cycle with %s with the exact message of spec §5, appending nothing', async (_label, overrides, message) => {
    const before = await eventCount();
    const res = await post(owner, '/api/pffr/growth-cycles', { title: '傾聴', targetBehaviors: '1on1で相手の話を最後まで聴く', ...overrides }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
    expect(await eventCount()).toBe(before);
  });

  it('runs a cycle: praise and cheers move the buddy, the owner thanks once and completes it', async () => {
    const cycle = await aCycle(owner, { supporterMembers: [colleague.user.id], description: '聴く力を伸ばす' });
    expect(cycle).toMatchObject({ status: 'active', isPublic: true, buddyLevel: 1, buddyExperience: 0, buddyStage: 'beginner', completedAt: null });
    expect(cycle.supporters).toEqual([{ userId: colleague.user.id, displayName: expect.any(String) }]);
    expect((await owner.agent.get('/api/pffr/growth-cycles/active').expect(200)).body.cycle.id).toBe(cycle.id);
    expect((await community(colleague)).map((c) => c.id)).toContain(cycle.id);
    expect((await community(owner)).map((c) => c.id)).not.toContain(cycle.id);

    const feedback = await praise(colleague, cycle.id, { emotionBadges: ['amazing', 'helpful'], experiencePoints: 10, toUserId: owner.user.id }).expect(201);
    expect(feedback.body).toMatchObject({ growthCycleId: cycle.id, fromUserId: colleague.user.id, toUserId: owner.user.id, experiencePoints: 10 });
    const feedForward = await cheer(colleague, cycle.id, { skillTreeAbility: 'communication' }).expect(201);
    expect(feedForward.body).toMatchObject({ transformedMessage: feedForward.body.originalMessage, category: 'new_step', experiencePoints: 5 });

    const [now] = await mine(owner);
    expect(now).toMatchObject({ buddyExperience: 15, buddyProgress: 15, feedbackCount: 1, feedForwardCount: 1 });
    const gifts = await received(cycle.id);
    expect(gifts.feedback).toEqual([expect.objectContaining({ emotionBadges: ['amazing', 'helpful'], fromUserName: expect.any(String) })]);
    expect(gifts.feedForward).toEqual([expect.objectContaining({ id: feedForward.body.id, thankedAt: null })]);
    await colleague.agent.get(`/api/pffr/growth-cycles/${cycle.id}/received`).expect(404);

    const thanks = `/api/pffr/growth-cycles/${cycle.id}/feed-forward/${feedForward.body.id}/thanks`;
    expect((await post(colleague, thanks).expect(403)).body.message).toBe('この操作は成長サイクルの作成者だけが行えます');
    await post(owner, thanks).expect(204);
    expect((await post(owner, thanks).expect(409)).body.message).toBe('このフィードフォワードには既にお礼を伝えました');
    expect((await received(cycle.id)).feedForward[0].thankedAt).not.toBeNull();

    expect((await post(colleague, `/api/pffr/growth-cycles/${cycle.id}/complete`).expect(403)).body.message).toBe(
      'この操作は成長サイクルの作成者だけが行えます',
    );
    const completed = (await post(owner, `/api/pffr/growth-cycles/${cycle.id}/complete`).expect(200)).body as Cycle;
    expect(completed).toMatchObject({ status: 'completed', buddyExperience: 15, completedAt: expect.any(String) });
    expect((await post(owner, `/api/pffr/growth-cycles/${cycle.id}/complete`).expect(409)).body.message).toBe('この成長サイクルは既に完了しています');
    expect((await owner.agent.get('/api/pffr/growth-cycles/active').expect(200)).body).toEqual({ cycle: null });
    expect((await community(colleague)).map((c) => c.id)).not.toContain(cycle.id);
  });

  it('refuses praise and cheers that break a rule with a clear 4xx and changes nothing', async () => {
    const open = await aCycle(owner);
    const secret = await aCycle(owner, { isPublic: false });
    const done = await aCycle(owner);
    await post(owner, `/api/pffr/growth-cycles/${done.id}/complete`).expect(200);
    const before = { events: await eventCount(), cycles: await mine(owner), open: await received(open.id) };

    const cases: [Promise<{ status: number; body: { message: unknown } }>, number, string][] = [
      [praise(colleague, undefined), 400, '対象の成長サイクルが選択されていません'],
      [praise(colleague, ''), 400, '対象の成長サイクルが選択されていません'],
      [post(colleague, '/api/pffr/feed-forward', { originalMessage: '次は質問を増やしてみては', category: 'new_step' }), 400, '対象の成長サイクルが選択されていません'],
      [praise(owner, open.id), 403, '自分の成長サイクルにはフィードバックできません'],
      [cheer(owner, open.id), 403, '自分の成長サイクルにはフィードフォワードできません'],
      [praise(colleague, done.id), 409, 'この成長サイクルは既に完了しています'],
      [cheer(colleague, done.id), 409, 'この成長サイクルは既に完了しています'],
      [praise(colleague, secret.id), 404, '成長サイクルが見つかりません'],
      [cheer(colleague, secret.id), 404, '成長サイクルが見つかりません'],
      [praise(colleague, 'no-such-cycle'), 404, '成長サイクルが見つかりません'],
      [praise(colleague, open.id, { message: '短い感想' }), 400, 'フィードバックは10文字以上で入力してください'],
      [praise(colleague, open.id, { message: 'あ'.repeat(501) }), 400, 'フィードバックは500文字以内で入力してください'],
      [praise(colleague, open.id, { experiencePoints: 11 }), 400, '経験値は1から10の整数で指定してください'],
      [praise(colleague, open.id, { toUserId: colleague.user.id }), 400, '宛先のユーザーがこの成長サイクルの作成者と一致しません'],
      [cheer(colleague, open.id, { originalMessage: '短い提案' }), 400, 'メッセージは10文字以上で入力してください'],
      [cheer(colleague, open.id, { originalMessage: 'あ'.repeat(501) }), 400, 'メッセージは500文字以内で入力してください'],
      [post(colleague, `/api/pffr/growth-cycles/${secret.id}/complete`), 404, '成長サイクルが見つかりません'],
    ];
    for (const [request, status, message] of cases) {
      const res = await request;
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    const badCategory = await cheer(colleague, open.id, { category: 'advice' }).expect(400);
    expect(badCategory.body.message).toEqual(['category: カテゴリーを選択してください']);
    // The form's other choices: a badge or skill outside the spec's lists, experience outside 1–10 or not whole.
    const badChoices: [Promise<{ status: number; body: { message: unknown } }>, string][] = [
      [praise(colleague, open.id, { emotionBadges: ['helpful', 'angry'] }), '感情バッジの種類が正しくありません'],
      [cheer(colleague, open.id, { skillTreeAbility: 'juggling' }), '関連スキルの種類が正しくありません'],
      [praise(colleague, open.id, { experiencePoints: 0 }), '経験値は1から10の整数で指定してください'],
      [praise(colleague, open.id, { experiencePoints: 2.5 }), '経験値は1から10の整数で指定してください'],
      [cheer(colleague, open.id, { experiencePoints: 11 }), '経験値は1から10の整数で指定してください'],
    ];
    for (const [request, message] of badChoices) {
      const res = await request;
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
    }

    expect(await eventCount()).toBe(before.events);
    expect(await mine(owner)).toEqual(before.cycles);
    expect(await received(open.id)).toEqual(before.open);
    await colleague.agent.get(`/api/pffr/growth-cycles/${secret.id}`).expect(404);
    expect((await community(colleague)).map((c) => c.id)).not.toContain(secret.id);
  });

  it('accepts 20 parallel praises of one cycle exactly once each, and levels the buddy up once per hundred', async () => {
    const cycle = await aCycle(owner);
    const givers = [colleague, outsider];
    // Each giver says ten different things: a repeat of the same message would be refused (fair-play.int.spec.ts).
    const messages = [
      '朝会で相手の話を最後まで聴いていて、場が落ち着きました',
      '1on1の最初に質問だけをする時間を作っていたのが印象的です',
      'お客様の要望を要約して返していて、誤解がなくなりました',
      '設計レビューで反対意見にも丁寧に耳を傾けていました',
      '障害対応中も報告者の説明を遮らずに聞いていて頼もしかったです',
      '採用面接で候補者が話しやすい雰囲気を作っていました',
      '新人の相談に時間を取ってくれて、本人が前向きになりました',
      '予算会議で各部署の事情をメモしながら確認していました',
      '振り返りで全員に一言ずつ話してもらう工夫が良かったです',
      '部署をまたいだ相談でも、結論を急がずに背景から聞いていました',
    ];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => praise(givers[i % 2], cycle.id, { experiencePoints: 10, message: messages[Math.floor(i / 2)] })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(20);

    const [now] = await mine(owner);
    expect(now).toMatchObject({ id: cycle.id, feedbackCount: 20, buddyExperience: 200, buddyLevel: 3, buddyProgress: 0 });
    expect(now.buddyEvolutions.map((e) => [e.fromLevel, e.toLevel])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect((await received(cycle.id)).feedback).toHaveLength(20);
    const { rows } = await events.query<{ type: string; n: number }>(
      `SELECT type, count(*)::int AS n FROM events WHERE stream_id = $1 GROUP BY type ORDER BY type`,
      [`growth-cycle-${cycle.id}`],
    );
    expect(rows).toEqual([
      { type: 'BuddyLeveledUp', n: 2 },
      { type: 'FeedbackGiven', n: 20 },
      { type: 'GrowthCycleStarted', n: 1 },
    ]);
  });
});
