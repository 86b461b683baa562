import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from './platform/config/app-config.js';
import { createTestDatabase } from './test-support/test-database.js';
import { createApp } from './create-app.js';

describe('HTTP shell', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }), db.url);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await request(app.getHttpServer()).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
