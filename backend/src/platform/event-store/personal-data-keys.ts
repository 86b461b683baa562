import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { KEY_BYTES, newDataKey } from './personal-data.js';

/** A subject's key: the key, `null` once destroyed (forgotten), absent from the map when none was ever made. */
export type SubjectKeys = ReadonlyMap<string, Buffer | null>;

/** Where the per-person keys live (PostgreSQL `personal_data_keys`, or memory in unit specs). */
export interface PersonalDataKeyStore {
  /** The keys of `subjects`; with `create`, a fresh key is made (and kept) for each that has none and is not forgotten. */
  load(subjects: readonly string[], create: boolean): Promise<SubjectKeys>;
  /** Destroys the subject's key for good (also when it never had one); answers whether it was already forgotten. */
  destroy(subject: string): Promise<{ alreadyForgotten: boolean }>;
}

/** The smallest database surface the key table needs (TypeORM's `DataSource.query` fits). */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key-encryption key from the `PERSONAL_DATA_KEY` setting (any length: hashed to 32 bytes). */
export function keyEncryptionKey(secret: string): Buffer {
  return createHash('sha256').update(`personal-data-key\n${secret}`, 'utf8').digest();
}

function wrap(kek: Buffer, subject: string, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(subject, 'utf8'));
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function unwrap(kek: Buffer, subject: string, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', kek, wrapped.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(subject, 'utf8'));
  decipher.setAuthTag(wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const key = Buffer.concat([decipher.update(wrapped.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  if (key.length !== KEY_BYTES) throw new Error(`personal data key of ${subject} has ${key.length} bytes`);
  return key;
}

interface KeyRow {
  subject_id: string;
  wrapped_key: Buffer | null;
}

/**
 * The keys in PostgreSQL (`personal_data_keys`), each wrapped (AES-256-GCM) under the key-encryption
 * key, so a copy of the database alone decrypts nothing. Not event-sourced, like the session store:
 * a destroyed key must stay destroyed through any replay. A destroyed key is a row whose
 * `wrapped_key` is null.
 */
export class PostgresPersonalDataKeys implements PersonalDataKeyStore {
  constructor(
    private readonly db: Queryable,
    private readonly kek: Buffer,
  ) {}

  async load(subjects: readonly string[], create: boolean): Promise<SubjectKeys> {
    if (subjects.length === 0) return new Map();
    let rows: KeyRow[];
    if (create) {
      const fresh = subjects.map((subject) => wrap(this.kek, subject, newDataKey()));
      // One round trip: the keys inserted now, and those that were there (the outer SELECT reads the
      // snapshot before the insert). Two instances creating one subject's key at once: the first
      // insert wins, the other's conflicts and finds it on its next load.
      rows = (await this.db.query(
        `WITH made AS (
           INSERT INTO personal_data_keys (subject_id, wrapped_key)
           SELECT * FROM unnest($1::text[], $2::bytea[]) ON CONFLICT (subject_id) DO NOTHING
           RETURNING subject_id, wrapped_key)
         SELECT subject_id, wrapped_key FROM made
         UNION ALL
         SELECT subject_id, wrapped_key FROM personal_data_keys WHERE subject_id = ANY($1::text[])`,
        [subjects, fresh],
      )) as KeyRow[];
      const found = new Set(rows.map((row) => row.subject_id));
      // Made by another instance in the moment between: read once more.
      const racing = subjects.filter((subject) => !found.has(subject));
      if (racing.length > 0) rows = [...rows, ...(await this.select(racing))];
    } else {
      rows = await this.select(subjects);
    }
    return new Map(rows.map((row) => [row.subject_id, row.wrapped_key ? unwrap(this.kek, row.subject_id, row.wrapped_key) : null]));
  }

  private async select(subjects: readonly string[]): Promise<KeyRow[]> {
    return (await this.db.query(`SELECT subject_id, wrapped_key FROM personal_data_keys WHERE subject_id = ANY($1::text[])`, [subjects])) as KeyRow[];
  }

  async destroy(subject: string): Promise<{ alreadyForgotten: boolean }> {
    const rows = (await this.db.query(
      `WITH before AS (SELECT destroyed_at FROM personal_data_keys WHERE subject_id = $1)
       INSERT INTO personal_data_keys (subject_id, wrapped_key, destroyed_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject_id) DO UPDATE SET wrapped_key = NULL, destroyed_at = COALESCE(personal_data_keys.destroyed_at, now())
       RETURNING (SELECT destroyed_at FROM before) AS was`,
      [subject],
    )) as { was: Date | null }[];
    return { alreadyForgotten: rows[0]?.was != null };
  }
}

/** Keys in memory (unit specs). */
export class InMemoryPersonalDataKeys implements PersonalDataKeyStore {
  readonly keys = new Map<string, Buffer | null>();
  loads = 0;

  async load(subjects: readonly string[], create: boolean): Promise<SubjectKeys> {
    this.loads += 1;
    const answer = new Map<string, Buffer | null>();
    for (const subject of subjects) {
      if (create && !this.keys.has(subject)) this.keys.set(subject, newDataKey());
      if (this.keys.has(subject)) answer.set(subject, this.keys.get(subject)!);
    }
    return answer;
  }

  async destroy(subject: string): Promise<{ alreadyForgotten: boolean }> {
    const alreadyForgotten = this.keys.has(subject) && this.keys.get(subject) === null;
    this.keys.set(subject, null);
    return { alreadyForgotten };
  }
}
