import type { INestApplication } from '@nestjs/common';
import { signInAll, type SignedInUser } from './sign-in.js';

/** The moderator of a moderation spec: give the app `ADMIN_EMAILS: MODERATOR_EMAIL`. */
export const MODERATOR_EMAIL = 'moderator@example.com';

export interface ModerationCast {
  author: SignedInUser;
  reader: SignedInUser;
  moderator: SignedInUser;
  /** Three people who report, enough to pass the report threshold. */
  reporters: SignedInUser[];
}

/** Signs in the people every moderation flow (forum, 心の叫び) is tried with. */
export async function signInModerationCast(app: INestApplication): Promise<ModerationCast> {
  const [author, reader, moderator, ...reporters] = await signInAll(app, [
    'author@example.com',
    'reader@example.com',
    MODERATOR_EMAIL,
    'r1@example.com',
    'r2@example.com',
    'r3@example.com',
  ]);
  return { author, reader, moderator, reporters };
}
