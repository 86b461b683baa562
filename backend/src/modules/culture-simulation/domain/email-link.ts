import { createHash } from 'node:crypto';

/**
 * The key that links a user to a company member: a hash of the address compared as the
 * organisation compares it (`isLinkedMember`: NFKC, case-folded, trimmed). Only the hash is kept
 * in this module's tables, so a forgotten address leaves nothing readable here.
 */
export function emailLinkHash(email: string | null): string | null {
  if (email === null) return null;
  const key = email.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
  return key.length === 0 ? null : createHash('sha256').update(key).digest('hex');
}
