import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SIGN_IN_PORT, type SignInPort } from '../../../../platform/auth/sign-in.port.js';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port.js';
import { requestContext } from '../../../../platform/request-context/request-context.js';
import { DataSource } from 'typeorm';
import { writtenLog } from '../../../../test-support/event-log.js';
import { startTestApp, type TestApp } from '../../../../test-support/test-app.js';
import { emailReservationStreamId } from '../../domain/email.js';

const ROUNDS = 5;
const PARALLEL = 20;

/**
 * A user's e-mail is reserved for good by the first registration (`user-email-<sha256>`, no
 * takeover, no release): a crashed registration is finished by the address's next sign-in under
 * the reserved user id, so no sign-in ever needs to take a reservation over.
 */
describe('e-mail uniqueness of users under concurrent first sign-ins', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let store: EventStore;
  let port: SignInPort;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    store = app.get<EventStore>(EVENT_STORE, { strict: false });
    port = app.get<SignInPort>(SIGN_IN_PORT, { strict: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A first sign-in through the issuer: one person (subject) per address, e-mail verified. */
  const signIn = (email: string) =>
    requestContext.run({}, () =>
      port.signIn({ issuer: 'https://issuer.example', subject: `sub-${email.toLowerCase()}`, email, emailVerified: true }),
    );
  const everyEvent = () => writtenLog(store, app.get(DataSource));
  const registrationsOf = async (email: string) =>
    (await everyEvent()).filter((e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === email);

  it(`registers one user for ${PARALLEL} first sign-ins of one new address at once, in each of ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = `newcomer${round}@example.com`;
      // Half of them type the address in upper case: the same address.
      const users = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => signIn(i % 2 ? email.toUpperCase() : email)));
      expect(new Set(users.map((user) => user.id)).size).toBe(1);
      expect(await registrationsOf(email)).toHaveLength(1);
      expect(await store.readStream(emailReservationStreamId(email))).toHaveLength(1);
    }
  });

  it('finishes a registration that stopped after reserving the address, under the reserved id, at the next sign-ins', async () => {
    const email = 'stopped@example.com';
    const reservedFor = randomUUID();
    await app.get(AggregateStore, { strict: false }).append(emailReservationStreamId(email), [{ type: 'UserEmailReserved', data: { userId: reservedFor } }], 'no_stream');
    const users = await Promise.all(Array.from({ length: PARALLEL }, () => signIn(email)));
    expect(users.map((user) => user.id)).toEqual(Array.from({ length: PARALLEL }, () => reservedFor));
    expect(await registrationsOf(email)).toHaveLength(1);
  });
});
