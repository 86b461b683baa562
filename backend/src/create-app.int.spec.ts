import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from './platform/config/app-config.js';
import { createTestDatabase } from './test-support/test-database.js';
import { createApp } from './create-app.js';

describe('HTTP shell', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let tmp: string;

  beforeAll(async () => {
    // A checkout under a dot-directory (~/.cache/…, ~/.local/src/…): the built client lives at a
    // path with a dot segment above the client's own folder.
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'pivot-'));
    const clientDir = path.join(tmp, '.cache', 'pivot', 'frontend', 'dist');
    await fs.mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>pivot</title><div id="root"></div>');
    await fs.writeFile(path.join(clientDir, 'assets', 'app.js'), 'console.info("app");');
    await fs.writeFile(path.join(clientDir, '.env'), 'SECRET=do-not-serve');
    db = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', CLIENT_DIR: clientDir }), db.url);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await request(app.getHttpServer()).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it.each(['/', '/community', '/community/matrix', '/no-such-page'])(
    'serves the app for %s when the checkout sits under a dot-directory',
    async (page) => {
      const res = await request(app.getHttpServer()).get(page);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root"></div>');
    },
  );

  it('serves the built assets from there too', async () => {
    const res = await request(app.getHttpServer()).get('/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toContain('console.info("app")');
  });

  it('never serves a dotfile inside the client folder', async () => {
    const res = await request(app.getHttpServer()).get('/.env');
    expect(res.text).not.toContain('do-not-serve');
    // The client router answers instead (its 404 page).
    expect(res.text).toContain('<div id="root"></div>');
  });
});
