import type { Readable } from 'node:stream';
import { logger } from '../logging/logger.js';

/**
 * Where uploaded files live (decision 0095): the local disk under `DATA_DIR` by default, any
 * S3-compatible object store when `S3_URL` is set. Both adapters pass one contract suite
 * (`storage.contract.ts`). Everything streams: no operation holds a whole file in memory.
 *
 * Keys are made by the code, never from a user's file name: `<owner>/<folder>/<generated id>`,
 * the first segment the person (or entry) the file belongs to, so forgetting a person deletes
 * `<person id>/` whole. `storageKey` builds and checks them.
 */
export interface FileStorage {
  /** Which adapter (health, logs). */
  readonly kind: 'disk' | 's3';
  /**
   * Writes the stream under `key` (replacing what was there). The object appears only once the
   * stream has ended; a stream that fails (too large, a broken upload) leaves nothing behind.
   * Answers the bytes written.
   */
  put(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }>;
  /** The object's bytes (`range`: from `start` to `end` inclusive), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Size and type without the bytes, or null. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Deletes the object; deleting a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (a whole owner: `<person id>/`); answers how many. */
  deletePrefix(prefix: string): Promise<number>;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP's `Range: bytes=start-end`. */
  end: number;
}

export interface ObjectInfo {
  size: number;
  contentType: string;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** A key from generated segments (ids, hashes, fixed folder names); anything else is a programming error. */
export function storageKey(...segments: string[]): string {
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment.includes('..')) throw new Error(`Not a storage key segment: ${JSON.stringify(segment)}`);
  }
  return segments.join('/');
}

/** Checks a key or an owner prefix (`a/b/`) that an adapter is given. */
export function assertStorageKey(key: string, { prefix = false } = {}): void {
  const segments = (prefix && key.endsWith('/') ? key.slice(0, -1) : key).split('/');
  storageKey(...segments);
}

/**
 * Deletes a replaced or removed file's objects once the change that dropped them is committed
 * (decision 0095's order): a failed delete is logged with `context` and never fails the change
 * (the objects then stay where they were). Lesson videos and posters, event recordings.
 */
export async function deleteAfterCommit(storage: FileStorage, keys: readonly string[], context: { fileId: string; what: string }): Promise<void> {
  try {
    await Promise.all(keys.map((key) => storage.delete(key)));
  } catch (error) {
    logger.warn({ err: error, fileId: context.fileId }, `${context.what} was not deleted; it stays in the storage`);
  }
}
