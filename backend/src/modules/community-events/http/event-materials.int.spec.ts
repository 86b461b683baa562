import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { FILE_KINDS } from '@pivot/rules';
import { FILE_STORAGE, type FileStorage } from '../../../platform/storage/storage.port.js';
import { getBytes, pdfBytes } from '../../../test-support/bytes.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { eventMaterialKey } from '../domain/event-materials.js';

type Material = { id: string; sessionId: string | null; fileName: string; contentType: string; sizeBytes: number; downloadUrl: string };

/** Event materials (decision 0097): host uploads, registrants download, others refused. */
describe('event materials', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let storage: FileStorage;
  let dataDir: string;
  let host: SignedInUser;
  let seated: SignedInUser;
  let stranger: SignedInUser;
  let admin: SignedInUser;
  let eventId: string;
  let sessionId: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pivot-materials-'));
    testApp = await startTestApp({ DATA_DIR: dataDir, ADMIN_EMAILS: 'mat-admin@example.com' });
    ({ app } = testApp);
    storage = app.get(FILE_STORAGE);
    [host, seated, stranger, admin] = await signInAll(app, ['mat-host@example.com', 'mat-seated@example.com', 'mat-stranger@example.com', 'mat-admin@example.com']);
    const created = await host.agent
      .post('/api/events')
      .set(host.headers)
      .send({
        title: '1on1入門ウェビナー',
        eventType: 'webinar',
        startTime: '2027-01-15T19:00:00+09:00',
        endTime: '2027-01-15T21:00:00+09:00',
        maxParticipants: 10,
        sessions: [{ title: '第1部', startTime: '2027-01-15T19:00:00+09:00', endTime: '2027-01-15T20:00:00+09:00' }],
      })
      .expect(201);
    eventId = created.body.id;
    sessionId = created.body.sessions[0].id;
    await seated.agent.post(`/api/events/${eventId}/registrations`).set(seated.headers).send({}).expect(201);
  }, 90_000);
  afterAll(async () => {
    await testApp?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const upload = (who: SignedInUser, bytes: Buffer, filename: string, contentType = 'application/pdf', session?: string) =>
    who.agent
      .post(`/api/events/${eventId}/materials${session ? `?sessionId=${session}` : ''}`)
      .set(who.headers)
      .attach('file', bytes, { filename, contentType });

  it('lets the host attach a PDF to the event and to a session; a seat holder lists and downloads it (ranged, cached)', async () => {
    const slides = pdfBytes(3_000);
    const attached = await upload(host, slides, '第1部スライド.pdf', 'application/pdf', sessionId).expect(201);
    const material = attached.body as Material;
    expect(material).toMatchObject({ sessionId, fileName: '第1部スライド.pdf', contentType: 'application/pdf', sizeBytes: 3_000 });
    await upload(host, pdfBytes(), '全体資料.pdf').expect(201);

    const listed = await seated.agent.get(`/api/events/${eventId}/materials`).expect(200);
    expect((listed.body as Material[]).map((m) => [m.fileName, m.sessionId])).toEqual(
      expect.arrayContaining([
        ['全体資料.pdf', null],
        ['第1部スライド.pdf', sessionId],
      ]),
    );

    const whole = await getBytes(seated, material.downloadUrl).expect(200);
    expect(Buffer.compare(whole.body as Buffer, slides)).toBe(0);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toContain('private');
    expect(whole.headers.etag).toBeTruthy();
    const part = await getBytes(seated, material.downloadUrl, 'bytes=0-7').expect(206);
    expect((part.body as Buffer).toString()).toBe('%PDF-1.4');
    await getBytes(seated, material.downloadUrl, 'bytes=5000-').expect(416);
    await host.agent.get(material.downloadUrl).expect(200);
  });

  it('refuses the list and a private material to someone without a seat (403), and an upload by a non-host (403)', async () => {
    const material = (await upload(host, pdfBytes(), '非公開.pdf').expect(201)).body as Material;
    await stranger.agent.get(`/api/events/${eventId}/materials`).expect(403);
    const refused = await stranger.agent.get(material.downloadUrl).expect(403);
    expect(refused.body.message).toBe('イベントの資料は参加者と主催者だけが見られます');
    await upload(seated, pdfBytes(), '参加者から.pdf').expect(403);
    await upload(stranger, pdfBytes(), '外部から.pdf').expect(403);
  });

  it('refuses a forged type, a 0-byte file and one over the limit, and keeps nothing of them', async () => {
    const before = (await host.agent.get(`/api/events/${eventId}/materials`).expect(200)).body.length;
    // A script named and labelled as a PDF: the bytes decide.
    await upload(host, Buffer.from('#!/bin/sh\necho pwned\n'.repeat(50)), 'slides.pdf', 'application/pdf').expect(415);
    await upload(host, Buffer.alloc(0), 'empty.pdf').expect(400);
    await upload(host, pdfBytes(FILE_KINDS.eventMaterial.maxBytes + 1), 'huge.pdf').expect(413);
    expect((await host.agent.get(`/api/events/${eventId}/materials`).expect(200)).body).toHaveLength(before);
  }, 60_000);

  it('keeps a path-traversal name as a display name only, never as a path', async () => {
    const material = (await upload(host, pdfBytes(), '../../../etc/passwd.pdf').expect(201)).body as Material;
    expect(material.fileName).toBe('passwd.pdf');
    expect(await storage.stat(eventMaterialKey(host.user.id, material.id))).not.toBeNull();
    await expect(fs.access(path.join(dataDir, 'etc'))).rejects.toThrow();
  });

  it('refuses a session of another event (404) and lets only the host remove a material, deleting its file', async () => {
    await upload(host, pdfBytes(), 'x.pdf', 'application/pdf', '00000000-0000-4000-8000-000000000099').expect(404);
    const material = (await upload(host, pdfBytes(), '消す資料.pdf').expect(201)).body as Material;
    await seated.agent.delete(`/api/events/${eventId}/materials/${material.id}`).set(seated.headers).expect(403);
    await host.agent.delete(`/api/events/${eventId}/materials/${material.id}`).set(host.headers).expect(204);
    expect(await storage.stat(eventMaterialKey(host.user.id, material.id))).toBeNull();
    await seated.agent.get(material.downloadUrl).expect(404);
    await seated.agent.get(`/api/events/${eventId}/materials/not-an-id/file`).expect(400);
    await host.agent.delete(`/api/events/not-an-id/materials/${material.id}`).set(host.headers).expect(400);
    const listed = (await seated.agent.get(`/api/events/${eventId}/materials`).expect(200)).body as Material[];
    expect(listed.map((m) => m.id)).not.toContain(material.id);
  });

  // Runs last: the host is forgotten. Their files go from storage (decision 0095), and the rows
  // of what they uploaded leave the list; a team admin's material on the same event stays (0102).
  it('drops a forgotten host’s materials from the list, keeping what a team admin attached', async () => {
    const hosts = (await upload(host, pdfBytes(), '主催者の資料.pdf').expect(201)).body as Material;
    const admins = (await upload(admin, pdfBytes(), '事務局の資料.pdf').expect(201)).body as Material;
    await admin.agent.post('/api/admin/personal-data/forget').set(admin.headers).send({ kind: 'user', subjectId: host.user.id }).expect(200);

    const listed = (await seated.agent.get(`/api/events/${eventId}/materials`).expect(200)).body as Material[];
    expect(listed.map((m) => m.fileName)).toEqual(['事務局の資料.pdf']);
    await seated.agent.get(hosts.downloadUrl).expect(404);
    await seated.agent.get(admins.downloadUrl).expect(200);
    expect(await storage.stat(eventMaterialKey(host.user.id, hosts.id))).toBeNull();
  }, 60_000);
});
