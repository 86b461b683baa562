import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { CommandBus, type Command } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MS_QUADRANT_LABELS, msQuadrantOf } from '@pivot/rules';
import { toSessionUser, type SessionUser } from '../../../platform/auth/session-user.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes.js';
import { requestContext } from '../../../platform/request-context/request-context.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';
import { MoveMatrixMember, PlaceMatrixMember, msLevelsAt } from '../../ms-matrix/index.js';
import { CreateOneOnOneEntry, RecordOneOnOneSession } from '../../one-on-one/index.js';

/** Wednesday 25 November 2026, noon in Tokyo. */
const NOW = new Date('2026-11-25T03:00:00Z');
/** A time of day that is the same calendar date in Tokyo. */
const on = (date: string) => `${date}T03:00:00Z`;

describe('a coaching session started from the MS board or a 1on1, over HTTP (decision 0076)', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let leader: SignedInUser;
  let stranger: SignedInUser;
  let actor: SessionUser;
  let teamId: string;
  const ids: Record<string, string> = {};
  let seq = 0;

  /** Runs a command as the team's leader, dated `at`, and waits until its projections have applied it. */
  async function dated<T>(at: string, command: Command<T>): Promise<T> {
    return requestContext.run({ userId: actor.id, occurredAt: new Date(at) }, async () => {
      const result = await app.get(CommandBus).execute(command);
      await app.get(ReadYourWrites, { strict: false }).catchUp();
      return result;
    });
  }

  /** A member placed at `at`, then moved to each `[date, x, y]`. */
  async function onBoard(lastName: string, [at, x, y]: [string, number, number], ...moves: [string, number, number][]): Promise<string> {
    const memberId = (await post(leader, '/api/company-members', { firstName: '太郎', lastName, email: `analysis${++seq}@example.com`, teamId }).expect(201)).body.id;
    const { id } = await dated(on(at), new PlaceMatrixMember({ teamId, memberId, positionX: x, positionY: y, pointId: randomUUID() }, actor));
    for (const [date, toX, toY] of moves) await dated(on(date), new MoveMatrixMember({ entryId: id, to: { x: toX, y: toY }, pointId: randomUUID() }, actor));
    return memberId;
  }

  /** The leader's 1on1 entry for the member, created on `createdOn`, with a session on each date. */
  async function oneOnOnes(memberId: string, createdOn: string, x: number, y: number, ...sessions: string[]) {
    const { id } = await dated(on(createdOn), new CreateOneOnOneEntry({ employeeId: memberId, teamId, positionX: x, positionY: y, pointId: randomUUID() }, actor));
    for (const sessionDate of sessions) {
      await dated(on(sessionDate), new RecordOneOnOneSession({ entryId: id, sessionId: randomUUID(), sessionDate, approach: 'mixed', effectiveness: 3 }, actor));
    }
  }

  const start = (who: SignedInUser, context: object) =>
    post(who, '/api/ai-coaching/sessions', { sessionType: 'coaching', topic: 'MSマトリックスの分析', context: JSON.stringify(context), messages: [], isActive: true });

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    jest.spyOn(app.get<Clock>(CLOCK), 'now').mockReturnValue(NOW);
    [leader, stranger] = await signInAll(app, ['analysis-leader@example.com', 'analysis-stranger@example.com']);
    actor = toSessionUser({ ...leader.user, userType: 'member' }, []);
    teamId = (await post(leader, '/api/teams', { name: '営業チーム' }).expect(201)).body.id;
    // 山田: placed in October in 育成・支援, moved twice in the last four weeks into 活躍・リーダー候補.
    ids.yamada = await onBoard('山田', ['2026-10-10', 0.2, 0.8], ['2026-11-05', 0.4, 0.6], ['2026-11-18', 0.7, 0.3]);
    // 佐藤: placed in September, never moved: stalled (85 days).
    ids.sato = await onBoard('佐藤', ['2026-09-01', 0.6, 0.4]);
    // 鈴木: placed this month, never moved. 高橋: moved in October only (36 days ago).
    ids.suzuki = await onBoard('鈴木', ['2026-11-10', 0.8, 0.8]);
    ids.takahashi = await onBoard('高橋', ['2026-09-01', 0.3, 0.7], ['2026-10-20', 0.35, 0.65]);
    // The leader's 1on1s: 山田 a week ago, 鈴木 26 days ago, 佐藤 never; 高橋 is not on the 1on1 board.
    await oneOnOnes(ids.yamada, '2026-10-01', 0.8, 0.2, '2026-10-15', '2026-11-18');
    await oneOnOnes(ids.suzuki, '2026-10-01', 0.8, 0.7, '2026-10-30');
    await oneOnOnes(ids.sato, '2026-11-01', 0.3, 0.6);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('opens with an analysis naming exactly who moved, from and to which quadrant, and who has not been talked to for how long', async () => {
    const res = await start(leader, { source: 'ms-board', teamId }).expect(201);
    expect(JSON.parse(res.body.context)).toEqual({ source: 'ms-board', teamId });
    const [opening] = res.body.messages;
    const text: string = opening.content;

    const from = msLevelsAt({ x: 0.2, y: 0.8 });
    const to = msLevelsAt({ x: 0.7, y: 0.3 });
    expect(text).toContain('このチームのMSマトリックス（4人）を、2026年11月25日時点の事実から読み解きました。');
    expect(text).toContain('直近28日間に位置が動いたのは1人です。');
    expect(text).toContain(
      `山田 太郎さんは「${MS_QUADRANT_LABELS[msQuadrantOf(from)]}」から「${MS_QUADRANT_LABELS[msQuadrantOf(to)]}」へ移りました` +
        `（2回の移動で、スキル${from.skillLevel}→${to.skillLevel}、マインド${from.mindsetLevel}→${to.mindsetLevel}、最後の移動は7日前）。`,
    );
    expect([msQuadrantOf(from), msQuadrantOf(to)]).toEqual(['lowLow', 'highHigh']);
    for (const name of ['佐藤', '鈴木', '高橋']) expect(text).not.toMatch(new RegExp(`${name} 太郎さんは「[^」]+」(から|の中で)`));

    expect(text).toContain('8週間以上位置が動いていないのは、佐藤 太郎さん（85日）です。');
    expect(text).toContain('あなたとの1on1が14日より空いているのは、鈴木 太郎さん（最後の1on1から26日）です。');
    expect(text).toContain('佐藤 太郎さんとは、まだ1on1の記録がありません。');
    expect(text).toContain('高橋 太郎さんは、まだあなたの1on1マトリックスに載っていません。');
    expect(text).not.toContain('山田 太郎さん（最後の1on1から');
    expect(text.endsWith('誰から話を始めますか？')).toBe(true);
    expect(opening.citations.length).toBeGreaterThan(0);

    // The conversation goes on as coaching; the board's facts lead the reply on the member named.
    const reply = await post(leader, '/api/ai-coaching/chat', { sessionId: res.body.id, message: '鈴木さんから話してみます。どう切り出せばいいでしょうか' }).expect(200);
    expect(reply.body.response).toContain('鈴木 太郎さんについて、ボードの事実を添えます。');
    expect(reply.body.response).toContain('あなたとの最後の1on1は2026年10月30日（26日前）です。');
  });

  it("hands over a member from the 1on1 board: the member's quadrant, levels, last 1on1 and the approach", async () => {
    const res = await start(leader, { source: 'one-on-one', teamId, memberId: ids.suzuki }).expect(201);
    const text: string = res.body.messages[0].content;
    expect(text).toContain('鈴木 太郎さんとの1on1に向けて、2026年11月25日時点の事実をまとめました。');
    expect(text).toContain('1on1マトリックスでは「信頼構築（母性的な優しさ）」の位置です（信頼度80%、マインド30%）。');
    expect(text).toContain('MSマトリックスでは「マインド向上」にいます');
    expect(text).toContain('まずは母性的な優しさで話を最後まで聴き');
    expect(text).toContain('あなたとの最後の1on1は2026年10月30日（26日前）です。');
    expect(text.endsWith('次の1on1で、鈴木 太郎さんにまず何を聞いてみたいですか？')).toBe(true);
  });

  it('refuses a user who may not see the board, and an unknown team or member, creating no session', async () => {
    const log = app.get<EventStore>(EVENT_STORE);
    const before = await log.headPosition();
    const refused = await start(stranger, { source: 'ms-board', teamId }).expect(403);
    expect(refused.body.message).toBe('このチームに参加していないため、ボードをAIコーチに渡せません');
    await start(stranger, { source: 'ms-board', teamId: randomUUID() }).expect(404);
    await start(leader, { source: 'one-on-one', teamId, memberId: randomUUID() }).expect(404);
    const malformed = await start(leader, { source: 'ms-board' }).expect(400);
    expect(malformed.body.message).toBe('分析するボードの指定が正しくありません');
    expect(await log.headPosition()).toBe(before);
    expect((await stranger.agent.get('/api/ai-coaching/sessions').expect(200)).body).toEqual([]);
  });
});
