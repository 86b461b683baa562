import { createHash } from 'node:crypto';

/** The one comparison of addresses: NFKC, trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a normalised address is well-formed enough to register (no mailbox check is possible here). */
export function isEmailAddress(email: string): boolean {
  return EMAIL_PATTERN.test(email) && email.length <= 254;
}

/** The reservation stream keeps the address itself out of stream ids (only its hash). */
export function emailReservationStreamId(email: string): string {
  return `user-email-${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;
}
