import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ByteRange, type FileStorage, type ObjectInfo, type StoredObject } from './storage.port.js';

/** The sidecar holding an object's content type: `~` is never in a key, so no key can name it. */
const TYPE_SUFFIX = '~type';
const TEMP_DIR = '.incoming';

/**
 * Files under one directory (`DATA_DIR/files`), each key a path below it. A write goes to a
 * temporary file first and is renamed into place once the stream ended, so a reader never sees a
 * half-written object and a failed upload leaves nothing (the temporary file is removed).
 */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }> {
    const target = this.pathOf(key);
    const temp = path.join(this.root, TEMP_DIR, randomUUID());
    await fs.mkdir(path.dirname(temp), { recursive: true });
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(`${temp}${TYPE_SUFFIX}`, options.contentType, { mode: 0o600 });
      await fs.rename(`${temp}${TYPE_SUFFIX}`, `${target}${TYPE_SUFFIX}`);
      await fs.rename(temp, target);
      return { size };
    } catch (error) {
      await Promise.all([fs.rm(temp, { force: true }), fs.rm(`${temp}${TYPE_SUFFIX}`, { force: true })]);
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const file = this.pathOf(key);
    try {
      const [stats, contentType] = await Promise.all([fs.stat(file), fs.readFile(`${file}${TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream')]);
      return stats.isFile() ? { size: stats.size, contentType } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const body = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return { ...info, body };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}${TYPE_SUFFIX}`, { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertStorageKey(prefix, { prefix: true });
    const base = path.join(this.root, ...prefix.split('/').filter(Boolean));
    if (prefix.endsWith('/')) {
      const count = await countFiles(base);
      await fs.rm(base, { recursive: true, force: true });
      return count;
    }
    // A prefix inside a folder's names: the files of that folder whose names start with it.
    const dir = path.dirname(base);
    const start = path.basename(base);
    const names = await fs.readdir(dir).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
    const matching = names.filter((name) => name.startsWith(start));
    await Promise.all(matching.map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })));
    return matching.filter((name) => !name.endsWith(TYPE_SUFFIX)).length;
  }
}

async function countFiles(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
  return entries.filter((entry) => entry.isFile() && !entry.name.endsWith(TYPE_SUFFIX)).length;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
