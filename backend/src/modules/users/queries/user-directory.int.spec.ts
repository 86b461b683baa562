import { testApp } from '../../../test-support/test-app.js';
import { signInAll } from '../../../test-support/sign-in.js';
import { UserDirectory } from '../index.js';

describe('UserDirectory', () => {
  const running = testApp();

  it('knows signed-in users and names them family name first, as their profile says', async () => {
    const [taro, hanako] = await signInAll(running.app, ['taro@example.com', 'hanako@example.com']);
    await taro.agent.put(`/api/users/${taro.user.id}`).set(taro.headers).send({ firstName: '太郎', lastName: '山田' }).expect(200);
    const users = running.app.get(UserDirectory);

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
