import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { SignInRefusedError, type VerifiedIdentity } from '../../../platform/auth/sign-in.port.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { requestContext } from '../../../platform/request-context/request-context.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { RegisterUser } from '../domain/user.commands.js';
import { UsersSignInService } from './users-sign-in.service.js';

describe('UsersSignInService: an account is its issuer and subject; e-mail only links when verified', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let store: EventStore;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    store = app.get(EVENT_STORE);
  });
  afterAll(async () => {
    await testApp.close();
  });

  // Every stored event, committed or not yet visible to `readAll` (which stops below any transaction
  // still open, e.g. a projection's checkpoint), so a busy moment cannot make `before` too small.
  const eventCount = async () => Number((await app.get(DataSource).query('SELECT count(*) AS n FROM events'))[0].n);
  const signInAs = (identity: VerifiedIdentity) => requestContext.run({}, () => app.get(UsersSignInService).signIn(identity));
  const issuer = 'https://sso.example.com/realms/pivot';

  it('finds the user of an account by issuer and subject, whatever e-mail the token carries now', async () => {
    const first = await signInAs({ issuer, subject: 'sub-renamed', email: 'before@example.com', emailVerified: true });
    const renamed = await signInAs({ issuer, subject: 'sub-renamed', email: 'after@example.com', emailVerified: false });
    expect(renamed.id).toBe(first.id);
    // The same address at another issuer, or under another subject, is another account: it links by verified e-mail only.
    const elsewhere = await signInAs({ issuer: 'https://other.example', subject: 'sub-renamed', email: 'before@example.com', emailVerified: true });
    expect(elsewhere.id).toBe(first.id);
    const identities = (await store.readStream(`user-${first.id}`)).filter((e) => e.type === 'UserIdentityLinked').map((e) => e.data);
    expect(identities).toEqual([
      { userId: first.id, issuer, subject: 'sub-renamed' },
      { userId: first.id, issuer: 'https://other.example', subject: 'sub-renamed' },
    ]);
  });

  it('refuses an unknown account whose e-mail the issuer did not verify: no user taken over, none created, nothing recorded', async () => {
    await signInAs({ issuer, subject: 'owner', email: 'owner@example.com', emailVerified: true });
    const before = await eventCount();
    for (const identity of [
      { issuer: 'https://other.example', subject: 'impostor', email: 'owner@example.com', emailVerified: false },
      { issuer: 'https://other.example', subject: 'unverified', email: 'fresh-unverified@example.com', emailVerified: false },
      { issuer: 'https://other.example', subject: 'no-mail', emailVerified: true },
    ]) {
      await expect(signInAs(identity)).rejects.toThrow(SignInRefusedError);
    }
    expect(await eventCount()).toBe(before);
  });

  it('links a user registered without an account (the demo seed, users from before) by verified e-mail, once', async () => {
    const userId = randomUUID();
    await requestContext.run({}, () => app.get(CommandBus).execute(new RegisterUser({ userId, email: 'seeded@example.com', emailVerified: false })));
    const first = await signInAs({ issuer, subject: 'seeded-sub', email: 'Seeded@Example.com', emailVerified: true });
    const second = await signInAs({ issuer, subject: 'seeded-sub', email: 'seeded@example.com', emailVerified: true });
    expect([first.id, second.id]).toEqual([userId, userId]);
    const types = (await store.readStream(`user-${userId}`)).map((e) => e.type);
    expect(types).toEqual(['UserRegistered', 'UserIdentityLinked', 'UserSignedIn', 'UserSignedIn']);
  });
});
