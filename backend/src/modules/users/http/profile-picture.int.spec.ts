import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import { FILE_KINDS, FILE_MESSAGES } from '@pivot/rules';
import { FILE_STORAGE, type FileStorage } from '../../../platform/storage/storage.port.js';
import { pictureKey } from '../../../platform/storage/pictures.js';
import { jpegWithGps } from '../../../platform/storage/test-support/images.js';
import { startTestS3 } from '../../../platform/storage/test-support/s3-server.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';
import { getBytes } from '../../../test-support/bytes.js';

/** The GPS IFD pointer tag (0x8825) in either byte order: EXIF that says where a photo was taken. */
const hasGpsTag = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/**
 * Profile pictures over HTTP (decision 0095), on the disk storage and on an S3 store: the rules
 * of an upload (type from the bytes, empty, over the limit, a path as a name), the re-encoding
 * (no EXIF or GPS left, square), serving with ranges and caching, and forgetting the person.
 */
describe.each(['disk', 's3'] as const)('profile pictures on %s storage', (adapter) => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let storage: FileStorage;
  let user: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let dataDir: string;
  let stopS3: (() => Promise<void>) | undefined;
  let photo: Buffer;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pivot-pictures-'));
    let env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_EMAILS: 'pictures-admin@example.com' };
    if (adapter === 's3') {
      const s3 = await startTestS3();
      s3.storage.close();
      stopS3 = s3.stop;
      const { endpoint, bucket, accessKeyId, secretAccessKey } = s3.settings;
      env = { ...env, S3_URL: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey };
    }
    testApp = await startTestApp(env);
    ({ app } = testApp);
    storage = app.get(FILE_STORAGE);
    expect(storage.kind).toBe(adapter);
    [user, other, admin] = await signInAll(app, [`pictured.${adapter}@example.com`, `other.${adapter}@example.com`, 'pictures-admin@example.com']);
    photo = await jpegWithGps();
  });
  afterAll(async () => {
    await testApp?.close();
    await stopS3?.();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const upload = (who: SignedInUser, userId: string, bytes: Buffer, filename = 'me.jpg', contentType = 'image/jpeg') =>
    who.agent.put(`/api/users/${userId}/picture`).set(who.headers).attach('file', bytes, { filename, contentType });

  const pictureOf = async (who: SignedInUser): Promise<string | null> => (await who.agent.get('/api/auth/user').expect(200)).body.profileImageUrl;

  it('re-encodes a photo with GPS EXIF as a 512 px square WebP without any metadata', async () => {
    const input = await sharp(photo).metadata();
    expect(hasGpsTag(input.exif)).toBe(true);
    expect(input.exif?.toString('latin1')).toContain('PivotPhone');

    const { body } = await upload(user, user.user.id, photo).expect(200);
    expect(body.profileImageUrl).toMatch(new RegExp(`^/api/pictures/${user.user.id}/[0-9a-f]{32}$`));
    const stored = await getBytes(other, body.profileImageUrl).expect(200);
    expect(stored.headers['content-type']).toBe('image/webp');
    const meta = await sharp(stored.body as Buffer).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const small = await getBytes(other, `${body.profileImageUrl}?size=128`).expect(200);
    expect((await sharp(small.body as Buffer).metadata()).width).toBe(128);
    // Shown to everyone signed in, with the others' pictures.
    const pictures = (await other.agent.get('/api/users/pictures').expect(200)).body as { userId: string; pictureUrl: string }[];
    expect(pictures).toContainEqual({ userId: user.user.id, pictureUrl: body.profileImageUrl });
  });

  it('caches a content-addressed picture for a year and answers byte ranges (206) and a range past the end (416)', async () => {
    const url = (await upload(user, user.user.id, photo).expect(200)).body.profileImageUrl as string;
    const whole = await getBytes(user, url).expect(200);
    expect(whole.headers['cache-control']).toContain('immutable');
    expect(whole.headers['cache-control']).toContain('max-age=31536000');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = whole.headers.etag;
    expect(etag).toBeTruthy();
    const size = (whole.body as Buffer).length;

    const part = await getBytes(user, url, 'bytes=10-109').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 10-109/${size}`);
    expect((part.body as Buffer).equals((whole.body as Buffer).subarray(10, 110))).toBe(true);
    const tail = await getBytes(user, url, 'bytes=-5').expect(206);
    expect((tail.body as Buffer).equals((whole.body as Buffer).subarray(size - 5))).toBe(true);

    const past = await user.agent.get(url).set('Range', `bytes=${size}-`).expect(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    await user.agent.get(url).set('If-None-Match', etag).expect(304);
  });

  it('refuses a forged type: text named .jpg and sent as image/jpeg (415, nothing changes)', async () => {
    const before = await pictureOf(user);
    const res = await upload(user, user.user.id, Buffer.from('これは画像ではありません。'.repeat(50)), 'photo.jpg', 'image/jpeg').expect(415);
    expect(res.body.message).toBe(FILE_KINDS.picture.wrongType);
    // An SVG (script-capable) is not a picture either, whatever it says it is.
    await upload(user, user.user.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.png', 'image/png').expect(415);
    expect(await pictureOf(user)).toBe(before);
  });

  it('refuses an empty file (400)', async () => {
    const res = await upload(user, user.user.id, Buffer.alloc(0)).expect(400);
    expect(res.body.message).toBe(FILE_MESSAGES.empty);
  });

  it('refuses a file over the limit while streaming (413) and stores nothing of it', async () => {
    const before = await pictureOf(user);
    // A real JPEG head, then padding past 10 MB.
    const big = Buffer.concat([photo, Buffer.alloc(FILE_KINDS.picture.maxBytes, 0x20)]);
    const res = await upload(user, user.user.id, big).catch((error: { response?: { status: number; body: { message: string } } }) => error.response);
    expect(res?.status).toBe(413);
    expect(res?.body.message).toBe(FILE_KINDS.picture.tooLarge);
    expect(await pictureOf(user)).toBe(before);
    if (adapter === 'disk') {
      const incoming = await fs.readdir(path.join(dataDir, 'files', '.incoming')).catch(() => []);
      expect(incoming).toEqual([]);
    }
  });

  it('takes a path-traversal name as nothing more than a name: the picture is stored under its id', async () => {
    const { body } = await upload(user, user.user.id, photo, '../../../../etc/passwd.jpg').expect(200);
    const pictureId = (body.profileImageUrl as string).split('/').pop()!;
    expect(await storage.stat(pictureKey(user.user.id, pictureId, 512))).not.toBeNull();
    if (adapter === 'disk') await expect(fs.stat(path.join(dataDir, 'etc'))).rejects.toThrow();
  });

  it("lets only the user or an admin set a user's picture (403 before reading the file)", async () => {
    await upload(other, user.user.id, photo).expect(403);
    const { body } = await upload(admin, other.user.id, photo).expect(200);
    expect(body.profileImageUrl).toContain(other.user.id);
  });

  it('deletes the replaced picture from storage, and a removed one', async () => {
    const first = (await upload(other, other.user.id, photo).expect(200)).body.profileImageUrl as string;
    const second = (await upload(other, other.user.id, await jpegWithGps(640, 640)).expect(200)).body.profileImageUrl as string;
    expect(second).not.toBe(first);
    await other.agent.get(first).expect(404);
    await other.agent.delete(`/api/users/${other.user.id}/picture`).set(other.headers).expect(200);
    expect(await pictureOf(other)).toBeNull();
    await other.agent.get(second).expect(404);
  });

  it("forgetting the person deletes every file of theirs from storage", async () => {
    const url = (await upload(user, user.user.id, photo).expect(200)).body.profileImageUrl as string;
    const pictureId = url.split('/').pop()!;
    expect(await storage.stat(pictureKey(user.user.id, pictureId, 128))).not.toBeNull();
    await post(admin, '/api/admin/personal-data/forget', { kind: 'user', subjectId: user.user.id }).expect(200);
    expect(await storage.stat(pictureKey(user.user.id, pictureId, 512))).toBeNull();
    expect(await storage.stat(pictureKey(user.user.id, pictureId, 128))).toBeNull();
    await admin.agent.get(url).expect(404);
    const pictures = (await admin.agent.get('/api/users/pictures').expect(200)).body as { userId: string }[];
    expect(pictures.map((p) => p.userId)).not.toContain(user.user.id);
  });
});
