import type { NestExpressApplication } from '@nestjs/platform-express';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

interface Course {
  id: string;
  lessonIds: string[];
  lessons: { id: string; title: string; contentType: string; difficulty: string; duration: number; progress: number; completed: boolean; started: boolean }[];
  percent: number;
  completedCount: number;
  nextLessonId: string | null;
  started: boolean;
}

/**
 * The course page's numbers from the database (decision 0096's courses screen): progress recorded
 * through the real progress route, read back from the course route as each lesson's own progress,
 * the course's mean and the lesson 「続きから学ぶ」 opens (the first one not finished), per reader.
 */
describe("a course's progress over HTTP: per lesson, the course's mean, and where to continue", () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  let other: SignedInUser;
  let lessons: string[];
  let hidden: string;
  let courseId: string;
  const TITLES = ['傾聴の基本', '問いの立て方', '任せ方'];
  /** What the course page lists of a lesson besides progress: the library card's title, kind, level and minutes. */
  const listed = (i: number) => ({ id: lessons[i], title: TITLES[i], contentType: 'video', difficulty: 'beginner', duration: 5 });

  const lesson = async (title: string, isPublic = true) =>
    (
      await admin.agent
        .post('/api/learning-content')
        .set(admin.headers)
        .send({ title, description: `${title}の動画`, contentType: 'video', videoUrl: `https://videos.example.org/${encodeURIComponent(title)}`, durationMinutes: 5, difficulty: 'beginner', category: 'one_on_one_basics', isPublic })
        .expect(201)
    ).body.id as string;
  const report = (user: SignedInUser, id: string, percent: number) => user.agent.post(`/api/learning-content/${id}/progress`).set(user.headers).send({ percent, position: percent, studySeconds: 30 }).expect(200);
  const course = async (user: SignedInUser) => (await user.agent.get(`/api/learning-courses/${courseId}`).expect(200)).body as Course;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'course-admin@example.com' });
    ({ app } = testApp);
    [admin, member, other] = await Promise.all([signIn(app, 'course-admin@example.com'), signIn(app, 'course-member@example.com'), signIn(app, 'course-other@example.com')]);
    lessons = [];
    for (const title of TITLES) lessons.push(await lesson(title));
    hidden = await lesson('準備中のレッスン', false);
    courseId = (await admin.agent.post('/api/learning-courses').set(admin.headers).send({ title: '1on1の進め方', lessonIds: [lessons[0], hidden, lessons[1], lessons[2]] }).expect(201)).body.id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('starts at the first lesson with nothing done', async () => {
    expect(await course(member)).toMatchObject({
      lessonIds: lessons,
      lessons: lessons.map((_, i) => ({ ...listed(i), progress: 0, completed: false, started: false })),
      percent: 0,
      completedCount: 0,
      nextLessonId: lessons[0],
      started: false,
    });
    await member.agent.get('/api/learning-courses/no-such-course').expect(404);
  });

  it("follows the reader's progress: each lesson's own, the mean, and the first lesson not finished", async () => {
    await report(member, lessons[0], 95);
    await report(member, lessons[2], 60);
    const midway = await course(member);
    expect(midway.lessons).toEqual([
      { ...listed(0), progress: 100, completed: true, started: true },
      { ...listed(1), progress: 0, completed: false, started: false },
      { ...listed(2), progress: 60, completed: false, started: true },
    ]);
    // (100 + 0 + 60) / 3 = 53.3: the lesson skipped comes next, not the one after the furthest.
    expect(midway).toMatchObject({ percent: 53, completedCount: 1, nextLessonId: lessons[1], started: true });
    // The list answers the same as the course's own route.
    expect((await member.agent.get('/api/learning-courses').expect(200)).body).toEqual([midway]);

    await report(member, lessons[1], 90);
    expect(await course(member)).toMatchObject({ percent: 87, completedCount: 2, nextLessonId: lessons[2] });
    await report(member, lessons[2], 100);
    expect(await course(member)).toMatchObject({ percent: 100, completedCount: 3, nextLessonId: null });
  });

  it('is each reader’s own: another member starts at the beginning, and an admin also counts the unpublished lesson', async () => {
    expect(await course(other)).toMatchObject({ percent: 0, completedCount: 0, nextLessonId: lessons[0], started: false });
    const adminView = await course(admin);
    expect(adminView.lessonIds).toEqual([lessons[0], hidden, lessons[1], lessons[2]]);
    expect(adminView.lessons[1]).toMatchObject({ id: hidden, title: '準備中のレッスン' });
    // A member's answer names no unpublished lesson, not even by its title.
    expect(JSON.stringify(await course(member))).not.toContain('準備中のレッスン');
    expect(adminView).toMatchObject({ percent: 0, nextLessonId: lessons[0] });
  });

  it('starts a reset lesson over: the course continues there, and a re-watch of a finished one stays done', async () => {
    await member.agent.delete(`/api/learning-content/${lessons[1]}/progress`).set(member.headers).expect(200);
    expect(await course(member)).toMatchObject({ completedCount: 2, nextLessonId: lessons[1], percent: 67 });
    await report(member, lessons[0], 10);
    expect((await course(member)).lessons[0]).toEqual({ ...listed(0), progress: 100, completed: true, started: true });
  });
});
