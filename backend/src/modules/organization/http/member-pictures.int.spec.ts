import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { zipSync } from 'fflate';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FILE_KINDS } from '@pivot/rules';
import { jpegWithGps } from '../../../platform/storage/test-support/images.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';

/** Company members' pictures (decision 0095): one by a manager, many from a ZIP named by e-mail. */
describe("company members' pictures", () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let leader: SignedInUser;
  let member: SignedInUser;
  let dataDir: string;
  let teamId: string;
  let hanako: string;
  let jiro: string;
  let photo: Buffer;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pivot-member-pictures-'));
    testApp = await startTestApp({ DATA_DIR: dataDir });
    ({ app } = testApp);
    [leader, member] = await signInAll(app, ['picture-leader@example.com', 'picture-member@example.com']);
    teamId = (await post(leader, '/api/teams', { name: '写真チーム' }).expect(201)).body.id;
    hanako = (await post(leader, '/api/company-members', { teamId, firstName: '花子', lastName: '佐藤', email: 'Hanako.Sato@example.com' }).expect(201)).body.id;
    jiro = (await post(leader, '/api/company-members', { teamId, firstName: '次郎', lastName: '鈴木', email: 'jiro.suzuki@example.com' }).expect(201)).body.id;
    photo = await jpegWithGps(700, 500);
  });
  afterAll(async () => {
    await testApp.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const pictures = async () =>
    Object.fromEntries(((await leader.agent.get(`/api/company-members/team/${teamId}`).expect(200)).body as { id: string; pictureUrl: string | null }[]).map((m) => [m.id, m.pictureUrl]));

  it("lets the team's manager set a member's picture, and no one else", async () => {
    await member.agent.put(`/api/company-members/${jiro}/picture`).set(member.headers).attach('file', photo, 'jiro.jpg').expect(403);
    const { body } = await leader.agent.put(`/api/company-members/${jiro}/picture`).set(leader.headers).attach('file', photo, 'jiro.jpg').expect(200);
    expect(body.pictureUrl).toMatch(new RegExp(`^/api/pictures/${jiro}/[0-9a-f]{32}$`));
    expect((await pictures())[jiro]).toBe(body.pictureUrl);
    await leader.agent.get(`${body.pictureUrl}?size=128`).expect(200).expect('Content-Type', 'image/webp');
  });

  it('imports a ZIP named by e-mail, with a result per file', async () => {
    const zip = zipSync({
      'photos/hanako.sato@example.com.JPG': new Uint8Array(photo),
      'nobody@example.com.jpg': new Uint8Array(photo),
      'jiro.suzuki@example.com.png': new TextEncoder().encode('not an image at all, just text'),
      '__MACOSX/._hanako.sato@example.com.JPG': new Uint8Array([0, 5, 22]),
    });
    const { body } = await leader.agent
      .post(`/api/company-members/pictures/import?teamId=${teamId}`)
      .set(leader.headers)
      .attach('file', Buffer.from(zip), { filename: 'pictures.zip', contentType: 'application/zip' })
      .expect(200);
    expect(body.matched).toBe(1);
    expect(body.results).toEqual([
      { fileName: 'hanako.sato@example.com.JPG', status: 'matched', memberId: hanako, memberName: '佐藤 花子' },
      { fileName: 'nobody@example.com.jpg', status: 'unknown_email', memberId: null, memberName: null },
      { fileName: 'jiro.suzuki@example.com.png', status: 'not_image', memberId: jiro, memberName: '鈴木 次郎' },
    ]);
    expect((await pictures())[hanako]).toMatch(new RegExp(`^/api/pictures/${hanako}/`));
  });

  it('refuses a file that is not a ZIP (415) and the import of a team the caller does not manage (403)', async () => {
    const res = await leader.agent.post(`/api/company-members/pictures/import?teamId=${teamId}`).set(leader.headers).attach('file', photo, 'pictures.zip').expect(415);
    expect(res.body.message).toBe(FILE_KINDS.pictureArchive.wrongType);
    await member.agent.post(`/api/company-members/pictures/import?teamId=${teamId}`).set(member.headers).attach('file', Buffer.from(zipSync({})), 'a.zip').expect(403);
  });
});
