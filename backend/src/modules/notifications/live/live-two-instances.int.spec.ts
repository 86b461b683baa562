import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../../create-app.js';
import { loadConfig } from '../../../platform/config/app-config.js';
import { ProjectionRuntimeService } from '../../../platform/projections/projection-runtime.service.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { signIn } from '../../../test-support/sign-in.js';
import { until } from '../../../test-support/until.js';
import { post } from '../../../test-support/writes.js';
import { openLive } from '../test-support/live-client.js';

/**
 * Two instances on one database (decision 0026): the notifications projection runs on one of
 * them, and a tab connected to the other still hears of its notifications (LISTEN/NOTIFY) and of
 * changes (each instance follows the log), decision 0081.
 */
describe('the live channel across two instances', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  const env = { NODE_ENV: 'test', SEED_DEMO: 'false', READ_YOUR_WRITES_TIMEOUT_MS: '10000' };

  beforeAll(async () => {
    db = await createTestDatabase();
    a = await createApp(loadConfig(env), db.url);
    b = await createApp(loadConfig(env), db.url);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  it('delivers a notification written on one instance to tabs on both, and the change to everyone', async () => {
    // Only instance a runs projections: the notification rows and their NOTIFY come from a.
    await b.get(ProjectionRuntimeService).stop();
    const author = await signIn(a, 'author@example.com');
    const replier = await signIn(a, 'replier@example.com');
    const onA = await openLive(a, author.cookie);
    const onB = await openLive(b, author.cookie);
    const bystander = await openLive(b, replier.cookie);
    try {
      const created = await post(author, '/api/forum/posts', { title: '二つのインスタンス', content: '本文' });
      expect(created.status).toBe(201);
      await post(replier, `/api/forum/posts/${(created.body as { id: string }).id}/replies`, { content: '返信です' });
      for (const tab of [onA, onB]) await until(async () => tab.frames.some((f) => f.event === 'notification'), Boolean);
      // b's projections are stopped, so its "changed" signal first waits out the read-your-writes
      // bound (10 s here) for them: the frame comes after it, however loaded the machine is.
      await until(async () => bystander.frames.some((f) => f.event === 'changed' && (f.data as { categories: string[] }).categories.includes('forum-post')), Boolean, 40_000);
      expect(bystander.frames.some((f) => f.event === 'notification')).toBe(false);
      expect(onA.frames.find((f) => f.event === 'notification')?.id).toBe(onB.frames.find((f) => f.event === 'notification')?.id);
    } finally {
      onA.close();
      onB.close();
      bystander.close();
    }
  }, 60_000);
});
