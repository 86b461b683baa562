import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { LEARNING_LIBRARY } from '../domain/learning-library.js';

interface Content {
  id: string;
  title: string;
  tags: string[];
  body: string | null;
  myProgress: { progress: number; position: number; completed: boolean; startedAt: string | null };
}

describe('learning content over HTTP: library, real progress, summary', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let events: pg.Pool;
  let admin: SignedInUser;
  let member: SignedInUser;
  let other: SignedInUser;
  const lesson = LEARNING_LIBRARY[0].id;

  const learningEvents = async () => Number((await events.query(`SELECT count(*) FROM events WHERE stream_id LIKE 'learning-%'`)).rows[0].count);
  const report = (user: SignedInUser, id: string, body: object) => user.agent.post(`/api/learning-content/${id}/progress`).set(user.headers).send(body);
  const summary = async (user: SignedInUser) => (await user.agent.get('/api/learning-content/summary').expect(200)).body;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'learn-admin@example.com' });
    ({ app } = testApp);
    events = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [admin, member, other] = await Promise.all([
      signIn(app, 'learn-admin@example.com'),
      signIn(app, 'learn-member@example.com'),
      signIn(app, 'learn-other@example.com'),
    ]);
  });
  afterAll(async () => {
    await events.end();
    await testApp.close();
  });

  it('is empty until an admin loads the library; a member may neither load it nor add content', async () => {
    expect((await member.agent.get('/api/learning-content').expect(200)).body).toEqual([]);
    expect(await summary(member)).toMatchObject({ totalCount: 0, overallPercent: 0, badgesEarned: 0 });
    await member.agent.post('/api/learning-content/seed').set(member.headers).send({}).expect(403);
    await member.agent
      .post('/api/learning-content')
      .set(member.headers)
      .send({ title: '動画', description: '説明', contentType: 'reading', body: '本文', durationMinutes: 5, difficulty: 'beginner', category: 'matrix_usage' })
      .expect(403);
    expect(await learningEvents()).toBe(0);
  });

  it('loads the library once; loading again records nothing', async () => {
    expect((await admin.agent.post('/api/learning-content/seed').set(admin.headers).send({}).expect(200)).body).toEqual({
      added: LEARNING_LIBRARY.length,
      revised: 0,
      unchanged: 0,
    });
    const recorded = await learningEvents();
    expect((await admin.agent.post('/api/learning-content/seed').set(admin.headers).send({}).expect(200)).body.unchanged).toBe(LEARNING_LIBRARY.length);
    expect(await learningEvents()).toBe(recorded);

    const list = (await member.agent.get('/api/learning-content').expect(200)).body as Content[];
    expect(list).toHaveLength(LEARNING_LIBRARY.length);
    expect(list.every((content) => content.body === null && content.myProgress.progress === 0)).toBe(true);
    const one = (await member.agent.get(`/api/learning-content/${lesson}`).expect(200)).body as Content;
    expect(one.body).toContain('1on1');
  });

  it('counts a reading lesson by the characters read: opening it or claiming a percent is 0 %, reading the text completes it at 90 %, a re-read keeps it done; the summary follows; another user is untouched', async () => {
    const length = ((await member.agent.get(`/api/learning-content/${lesson}`).expect(200)).body as Content & { body: string }).body.length;
    const opened = (await report(member, lesson, { percent: 100, position: 0, studySeconds: 0 }).expect(200)).body as Content;
    expect(opened.myProgress).toMatchObject({ progress: 0, completed: false });

    const half = (await report(member, lesson, { position: 50, studySeconds: 120, watched: [[0, length / 2]] }).expect(200)).body as Content;
    expect(half.myProgress).toMatchObject({ progress: 50, position: 50, completed: false, startedAt: expect.any(String) });
    expect(await summary(member)).toMatchObject({ completedCount: 0, startedCount: 1, studyMinutesThisMonth: 2 });
    // The same half read again adds nothing.
    expect(((await report(member, lesson, { position: 50, watched: [[0, length / 2]] }).expect(200)).body as Content).myProgress.progress).toBe(50);

    const done = (await report(member, lesson, { position: 91, studySeconds: 60, watched: [[length / 2, Math.ceil(length * 0.91)]] }).expect(200)).body as Content;
    expect(done.myProgress).toMatchObject({ progress: 100, completed: true });
    const afterCompletion = await summary(member);
    expect(afterCompletion).toMatchObject({ completedCount: 1, overallPercent: Math.round(100 / LEARNING_LIBRARY.length), studyMinutesThisMonth: 3, badgesEarned: 1 });
    expect(afterCompletion.badges.find((b: { badge: string }) => b.badge === 'first_step').earned).toBe(true);

    const reread = (await report(member, lesson, { position: 10, studySeconds: 30, watched: [[0, 10]] }).expect(200)).body as Content;
    expect(reread.myProgress).toMatchObject({ completed: true, position: 10 });
    expect((await summary(other)).completedCount).toBe(0);
    expect((await report(member, lesson, { watched: [[0, length + 5]] }).expect(400)).body.message).toContain(`読んだ範囲が本文の長さ（${length}文字）を超えています`);
  });

  it('lets the user reset their progress: not started again', async () => {
    const again = (await member.agent.delete(`/api/learning-content/${lesson}/progress`).set(member.headers).expect(200)).body as Content;
    expect(again.myProgress).toEqual({ progress: 0, position: 0, completed: false, startedAt: null, completedAt: null });
    expect(await summary(member)).toMatchObject({ completedCount: 0, startedCount: 0, badgesEarned: 0 });
  });

  it('refuses bad progress and unknown content with a reason, recording nothing', async () => {
    const before = await learningEvents();
    expect((await report(member, lesson, { percent: 101 }).expect(400)).body.message).toEqual(expect.arrayContaining([expect.stringContaining('進捗は0から100の数で送ってください')]));
    await report(member, lesson, { percent: 50, studySeconds: -5 }).expect(400);
    await report(member, lesson, { percent: '半分' }).expect(400);
    expect((await report(member, 'no-such-lesson', { percent: 50 }).expect(404)).body.message).toBe('学習コンテンツが見つかりません');
    expect(await learningEvents()).toBe(before);
  });

  it('lets an admin add a video with its address and edit it; bad content is refused and changes nothing', async () => {
    const before = await learningEvents();
    const blank = await admin.agent
      .post('/api/learning-content')
      .set(admin.headers)
      .send({ title: '   ', description: '説明', contentType: 'reading', body: '本文', durationMinutes: 5, difficulty: 'beginner', category: 'matrix_usage' })
      .expect(400);
    expect(JSON.stringify(blank.body.message)).toContain('タイトルは必須です');
    await admin.agent
      .post('/api/learning-content')
      .set(admin.headers)
      .send({ title: '動画', description: '説明', contentType: 'video', durationMinutes: 5, difficulty: 'beginner', category: 'matrix_usage' })
      .expect(400);
    await admin.agent
      .post('/api/learning-content')
      .set(admin.headers)
      .send({ title: '動画', description: '説明', contentType: 'reading', body: '本文', durationMinutes: 5, difficulty: 'expert', category: 'matrix_usage' })
      .expect(400);
    expect(await learningEvents()).toBe(before);

    const body = {
      title: 'MSマトリックス入門（動画）',
      description: '操作の流れを動画で確認します。',
      contentType: 'video',
      videoUrl: 'https://videos.pivot.test/ms-matrix.mp4',
      durationMinutes: 4,
      difficulty: 'beginner',
      category: 'matrix_usage',
      tags: ['MSマトリックス', '動画', '操作', '入門'],
    };
    const video = (await admin.agent.post('/api/learning-content').set(admin.headers).send(body).expect(201)).body;
    expect(video).toMatchObject({ contentType: 'video', duration: 4, tags: ['MSマトリックス', '動画', '操作', '入門'] });
    const edited = await admin.agent
      .put(`/api/learning-content/${video.id}`)
      .set(admin.headers)
      .send({ ...body, title: 'MSマトリックス入門' })
      .expect(200);
    expect(edited.body.title).toBe('MSマトリックス入門');
    expect((await summary(member)).totalCount).toBe(LEARNING_LIBRARY.length + 1);
  });
});
