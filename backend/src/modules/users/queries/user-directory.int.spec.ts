import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from '../../../platform/config/app-config.js';
import { createApp } from '../../../create-app.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { signIn } from '../../../test-support/sign-in.js';
import { UserDirectory } from '../index.js';

describe('UserDirectory', () => {
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

  it('knows signed-in users and names them family name first, as their profile says', async () => {
    const [taro, hanako] = await Promise.all(['taro@example.com', 'hanako@example.com'].map((email) => signIn(app, email)));
    await taro.agent.put(`/api/users/${taro.user.id}`).set(taro.headers).send({ firstName: '太郎', lastName: '山田' }).expect(200);
    const users = app.get(UserDirectory);

    expect(await users.exists(taro.user.id)).toBe(true);
    expect(await users.exists('no-such-user')).toBe(false);
    // Hanako has not given her names yet: an empty name, not a missing one.
    expect(await users.displayNames([taro.user.id, hanako.user.id, 'no-such-user'])).toEqual(
      new Map([
        [taro.user.id, '山田 太郎'],
        [hanako.user.id, ''],
      ]),
    );
    expect(await users.displayNames([])).toEqual(new Map());
  });
});
