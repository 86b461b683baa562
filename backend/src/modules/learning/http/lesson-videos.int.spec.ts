import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { FILE_KINDS } from '@pivot/rules';
import pg from 'pg';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { runMediaTool } from '../../../platform/media/ffmpeg.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import sharp from 'sharp';
import { jpegWithGps } from '../../../platform/storage/test-support/images.js';


interface Lesson {
  id: string;
  videoFile: { fileId: string; seconds: number; src: string; posterSrc: string; framePosterSrc: string; posterFileId: string | null; captionsSrc: string | null } | null;
  myProgress: { progress: number; position: number; completed: boolean };
}

/** Runs `refuse` while the kind's limit is one byte under `bytes` (a real over-limit file would be 2 GB). */
async function overLimit(kind: { maxBytes: number }, bytes: number, refuse: () => Promise<unknown>): Promise<void> {
  const limit = kind.maxBytes;
  (kind as { maxBytes: number }).maxBytes = bytes - 1;
  try {
    await refuse();
  } finally {
    (kind as { maxBytes: number }).maxBytes = limit;
  }
}

const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:05.000\n1on1の主役はメンバーです\n';

describe('lesson videos over HTTP: upload, ffprobe and poster, captions, the watched-stretches rule (decision 0096)', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let events: pg.Pool;
  let admin: SignedInUser;
  let member: SignedInUser;
  let dir: string;
  let video: Buffer;
  let lesson: Lesson;

  const eventCount = async () =>
    Number((await events.query(`SELECT count(*) FROM events WHERE stream_id LIKE 'learning-%' OR stream_id LIKE 'lesson-video-%' OR stream_id LIKE 'lesson-poster-%'`)).rows[0].count);
  const upload = (user: SignedInUser, bytes: Buffer, filename = 'lesson.mp4', contentType = 'video/mp4') =>
    user.agent.post('/api/learning-content/videos').set(user.headers).attach('file', bytes, { filename, contentType });
  const watch = (user: SignedInUser, body: object) => user.agent.post(`/api/learning-content/${lesson.id}/progress`).set(user.headers).send(body);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lesson-video-spec-'));
    // A real 20-second video, made here (small and cheap: 160x90, 5 fps).
    const file = path.join(dir, 'lesson.mp4');
    await runMediaTool('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=5:duration=20', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file]);
    video = await readFile(file);
    testApp = await startTestApp({ ADMIN_EMAILS: 'video-admin@example.com' });
    ({ app } = testApp);
    events = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [admin, member] = await Promise.all([signIn(app, 'video-admin@example.com'), signIn(app, 'video-member@example.com')]);
  });
  afterAll(async () => {
    await events.end();
    await testApp.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a member (403), a forged type (415), a 0-byte and an over-limit video, keeping nothing', async () => {
    await upload(member, video).expect(403);
    expect((await upload(admin, Buffer.from('これは動画ではありません'.repeat(100)), 'fake.mp4').expect(415)).body.message).toBe(FILE_KINDS.video.wrongType);
    await upload(admin, Buffer.alloc(0)).expect(400);
    await overLimit(FILE_KINDS.video, video.length, async () => expect((await upload(admin, video).expect(413)).body.message).toBe(FILE_KINDS.video.tooLarge));
    expect(await eventCount()).toBe(0);
  });

  it('stores an upload with its probed length and a poster frame; a lesson is saved with it and its captions', async () => {
    const uploaded = (await upload(admin, video).expect(201)).body;
    expect(uploaded).toMatchObject({ mimeType: 'video/mp4', sizeBytes: video.length });
    expect(uploaded.seconds).toBeCloseTo(20, 0);

    const body = { title: '1on1の基本（動画）', description: '20秒の動画', contentType: 'video', durationMinutes: 1, difficulty: 'beginner', category: 'one_on_one_basics' };
    const badCaptions = await admin.agent.post('/api/learning-content').set(admin.headers).send({ ...body, videoFileId: uploaded.fileId, captions: '字幕です' }).expect(400);
    expect(JSON.stringify(badCaptions.body.message)).toContain('WEBVTT');
    await admin.agent.post('/api/learning-content').set(admin.headers).send({ ...body, videoFileId: 'no-such-upload' }).expect(400);
    lesson = (await admin.agent.post('/api/learning-content').set(admin.headers).send({ ...body, videoFileId: uploaded.fileId, captions: CAPTIONS }).expect(201)).body;
    expect(lesson.videoFile).toMatchObject({ fileId: uploaded.fileId, captionsSrc: expect.stringContaining('/captions') });

    const poster = await member.agent.get(lesson.videoFile!.posterSrc).expect(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((poster.body as Buffer).subarray(0, 2).toString('hex')).toBe('ffd8');
    const part = await member.agent.get(lesson.videoFile!.src).set('Range', 'bytes=0-99').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    const captions = await member.agent.get(lesson.videoFile!.captionsSrc!).expect(200);
    expect(captions.headers['content-type']).toContain('text/vtt');
    expect(captions.text).toBe(CAPTIONS);
  });

  it('does not count a viewer who jumps to 95 % as done; the union of what was watched does', async () => {
    const jumped = (await watch(member, { percent: 100, position: 20, watched: [[0, 1], [19, 20]] }).expect(200)).body as Lesson;
    expect(jumped.myProgress).toMatchObject({ progress: 10, completed: false, position: 20 });

    const before = await eventCount();
    for (const watched of [[[0, 25]], [[-1, 3]], [[8, 4]], [['a', 3]], 'all', Array.from({ length: 51 }, (_, i) => [i * 0.2, i * 0.2 + 0.1])]) {
      const refused = await watch(member, { position: 3, watched }).expect(400);
      expect(JSON.stringify(refused.body.message)).toMatch(/視聴区間/);
    }
    await watch(member, { position: 99, watched: [[1, 2]] }).expect(400);
    expect(await eventCount()).toBe(before);

    // Parallel saves of one second each: none is lost, so together they cover 90 %.
    await Promise.all(Array.from({ length: 16 }, (_, i) => watch(member, { position: i + 2, watched: [[i + 1, i + 2]] }).expect(200)));
    const done = (await member.agent.get(`/api/learning-content/${lesson.id}`).expect(200)).body as Lesson;
    expect(done.myProgress).toMatchObject({ progress: 100, completed: true });
    const summary = (await member.agent.get('/api/learning-content/summary').expect(200)).body;
    expect(summary).toMatchObject({ completedCount: 1, studyMinutesThisMonth: 0 });
    expect(summary.categories.find((c: { category: string }) => c.category === 'one_on_one_basics')).toMatchObject({ completedCount: 1, percent: 100 });

    const rewatch = (await watch(member, { position: 2, watched: [[0, 2]] }).expect(200)).body as Lesson;
    expect(rewatch.myProgress).toMatchObject({ completed: true, position: 2 });
    const reset = (await member.agent.delete(`/api/learning-content/${lesson.id}/progress`).set(member.headers).expect(200)).body as Lesson;
    expect(reset.myProgress).toMatchObject({ progress: 0, completed: false });
  });

  it('orders lessons into a course; a member may not author one', async () => {
    const course = { title: '1on1をはじめる', description: '最初の3本', lessonIds: [lesson.id] };
    await member.agent.post('/api/learning-courses').set(member.headers).send(course).expect(403);
    await admin.agent.post('/api/learning-courses').set(admin.headers).send({ ...course, lessonIds: [lesson.id, lesson.id] }).expect(400);
    await admin.agent.post('/api/learning-courses').set(admin.headers).send({ ...course, lessonIds: ['nope'] }).expect(400);
    const saved = (await admin.agent.post('/api/learning-courses').set(admin.headers).send(course).expect(201)).body;
    expect(saved).toMatchObject({ title: '1on1をはじめる', lessonIds: [lesson.id] });
    expect((await member.agent.get('/api/learning-courses').expect(200)).body).toEqual([saved]);

    await member.agent.delete(`/api/learning-courses/${saved.id}`).set(member.headers).expect(403);
    await admin.agent.delete(`/api/learning-courses/${saved.id}`).set(admin.headers).expect(204);
    expect((await member.agent.get('/api/learning-courses').expect(200)).body).toEqual([]);
    await admin.agent.delete(`/api/learning-courses/${saved.id}`).set(admin.headers).expect(404);
    await admin.agent.put(`/api/learning-courses/${saved.id}`).set(admin.headers).send(course).expect(404);
    expect((await member.agent.get(`/api/learning-content/${lesson.id}`).expect(200)).body).toMatchObject({ id: lesson.id });
  });

  it("deletes a replaced video's file and poster from the storage once the edit is saved", async () => {
    const files = path.join(app.get<AppConfig>(APP_CONFIG).dataDir, 'files', 'library');
    const old = lesson.videoFile!.fileId;
    expect(await readdir(path.join(files, old))).toEqual(expect.arrayContaining(['poster.jpg', 'video']));
    const replacement = (await upload(admin, video).expect(201)).body as { fileId: string };
    const body = { title: '1on1の基本（動画）', description: '20秒の動画', contentType: 'video', durationMinutes: 1, difficulty: 'beginner', category: 'one_on_one_basics', captions: CAPTIONS };
    const saved = (await admin.agent.put(`/api/learning-content/${lesson.id}`).set(admin.headers).send({ ...body, videoFileId: replacement.fileId }).expect(200)).body as Lesson;
    expect(saved.videoFile?.fileId).toBe(replacement.fileId);
    await expect(readdir(path.join(files, old))).resolves.toEqual([]);
    expect(await readdir(path.join(files, replacement.fileId))).toEqual(expect.arrayContaining(['poster.jpg', 'video']));
    await member.agent.get(saved.videoFile!.src).set('Range', 'bytes=0-9').expect(206);
  });

  it("sets the author's own poster (re-encoded, no GPS), replaces it (the old file leaves) and removes it (the frame again); a bad file or a member changes nothing", async () => {
    const files = path.join(app.get<AppConfig>(APP_CONFIG).dataDir, 'files', 'library');
    const uploadPoster = (user: SignedInUser, bytes: Buffer, filename = 'poster.jpg', contentType = 'image/jpeg') =>
      user.agent.post('/api/learning-content/posters').set(user.headers).attach('file', bytes, { filename, contentType });
    const current = (await admin.agent.get(`/api/learning-content/${lesson.id}`).expect(200)).body as Lesson & { captions: string | null };
    const save = (user: SignedInUser, posterFileId: string | null) =>
      user.agent
        .put(`/api/learning-content/${lesson.id}`)
        .set(user.headers)
        .send({ title: '1on1の基本（動画）', description: '20秒の動画', contentType: 'video', durationMinutes: 1, difficulty: 'beginner', category: 'one_on_one_basics', videoFileId: current.videoFile!.fileId, captions: current.captions, posterFileId });
    expect(current.captions).toBe(CAPTIONS);
    expect(current.videoFile!.posterSrc).toBe(current.videoFile!.framePosterSrc);

    // Refused: a member, a text file named .jpg, an empty and an over-limit image; nothing recorded or stored.
    const before = { events: await eventCount(), dirs: (await readdir(files)).length };
    const photo = await jpegWithGps(1600, 900);
    await uploadPoster(member, photo).expect(403);
    expect((await uploadPoster(admin, Buffer.from('画像ではありません'.repeat(300))).expect(415)).body.message).toBe(FILE_KINDS.poster.wrongType);
    await uploadPoster(admin, Buffer.alloc(0)).expect(400);
    await overLimit(FILE_KINDS.poster, photo.length, async () => expect((await uploadPoster(admin, photo).expect(413)).body.message).toBe(FILE_KINDS.poster.tooLarge));
    expect(JSON.stringify((await save(admin, 'no-such-poster').expect(400)).body)).toContain('ポスター画像');
    expect({ events: await eventCount(), dirs: (await readdir(files)).length }).toEqual(before);

    // Set: re-encoded to fit 1280x720 as WebP, without the photo's EXIF; served at its own cached address.
    const first = (await uploadPoster(admin, photo).expect(201)).body as { fileId: string; width: number; height: number };
    expect(first).toMatchObject({ width: 1280, height: 720 });
    await save(member, first.fileId).expect(403);
    const withPoster = (await save(admin, first.fileId).expect(200)).body as Lesson;
    expect(withPoster.videoFile).toMatchObject({ posterFileId: first.fileId, posterSrc: expect.stringContaining(first.fileId), src: current.videoFile!.src });
    const served = await member.agent.get(withPoster.videoFile!.posterSrc).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 720 });
    expect(meta.exif).toBeUndefined();
    expect((await member.agent.get(withPoster.videoFile!.framePosterSrc).expect(200)).headers['content-type']).toBe('image/jpeg');

    // Replaced: the first poster's file leaves the storage once the edit is saved.
    const second = (await uploadPoster(admin, await jpegWithGps(400, 300), 'second.png', 'image/png').expect(201)).body as { fileId: string; width: number };
    expect(second.width).toBe(400);
    const replaced = (await save(admin, second.fileId).expect(200)).body as Lesson;
    expect(replaced.videoFile!.posterFileId).toBe(second.fileId);
    await expect(readdir(path.join(files, first.fileId))).resolves.toEqual([]);
    expect(await readdir(path.join(files, second.fileId))).toEqual(expect.arrayContaining(['poster.webp']));

    // Removed: the frame ffmpeg took is the poster again, and the own poster's file and address are gone.
    const removed = (await save(admin, null).expect(200)).body as Lesson;
    expect(removed.videoFile).toMatchObject({ posterFileId: null, posterSrc: removed.videoFile!.framePosterSrc });
    await expect(readdir(path.join(files, second.fileId))).resolves.toEqual([]);
    await member.agent.get(replaced.videoFile!.posterSrc).expect(404);
    expect((await member.agent.get(removed.videoFile!.posterSrc).expect(200)).headers['content-type']).toBe('image/jpeg');
  });
});
