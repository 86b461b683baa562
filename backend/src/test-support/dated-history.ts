import { CommandBus, type Command } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../create-app.js';
import { toSessionUser, type SessionUser } from '../platform/auth/session-user.js';
import { loadConfig } from '../platform/config/app-config.js';
import { ReadYourWrites } from '../platform/projections/read-your-writes.js';
import { requestContext } from '../platform/request-context/request-context.js';
import { calendarDate } from '../platform/time/calendar.js';
import { signIn, type SignedInUser } from './sign-in.js';
import { createTestDatabase } from './test-database.js';

export const DAY = 86_400_000;

/** `addDays('2026-05-01', 2)` is `'2026-05-03'`. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * An app on a fresh test database for specs of the past (the boards as of a day): the people of
 * `emails` signed in (`users`, in that order); `at(when, command)` runs a command as the first of
 * them (a plain member), dated `when` as the demo seeder dates its history; `settled()` waits until
 * the catch-up projections have applied everything appended so far.
 */
export function datedHistoryApp(emails: readonly string[], timeZone: string) {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let users: SignedInUser[] = [];
  let actor: SessionUser;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', APP_TIME_ZONE: timeZone }), db.url);
    users = await Promise.all(emails.map((email) => signIn(app, email)));
    actor = toSessionUser({ ...users[0].user, userType: 'member' }, []);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  return {
    get app(): NestExpressApplication {
      return app;
    },
    get users(): SignedInUser[] {
      return users;
    },
    /** The first user, as commands take them. */
    get actor(): SessionUser {
      return actor;
    },
    today: () => calendarDate(new Date(), timeZone),
    daysAgo: (n: number) => new Date(Date.now() - n * DAY),
    at: <T>(when: Date, command: Command<T>): Promise<T> =>
      requestContext.run({ userId: actor.id, occurredAt: when }, () => app.get(CommandBus).execute(command)),
    settled: async () => {
      expect(await app.get(ReadYourWrites).waitFor('head', { timeoutMs: 10_000 })).toBe(true);
    },
  };
}
