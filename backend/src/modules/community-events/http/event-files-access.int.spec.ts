import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { makeTestVideo } from '../../../platform/media/test-support/test-video.js';
import { getBytes, pdfBytes } from '../../../test-support/bytes.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { testApp } from '../../../test-support/test-app.js';
import { del, post, put } from '../../../test-support/writes.js';
import type { RegistrationStatus } from '../domain/community-event.js';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const MATERIALS_REFUSED = 'イベントの資料は参加者と主催者だけが見られます';
const RECORDING_REFUSED = '録画は参加が確定した方と主催者だけが見られます';
const STATUSES = ['registered', 'attended', 'cancelled', 'waitlisted', 'pending', 'declined'] as const satisfies readonly RegistrationStatus[];

/**
 * Who gets an event's files, for every registration status a person can be in (decisions 0097,
 * 0108): a seat (registered, attended) lets them list and download the materials, stream the
 * recording and keep their progress; a registration without one gets the Japanese 403 and not a
 * byte on each of those routes. Every status is reached through the routes the person and the host use.
 */
describe('event files by registration status', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pivot-event-files-'));
  const running = testApp({ DATA_DIR: path.join(dir, 'data') });
  let video: Buffer;
  const slides = pdfBytes(3_000);
  let host: SignedInUser;
  let person: Record<(typeof STATUSES)[number], SignedInUser>;
  let eventUrl: string;
  let videoUrl: string;
  let downloadUrl: string;

  beforeAll(async () => {
    await makeTestVideo(path.join(dir, 'a.mp4'), 4);
    video = readFileSync(path.join(dir, 'a.mp4'));
    const users = await signInAll(running.app, ['files-host@example.com', ...STATUSES.map((status) => `files-${status}@example.com`)]);
    host = users[0];
    person = Object.fromEntries(STATUSES.map((status, i) => [status, users[i + 1]])) as typeof person;

    // Two seats, approval needed, begun an hour ago (attendance is recorded only after the start).
    const event = { title: '振り返り会', eventType: 'workshop', startTime: inHours(-1), endTime: inHours(1), maxParticipants: 2, requiresApproval: true };
    eventUrl = `/api/events/${(await post(host, '/api/events', event).expect(201)).body.id}`;
    const register = (who: SignedInUser) => post(who, `${eventUrl}/registrations`).expect(201);
    const approve = (who: SignedInUser) => post(host, `${eventUrl}/registrations/${who.user.id}/approve`).expect(200);
    // Seated, then cancelled their registration (before anyone waited, so no one moves up).
    await register(person.cancelled);
    await approve(person.cancelled);
    await del(person.cancelled, `${eventUrl}/registrations/me`).expect(200);
    // The third approval finds both seats taken and waitlists, as registering for a full event does.
    for (const who of [person.registered, person.attended, person.waitlisted]) {
      await register(who);
      await approve(who);
    }
    await register(person.pending);
    await register(person.declined);
    await post(host, `${eventUrl}/registrations/${person.declined.user.id}/decline`).expect(200);
    await post(host, `${eventUrl}/status`, { status: 'live' }).expect(200);
    await put(host, `${eventUrl}/registrations/${person.attended.user.id}/attendance`, { attended: true }).expect(200);

    const recording = await host.agent
      .post(`${eventUrl}/recording-video`)
      .set(host.headers)
      .attach('file', video, { filename: 'recording.mp4', contentType: 'video/mp4' })
      .expect(201);
    videoUrl = recording.body.videoUrl;
    const material = await host.agent
      .post(`${eventUrl}/materials`)
      .set(host.headers)
      .attach('file', slides, { filename: 'スライド.pdf', contentType: 'application/pdf' })
      .expect(201);
    downloadUrl = material.body.downloadUrl;
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** What the person's own view of the event says; a cancelled registration shows as none. */
  const ownStatus = async (who: SignedInUser) => ((await who.agent.get(eventUrl).expect(200)).body.myRegistration?.status as string | undefined) ?? null;
  const watch = (who: SignedInUser) => post(who, `${eventUrl}/recording-video/progress`, { position: 2, watched: [[0, 2]] });
  const progressRows = async (who: SignedInUser) =>
    ((await running.app.get(DataSource).query(`SELECT count(*)::int AS n FROM learning_progress WHERE user_id = $1`, [who.user.id])) as { n: number }[])[0].n;

  it.each(['registered', 'attended'] as const)('lets a person %s list and download the materials, stream the recording and keep their progress', async (status) => {
    const who = person[status];
    expect(await ownStatus(who)).toBe(status);

    const listed = (await who.agent.get(`${eventUrl}/materials`).expect(200)).body as { downloadUrl: string }[];
    expect(listed.map((m) => m.downloadUrl)).toEqual([downloadUrl]);
    expect(Buffer.compare((await getBytes(who, downloadUrl).expect(200)).body as Buffer, slides)).toBe(0);
    expect(((await getBytes(who, downloadUrl, 'bytes=0-7').expect(206)).body as Buffer).toString()).toBe('%PDF-1.4');

    expect((await who.agent.get(`${eventUrl}/recording-video`).expect(200)).body.videoUrl).toBe(videoUrl);
    expect(Buffer.compare((await getBytes(who, videoUrl).expect(200)).body as Buffer, video)).toBe(0);
    expect(Buffer.compare((await getBytes(who, videoUrl, 'bytes=100-199').expect(206)).body as Buffer, video.subarray(100, 200))).toBe(0);
    expect((await watch(who).expect(200)).body).toMatchObject({ position: 2 });
    expect((await who.agent.get(`${eventUrl}/recording-video`).expect(200)).body.myProgress).toMatchObject({ position: 2 });
  });

  it.each(['cancelled', 'waitlisted', 'pending', 'declined'] as const)('refuses a person %s in Japanese, without a byte, on every file route', async (status) => {
    const who = person[status];
    expect(await ownStatus(who)).toBe(status === 'cancelled' ? null : status);

    const answers = await Promise.all([
      getBytes(who, `${eventUrl}/materials`),
      getBytes(who, downloadUrl),
      getBytes(who, downloadUrl, 'bytes=0-7'),
      getBytes(who, `${eventUrl}/recording-video`),
      getBytes(who, videoUrl),
      getBytes(who, videoUrl, 'bytes=100-199'),
    ]);
    // The whole body is the refusal: it parses as the error, so no part of a file came with it.
    expect(answers.map((res) => [res.status, JSON.parse((res.body as Buffer).toString()).message])).toEqual([
      ...Array(3).fill([403, MATERIALS_REFUSED]),
      ...Array(3).fill([403, RECORDING_REFUSED]),
    ]);
    expect((await watch(who).expect(403)).body.message).toBe(RECORDING_REFUSED);
    expect(await progressRows(who)).toBe(0);
  });
});
