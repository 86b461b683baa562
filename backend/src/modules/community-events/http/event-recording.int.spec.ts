import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { makeTestVideo } from '../../../platform/media/test-support/test-video.js';
import { FILE_STORAGE, type FileStorage } from '../../../platform/storage/storage.port.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { getBytes } from '../../../test-support/bytes.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { until } from '../../../test-support/until.js';
import { eventRecordingKey } from '../domain/event-materials.js';

type Recording = { fileId: string; seconds: number; mimeType: string; sizeBytes: number; videoUrl: string; myProgress: { position: number; percent: number; completed: boolean } };

/** An event's recording (decision 0108): the host uploads, seat holders watch by the library's rule, others are refused. */
describe('event recordings', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let storage: FileStorage;
  let events: pg.Pool;
  let dir: string;
  let video: Buffer;
  let other: Buffer;
  let host: SignedInUser;
  let seated: SignedInUser;
  let waiting: SignedInUser;
  let stranger: SignedInUser;
  let admin: SignedInUser;
  let eventId: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pivot-recordings-'));
    await Promise.all([makeTestVideo(path.join(dir, 'a.mp4'), 20), makeTestVideo(path.join(dir, 'b.mp4'), 10)]);
    [video, other] = await Promise.all([fs.readFile(path.join(dir, 'a.mp4')), fs.readFile(path.join(dir, 'b.mp4'))]);
    testApp = await startTestApp({ DATA_DIR: path.join(dir, 'data'), ADMIN_EMAILS: 'rec-admin@example.com' });
    ({ app } = testApp);
    storage = app.get(FILE_STORAGE);
    events = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [host, seated, waiting, stranger, admin] = await signInAll(app, ['rec-host@example.com', 'rec-seated@example.com', 'rec-waiting@example.com', 'rec-stranger@example.com', 'rec-admin@example.com']);
    const created = await host.agent
      .post('/api/events')
      .set(host.headers)
      .send({ title: '1on1入門ウェビナー', eventType: 'webinar', startTime: '2027-01-15T19:00:00+09:00', endTime: '2027-01-15T21:00:00+09:00', maxParticipants: 1 })
      .expect(201);
    eventId = created.body.id;
    await seated.agent.post(`/api/events/${eventId}/registrations`).set(seated.headers).send({}).expect(201);
    await waiting.agent.post(`/api/events/${eventId}/registrations`).set(waiting.headers).send({}).expect(201);
  }, 120_000);
  afterAll(async () => {
    await events?.end();
    await testApp?.close();
    await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);

  const base = () => `/api/events/${eventId}/recording-video`;
  const upload = (who: SignedInUser, bytes: Buffer, filename = 'recording.mp4') =>
    who.agent.post(base()).set(who.headers).attach('file', bytes, { filename, contentType: 'video/mp4' });
  const watch = (who: SignedInUser, body: object) => who.agent.post(`${base()}/progress`).set(who.headers).send(body);
  const notices = async (who: SignedInUser) =>
    ((await who.agent.get('/api/notifications').expect(200)).body as { items: { kind: string; title: string; body: string | null; link: string }[] }).items
      .filter((n) => n.kind === 'event_recording')
      .map(({ kind, title, body, link }) => ({ kind, title, body, link }));
  const recordingEvents = async () =>
    Number((await events.query(`SELECT count(*) FROM events WHERE type LIKE 'EventRecording%' OR stream_id LIKE 'learning-progress-%'`)).rows[0].count);

  it('refuses a recording before the event runs, and from anyone but the host or a team admin, in Japanese, keeping nothing', async () => {
    const early = await upload(host, video).expect(409);
    expect(early.body.message).toBe('録画は開催中または終了したイベントにだけアップロードできます');
    await host.agent.post(`/api/events/${eventId}/status`).set(host.headers).send({ status: 'completed' }).expect(200);
    const refused = await upload(seated, video).expect(403);
    expect(refused.body.message).toBe('録画のアップロードはイベントの主催者または管理者のみ行えます');
    await upload(host, Buffer.from('これは動画ではありません'.repeat(100)), 'fake.mp4').expect(415);
    await host.agent.get(base()).expect(404);
    expect(await recordingEvents()).toBe(0);
  });

  it('stores the host’s upload with its probed length; a seat holder streams it with Range, others get a 403 and no bytes', async () => {
    const recording = (await upload(host, video).expect(201)).body as Recording;
    expect(recording).toMatchObject({ mimeType: 'video/mp4', sizeBytes: video.length, myProgress: { position: 0, percent: 0, completed: false } });
    expect(recording.seconds).toBeCloseTo(20, 0);

    const seen = (await seated.agent.get(base()).expect(200)).body as Recording;
    expect(seen.videoUrl).toBe(recording.videoUrl);
    const part = await getBytes(seated, seen.videoUrl, 'bytes=100-199').expect(206);
    expect(Buffer.compare(part.body as Buffer, video.subarray(100, 200))).toBe(0);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.headers['cache-control']).toContain('private');
    await getBytes(seated, seen.videoUrl, `bytes=${video.length + 10}-`).expect(416);
    expect(Buffer.compare((await getBytes(admin, seen.videoUrl).expect(200)).body as Buffer, video)).toBe(0);
    await getBytes(host, seen.videoUrl, 'bytes=0-9').expect(206);

    // The waiting list holds no seat, nor does a stranger: a Japanese 403, never the bytes.
    for (const who of [waiting, stranger]) {
      expect((await who.agent.get(base()).expect(403)).body.message).toBe('録画は参加が確定した方と主催者だけが見られます');
      const refused = await getBytes(who, seen.videoUrl).expect(403);
      expect((refused.body as Buffer).includes(video.subarray(0, 64))).toBe(false);
      await watch(who, { position: 5, watched: [[0, 5]] }).expect(403);
    }
    await seated.agent.get(`${base()}/${'0'.repeat(8)}-0000-4000-8000-000000000000/file`).expect(404);

    // The seat holder hears that it can be watched; the waiting list, a stranger and the uploader do not.
    const told = await until(() => notices(seated), (list) => list.length > 0);
    expect(told).toEqual([{ kind: 'event_recording', title: '「1on1入門ウェビナー」の録画が見られるようになりました', body: '録画の長さ：20秒', link: `/community/events/${eventId}` }]);
    for (const who of [waiting, stranger, host]) expect(await notices(who)).toEqual([]);
  });

  it('keeps what a seat holder watched by the library’s rule: resumed where they stopped, done at 90 % actually watched', async () => {
    // Jumping to 95 % and watching the end is 5 % watched, not done.
    const jumped = (await watch(seated, { position: 19, watched: [[19, 20]] }).expect(200)).body;
    expect(jumped).toMatchObject({ position: 19, completed: false });
    expect(jumped.percent).toBeCloseTo(5, 0);
    expect((await watch(seated, { position: 3, watched: [[0, 40]] }).expect(400)).body.message).toEqual(expect.stringContaining('動画の長さ'));
    const again = (await seated.agent.get(base()).expect(200)).body as Recording;
    expect(again.myProgress).toMatchObject({ position: 19, completed: false });

    const done = (await watch(seated, { position: 17, watched: [[0, 17.5]] }).expect(200)).body;
    expect(done).toMatchObject({ position: 17, completed: true });
    expect(done.percent).toBeCloseTo(92.5, 0);
    // The host's own progress is their own.
    expect(((await host.agent.get(base()).expect(200)).body as Recording).myProgress).toMatchObject({ position: 0, completed: false });
  });

  it('replaces the recording (the old file leaves the storage) and removes it; a seat holder cannot', async () => {
    const before = ((await seated.agent.get(base()).expect(200)).body as Recording).fileId;
    const replaced = (await upload(admin, other).expect(201)).body as Recording;
    expect(replaced.fileId).not.toBe(before);
    expect(replaced.seconds).toBeCloseTo(10, 0);
    expect(replaced.myProgress).toMatchObject({ position: 0, completed: false });
    expect(await storage.stat(eventRecordingKey(before))).toBeNull();
    await seated.agent.get(`${base()}/${before}/file`).expect(404);
    const types = (await events.query(`SELECT type FROM events WHERE type LIKE 'EventRecording%' ORDER BY position`)).rows.map((r) => r.type);
    expect(types).toEqual(['EventRecordingAttached', 'EventRecordingReplaced']);

    expect((await seated.agent.delete(base()).set(seated.headers).expect(403)).body.message).toBe('録画の削除はイベントの主催者または管理者のみ行えます');
    await host.agent.delete(base()).set(host.headers).expect(204);
    await seated.agent.get(base()).expect(404);
    expect(await storage.stat(eventRecordingKey(replaced.fileId))).toBeNull();
    await host.agent.delete(base()).set(host.headers).expect(404);
  });

  it('forgets a seat holder’s progress with them; the recording (the event’s) stays when its host is forgotten', async () => {
    const recording = (await upload(host, video).expect(201)).body as Recording;
    await watch(seated, { position: 8, watched: [[0, 8]] }).expect(200);
    const progressRows = (userId: string) => events.query(`SELECT count(*)::int AS n FROM learning_progress WHERE user_id = $1`, [userId]).then((r) => r.rows[0].n as number);
    const studyRows = (userId: string) => events.query(`SELECT count(*)::int AS n FROM learning_study_log WHERE user_id = $1`, [userId]).then((r) => r.rows[0].n as number);
    expect(await progressRows(seated.user.id)).toBeGreaterThan(0);
    expect(await studyRows(seated.user.id)).toBeGreaterThan(0);

    await admin.agent.post('/api/admin/personal-data/forget').set(admin.headers).send({ kind: 'user', subjectId: seated.user.id }).expect(200);
    await admin.agent.post('/api/admin/personal-data/forget').set(admin.headers).send({ kind: 'user', subjectId: host.user.id }).expect(200);
    expect(await progressRows(seated.user.id)).toBe(0);
    expect(await studyRows(seated.user.id)).toBe(0);
    expect(await storage.stat(eventRecordingKey(recording.fileId))).not.toBeNull();
    await getBytes(admin, recording.videoUrl, 'bytes=0-9').expect(206);
  }, 60_000);
});
