import { createHash } from 'node:crypto';

/** How names and e-mails are compared for uniqueness: NFKC, case-folded, trimmed ('ＤＥＶ' equals 'dev'). */
export function normalizeKey(value: string): string {
  return value.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** A stable, non-reversible id of a normalised key, used in reservation stream names. */
export function keyHash(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** Trimmed text, or null when empty or absent. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

// Deliberately simple: one @, no spaces, a dot in the domain. Mailbox existence is not checkable here.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value) && value.length <= 254;
}

export const COLOR = /^#[0-9A-Fa-f]{6}$/;
export const DEFAULT_DEPARTMENT_COLOR = '#3B82F6';
