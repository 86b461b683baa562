import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EventMetadata } from './event.js';

/**
 * Crypto-shredding of personal data inside events (docs/decisions/0044). Each person ("subject":
 * a user, a company member, a companion-site registrant or inquirer) has one AES-256-GCM key,
 * kept outside the log (`personal_data_keys`). The fields an event type marks personal are stored
 * as `{ $pii: subjectId, c: base64(iv | tag | ciphertext) }`; destroying the key makes them
 * unreadable for good, and readers then get the field's forgotten placeholder instead.
 */

/** What a reader sees instead of a forgotten person's name. */
export const FORGOTTEN_NAME = '削除されたユーザー';

/** What a reader sees instead of a forgotten person's e-mail address: unique per person, never deliverable, not personal. */
export const forgottenEmail = (subjectId: string): string => `forgotten-${subjectId}@forgotten.invalid`;

/** The placeholder of one field once its subject is forgotten: a value, or one computed from the subject id. */
export type ForgottenValue = string | number | boolean | null | readonly unknown[] | ((subjectId: string) => unknown);

/**
 * Which fields of an event type are personal, and whose: `subject` answers the person the fields
 * belong to (null: nobody's, the fields stay in clear), `fields` each marked field's placeholder.
 */
export interface PersonalDataSpec {
  readonly subject: (data: Record<string, unknown>, metadata: EventMetadata) => string | null;
  readonly fields: Readonly<Record<string, ForgottenValue>>;
}

/**
 * Marks fields of one event type personal (typed by the event's data), for its entry in the
 * module's `eventSchemas` list: `{ version: 1, upcasters: {}, personal: personal<Data>(...) }`.
 */
export function personal<Data extends object>(
  subject: keyof Data | ((data: Data, metadata: EventMetadata) => string | null),
  fields: { readonly [K in keyof Data]?: ForgottenValue },
): PersonalDataSpec {
  const of =
    typeof subject === 'function'
      ? (subject as (data: Record<string, unknown>, metadata: EventMetadata) => string | null)
      : (data: Record<string, unknown>) => {
          const value = data[subject as string];
          return typeof value === 'string' && value !== '' ? value : null;
        };
  return { subject: of, fields: fields as Record<string, ForgottenValue> };
}

/** A personal field as stored. */
export interface SealedValue {
  readonly $pii: string;
  readonly c: string;
}

export function isSealed(value: unknown): value is SealedValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SealedValue).$pii === 'string' &&
    typeof (value as SealedValue).c === 'string' &&
    Object.keys(value).length === 2
  );
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export function newDataKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/**
 * Encrypts any JSON value under `key`. The subject id is the additional authenticated data, so a
 * value cannot be moved to another person's field and still decrypt.
 */
export function seal(subjectId: string, key: Buffer, value: unknown): SealedValue {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subjectId, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value) ?? 'null', 'utf8'), cipher.final()]);
  return { $pii: subjectId, c: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

/** Decrypts what `seal` made; throws when the key, the subject or the bytes do not match. */
export function open(sealed: SealedValue, key: Buffer): unknown {
  const bytes = Buffer.from(sealed.c, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(sealed.$pii, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const clear = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  return JSON.parse(clear) as unknown;
}

/** The placeholder of a forgotten field. */
export function forgottenValue(placeholder: ForgottenValue | undefined, subjectId: string): unknown {
  if (placeholder === undefined) return '';
  return typeof placeholder === 'function' ? placeholder(subjectId) : placeholder;
}
