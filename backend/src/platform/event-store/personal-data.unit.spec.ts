import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { NewEvent } from './event.js';
import { EventSchemaRegistry, eventSchemas } from './event-schemas.js';
import { InMemoryPersonalDataKeys, keyEncryptionKey, PostgresPersonalDataKeys, type Queryable } from './personal-data-keys.js';
import { PersonalDataProtector } from './personal-data-protector.js';
import { FORGOTTEN_NAME, forgottenEmail, isSealed, newDataKey, open, personal, seal } from './personal-data.js';
import type { DomainEvent } from './event.js';

type Registered = DomainEvent<'PersonRegistered', { personId: string; name: string; email: string; notes: string | null; score: number }>;
type Wrote = DomainEvent<'NoteWritten', { noteId: string; text: string }>;

const SCHEMAS = eventSchemas<Registered | Wrote>({
  PersonRegistered: { version: 1, personal: personal<Registered['data']>('personId', { name: FORGOTTEN_NAME, email: forgottenEmail, notes: null }) },
  NoteWritten: { version: 1, personal: personal<Wrote['data']>((_data, metadata) => metadata.userId, { text: '' }) },
});

function event(type: string, data: object, userId: string | null = null): NewEvent {
  return {
    eventId: randomUUID(),
    type,
    data,
    metadata: { correlationId: 'c', causationId: null, userId, occurredAt: '2026-11-28T00:00:00.000Z', schemaVersion: 1 },
  };
}

function setup() {
  const keys = new InMemoryPersonalDataKeys();
  const registry = new EventSchemaRegistry(SCHEMAS);
  const protector = new PersonalDataProtector(keys, (type) => registry.personal(type));
  return { keys, protector };
}

describe('seal and open (AES-256-GCM)', () => {
  it('round-trips any JSON value and never stores the clear text', () => {
    const key = newDataKey();
    for (const value of ['山田 花子', 'hanako@example.com', 42, ['a', 'b'], { nested: true }, '']) {
      const sealed = seal('subject-1', key, value);
      expect(isSealed(sealed)).toBe(true);
      expect(JSON.stringify(sealed)).not.toContain(typeof value === 'string' && value ? value : '\u0000');
      expect(open(sealed, key)).toEqual(value);
    }
  });

  it('gives a different ciphertext each time (random IV)', () => {
    const key = newDataKey();
    expect(seal('s', key, '花子').c).not.toBe(seal('s', key, '花子').c);
  });

  it('refuses another key, another subject and altered bytes', () => {
    const key = newDataKey();
    const sealed = seal('subject-1', key, '花子');
    expect(() => open(sealed, newDataKey())).toThrow();
    expect(() => open({ ...sealed, $pii: 'subject-2' }, key)).toThrow();
    const bytes = Buffer.from(sealed.c, 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => open({ ...sealed, c: bytes.toString('base64') }, key)).toThrow();
  });
});

describe('PersonalDataProtector', () => {
  const personId = 'p-1';
  const registered = () => event('PersonRegistered', { personId, name: '山田 花子', email: 'hanako@example.com', notes: 'メモ', score: 7 });

  it('seals exactly the marked fields, and reads them back in clear', async () => {
    const { protector } = setup();
    const [stored] = await protector.protect([registered()]);
    const data = stored.data as Record<string, unknown>;
    expect(isSealed(data.name)).toBe(true);
    expect(isSealed(data.email)).toBe(true);
    expect(isSealed(data.notes)).toBe(true);
    expect(data.personId).toBe(personId);
    expect(data.score).toBe(7);
    expect(JSON.stringify(stored)).not.toContain('花子');
    expect(JSON.stringify(stored)).not.toContain('hanako');
    const [read] = await protector.reveal([stored]);
    expect(read.data).toEqual(registered().data);
  });

  it('leaves null fields, unmarked types and events without a subject as they are', async () => {
    const { protector } = setup();
    const withNull = event('PersonRegistered', { personId, name: '花子', email: 'h@example.com', notes: null, score: 1 });
    const [stored] = await protector.protect([withNull]);
    expect((stored.data as { notes: unknown }).notes).toBeNull();
    const other = event('SomethingElse', { text: '花子' });
    expect(await protector.protect([other])).toEqual([other]);
    const anonymous = event('NoteWritten', { noteId: 'n', text: '花子' }, null);
    expect(await protector.protect([anonymous])).toEqual([anonymous]);
    const own = event('NoteWritten', { noteId: 'n', text: '花子' }, personId);
    expect(isSealed(((await protector.protect([own]))[0].data as { text: unknown }).text)).toBe(true);
  });

  it('once the key is destroyed, reads the placeholders in the same shape, sealed or written in clear before', async () => {
    const { protector } = setup();
    const [sealed] = await protector.protect([registered()]);
    const legacy = registered(); // an event stored in clear before sealing existed
    expect((await protector.reveal([sealed]))[0].data).toEqual(registered().data); // opened once, kept for the next readers
    await protector.forget(personId);
    const [a, b] = await protector.reveal([sealed, legacy]);
    const placeholder = { personId, name: FORGOTTEN_NAME, email: forgottenEmail(personId), notes: null, score: 7 };
    expect(a.data).toEqual(placeholder);
    expect(b.data).toEqual(placeholder);
  });

  it('stores placeholders for a forgotten subject instead of making a new key', async () => {
    const { protector, keys } = setup();
    await protector.forget(personId);
    const [stored] = await protector.protect([registered()]);
    expect((stored.data as { name: unknown }).name).toBe(FORGOTTEN_NAME);
    expect(keys.keys.get(personId)).toBeNull();
  });

  it('caches keys: a second append and reads of the same person cost no key load', async () => {
    const { protector, keys } = setup();
    const [stored] = await protector.protect([registered()]);
    const loads = keys.loads;
    await protector.protect([registered()]);
    await protector.reveal([stored, stored]);
    expect(keys.loads).toBe(loads);
  });

  it('another instance still holding the key in its cache reads placeholders once it evicts it', async () => {
    const keys = new InMemoryPersonalDataKeys();
    const registry = new EventSchemaRegistry(SCHEMAS);
    const here = new PersonalDataProtector(keys, (type) => registry.personal(type));
    const there = new PersonalDataProtector(keys, (type) => registry.personal(type));
    const [stored] = await here.protect([registered()]);
    expect(((await there.reveal([stored]))[0].data as { name: string }).name).toBe('山田 花子');
    await here.forget(personId);
    there.evict(personId);
    expect(((await there.reveal([stored]))[0].data as { name: string }).name).toBe(FORGOTTEN_NAME);
  });
});

describe('PostgresPersonalDataKeys', () => {
  it('stores keys wrapped under the key-encryption key, never the key itself', async () => {
    const rows = new Map<string, Buffer | null>();
    const db: Queryable = {
      async query(text: string, values?: unknown[]) {
        const [subjects, wrapped] = values as [string[], Buffer[]];
        if (text.includes('INSERT')) subjects.forEach((s, i) => rows.has(s) || rows.set(s, wrapped[i]));
        return subjects.filter((s) => rows.has(s)).map((s) => ({ subject_id: s, wrapped_key: rows.get(s) }));
      },
    };
    const store = new PostgresPersonalDataKeys(db, keyEncryptionKey('a secret of the deployment'));
    const key = (await store.load(['s1'], true)).get('s1') as Buffer;
    expect(key).toHaveLength(32);
    expect(rows.get('s1')!.includes(key)).toBe(false);
    expect((await store.load(['s1'], false)).get('s1')).toEqual(key);
    const otherKek = new PostgresPersonalDataKeys(db, keyEncryptionKey('another secret'));
    await expect(otherKek.load(['s1'], false)).rejects.toThrow();
  });
});
