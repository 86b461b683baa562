import { createHash, randomBytes } from 'node:crypto';

/** A link's secret: 32 random bytes, URL-safe. Only its hash is stored (events, read model). */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
