import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from '../../../platform/config/app-config.js';
import { createApp } from '../../../create-app.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { signIn } from '../../../test-support/sign-in.js';

describe('GET /api/journal', () => {
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

  it('answers a signed-in user an empty list: nothing can write an entry yet', async () => {
    const user = await signIn(app, 'writer@example.com');
    const res = await user.agent.get('/api/journal').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual([]);
  });

  it('answers a signed-out caller 401', async () => {
    const res = await request(app.getHttpServer()).get('/api/journal');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401 });
  });

  it('documents the entries\' shape in the OpenAPI document', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(body.paths['/api/journal'].get.responses['200'].content['application/json'].schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/JournalEntryResponse' },
    });
    expect(Object.keys(body.components.schemas.JournalEntryResponse.properties)).toEqual([
      'id',
      'userId',
      'title',
      'practiceContent',
      'insights',
      'challenges',
      'goals',
      'aiSummary',
      'isPublic',
      'weekOf',
      'createdAt',
      'updatedAt',
    ]);
  });
});
