import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { storageKey, type FileStorage } from './storage.port.js';

/**
 * The behaviour every FileStorage adapter must show, run by each adapter's spec (as the event
 * store's contract is). Every test writes under an owner of its own.
 */
export interface StorageSubject {
  storage: FileStorage;
  dispose?: () => Promise<void>;
}

/** A stream of `size` bytes made chunk by chunk, never held whole. */
export function generatedStream(size: number, chunk = 64 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const n = Math.min(chunk, size - sent);
      const bytes = Buffer.alloc(n);
      for (let i = 0; i < n; i++) bytes[i] = (sent + i) % 251;
      sent += n;
      this.push(bytes);
    },
  });
}

export function storageContract(name: string, subject: () => Promise<StorageSubject>): void {
  describe(`${name} file storage (contract)`, () => {
    let storage: FileStorage;
    let dispose: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ storage, dispose } = await subject());
    });
    afterAll(async () => {
      await dispose?.();
    });
    const owner = () => randomUUID();

    it('stores a stream and gives it back whole, with its size and type', async () => {
      const bytes = randomBytes(300_000);
      const key = storageKey(owner(), 'files', randomUUID());
      const { size } = await storage.put(key, Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]), { contentType: 'image/webp' });
      expect(size).toBe(bytes.length);
      expect(await storage.stat(key)).toEqual({ size: bytes.length, contentType: 'image/webp' });
      const got = await storage.get(key);
      expect(got?.contentType).toBe('image/webp');
      expect((await buffer(got!.body)).equals(bytes)).toBe(true);
    });

    it('gives a byte range, both ends included', async () => {
      const key = storageKey(owner(), 'files', randomUUID());
      const bytes = randomBytes(10_000);
      await storage.put(key, Readable.from([bytes]), { contentType: 'application/octet-stream' });
      const got = await storage.get(key, { start: 1000, end: 1999 });
      expect(got?.size).toBe(10_000);
      expect((await buffer(got!.body)).equals(bytes.subarray(1000, 2000))).toBe(true);
      const last = await storage.get(key, { start: 9999, end: 9999 });
      expect([...(await buffer(last!.body))]).toEqual([bytes[9999]]);
    });

    it('streams an object larger than one multipart part (12 MB)', async () => {
      const key = storageKey(owner(), 'files', randomUUID());
      const size = 12 * 1024 * 1024 + 17;
      expect((await storage.put(key, generatedStream(size), { contentType: 'video/mp4' })).size).toBe(size);
      expect((await storage.stat(key))?.size).toBe(size);
      const tail = await storage.get(key, { start: size - 10, end: size - 1 });
      expect([...(await buffer(tail!.body))]).toEqual(Array.from({ length: 10 }, (_, i) => (size - 10 + i) % 251));
    });

    it('answers null for a missing object, and deleting one is no error', async () => {
      const key = storageKey(owner(), 'files', randomUUID());
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('replaces an object written again under its key', async () => {
      const key = storageKey(owner(), 'files', randomUUID());
      await storage.put(key, Readable.from([Buffer.from('first version')]), { contentType: 'text/plain' });
      await storage.put(key, Readable.from([Buffer.from('second')]), { contentType: 'text/csv' });
      const got = await storage.get(key);
      expect(got?.contentType).toBe('text/csv');
      expect((await buffer(got!.body)).toString()).toBe('second');
    });

    it('leaves nothing behind when the source stream fails', async () => {
      const key = storageKey(owner(), 'files', randomUUID());
      const failing = new Readable({ read() {} });
      failing.push(Buffer.alloc(70_000, 1));
      setTimeout(() => failing.destroy(new Error('upload broken')), 20);
      await expect(storage.put(key, failing, { contentType: 'application/octet-stream' })).rejects.toThrow();
      expect(await storage.stat(key)).toBeNull();
    });

    it('refuses a source that fails before it is read, leaving nothing (and the process running)', async () => {
      const key = storageKey(owner(), 'files', randomUUID());
      const failing = new Readable({ read() {} });
      const put = storage.put(key, failing, { contentType: 'application/octet-stream' });
      // A client gone before the store reads anything: the error comes while the put prepares.
      failing.destroy(new Error('upload broken'));
      await expect(put).rejects.toThrow('upload broken');
      expect(await storage.stat(key)).toBeNull();
    });

    it('deletes one object', async () => {
      const key = storageKey(owner(), 'files', randomUUID());
      await storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' });
      await storage.delete(key);
      expect(await storage.stat(key)).toBeNull();
    });

    it("deletes everything under an owner's prefix and nothing of another owner", async () => {
      const forgotten = owner();
      const kept = owner();
      const keys = [storageKey(forgotten, 'pictures', 'a-512.webp'), storageKey(forgotten, 'pictures', 'a-128.webp'), storageKey(forgotten, 'videos', randomUUID())];
      const other = storageKey(kept, 'pictures', 'a-512.webp');
      for (const key of [...keys, other]) await storage.put(key, Readable.from([Buffer.from(key)]), { contentType: 'image/webp' });
      expect(await storage.deletePrefix(`${forgotten}/`)).toBe(3);
      for (const key of keys) expect(await storage.stat(key)).toBeNull();
      expect(await storage.stat(other)).not.toBeNull();
      expect(await storage.deletePrefix(`${forgotten}/`)).toBe(0);
    });

    it('refuses a key that is not made of generated segments', async () => {
      await expect(storage.put('../escape', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' })).rejects.toThrow(/storage key/);
      await expect(storage.stat('a/../../etc/passwd')).rejects.toThrow(/storage key/);
      await expect(storage.deletePrefix('/')).rejects.toThrow(/storage key/);
    });
  });
}
