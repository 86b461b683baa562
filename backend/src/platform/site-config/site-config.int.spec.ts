import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { loadConfig } from '../config/app-config.js';
import { createApp } from '../../create-app.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestDatabase } from '../../test-support/test-database.js';

describe('GET /api/site-config', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: NestExpressApplication[] = [];

  async function start(env: Record<string, string> = {}): Promise<NestExpressApplication> {
    const app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ...env }), db.url);
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
  });

  it('tells a signed-out visitor where the corporate-training banner leads: the companion page by default', async () => {
    const app = await start();
    const res = await request(app.getHttpServer()).get('/api/site-config').expect(200);
    expect(res.body).toEqual({
      corporateTrainingUrl: '/pivot#services',
      practitionerCount: expect.any(Number),
      bookStoreUrl: null,
      interviewVideoUrl: null,
      authorQaFormUrl: null,
      timeZone: 'Asia/Tokyo',
    });
  });

  it("answers the operator's links: CORPORATE_TRAINING_URL, BOOK_STORE_URL, INTERVIEW_VIDEO_URL, AUTHOR_QA_FORM_URL", async () => {
    const app = await start({
      CORPORATE_TRAINING_URL: 'https://training.example.co.jp/pivot',
      BOOK_STORE_URL: 'https://books.example.co.jp/pivot/reviews',
      INTERVIEW_VIDEO_URL: 'https://video.example.co.jp/pivot-interview',
      AUTHOR_QA_FORM_URL: 'https://forms.example.co.jp/pivot-qa',
    });
    const res = await request(app.getHttpServer()).get('/api/site-config').expect(200);
    expect(res.body).toMatchObject({
      corporateTrainingUrl: 'https://training.example.co.jp/pivot',
      bookStoreUrl: 'https://books.example.co.jp/pivot/reviews',
      interviewVideoUrl: 'https://video.example.co.jp/pivot-interview',
      authorQaFormUrl: 'https://forms.example.co.jp/pivot-qa',
    });
  });

  it("answers the deployment's time zone (APP_TIME_ZONE), in which the client shows every date", async () => {
    const app = await start({ APP_TIME_ZONE: 'Europe/Berlin' });
    const res = await request(app.getHttpServer()).get('/api/site-config').expect(200);
    expect(res.body.timeZone).toBe('Europe/Berlin');
  });

  it('counts the practitioners: each new account adds one, signing in again adds none, and no one is named', async () => {
    const app = await start({ TRUST_PROXY: 'loopback' });
    const count = async () => (await request(app.getHttpServer()).get('/api/site-config').expect(200)).body.practitionerCount as number;
    const before = await count();

    await signIn(app, 'first.practitioner@example.com');
    await signIn(app, 'second.practitioner@example.com');
    expect(await count()).toBe(before + 2);

    await signIn(app, 'first.practitioner@example.com');
    const res = await request(app.getHttpServer()).get('/api/site-config').expect(200);
    expect(res.body.practitionerCount).toBe(before + 2);
    expect(JSON.stringify(res.body)).not.toContain('practitioner@example.com');
  });
});
