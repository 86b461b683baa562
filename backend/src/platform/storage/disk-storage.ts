import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ByteRange, type FileStorage, type ObjectInfo, type StoredObject } from './storage.port.js';

/** The sidecar holding an object's content type: `~` is never in a key, so no key can name it. */
const TYPE_SUFFIX = '~type';
const TEMP_DIR = '.incoming';
/** Content types kept in memory per file (a put here replaces its entry): a read costs no sidecar read. */
const TYPE_CACHE_SIZE = 2000;
/** A body's errors before its pipeline listens: the pipeline reports them anyway. */
const ignoreHere = (): void => undefined;

/**
 * Files under one directory (`DATA_DIR/files`), each key a path below it. A write goes to a
 * temporary file first and is renamed into place once the stream ended, so a reader never sees a
 * half-written object and a failed upload leaves nothing (the temporary file is removed).
 */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk' as const;

  private readonly types = new Map<string, string>();

  constructor(private readonly root: string) {}

  private async typeOf(file: string): Promise<string> {
    const known = this.types.get(file);
    if (known) return known;
    const type = await fs.readFile(`${file}${TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream');
    if (this.types.size >= TYPE_CACHE_SIZE) this.types.delete(this.types.keys().next().value as string);
    this.types.set(file, type);
    return type;
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }> {
    const target = this.pathOf(key);
    const temp = path.join(this.root, TEMP_DIR, randomUUID());
    // The body may fail (a client gone mid-upload) while the folder is made, before the pipeline
    // listens: an 'error' nobody listens to would end the process. The pipeline still gets the
    // error, from the stream's errored state.
    body.on('error', ignoreHere);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await fs.mkdir(path.dirname(temp), { recursive: true });
      await pipeline(body, counter, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(`${temp}${TYPE_SUFFIX}`, options.contentType, { mode: 0o600 });
      await fs.rename(`${temp}${TYPE_SUFFIX}`, `${target}${TYPE_SUFFIX}`);
      await fs.rename(temp, target);
      this.types.set(target, options.contentType);
      return { size };
    } catch (error) {
      await Promise.all([fs.rm(temp, { force: true }), fs.rm(`${temp}${TYPE_SUFFIX}`, { force: true })]);
      throw error;
    } finally {
      body.off('error', ignoreHere);
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const file = this.pathOf(key);
    try {
      const stats = await fs.stat(file);
      return stats.isFile() ? { size: stats.size, contentType: await this.typeOf(file) } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw Object.assign(new Error('not a file'), { code: 'ENOENT' });
      const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { size: stats.size, contentType: await this.typeOf(file), body };
    } catch (error) {
      await handle.close();
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    this.types.delete(file);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}${TYPE_SUFFIX}`, { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertStorageKey(prefix, { prefix: true });
    const base = path.join(this.root, ...prefix.split('/').filter(Boolean));
    if (prefix.endsWith('/')) {
      const count = await countFiles(base);
      for (const file of this.types.keys()) if (file.startsWith(`${base}${path.sep}`)) this.types.delete(file);
      await fs.rm(base, { recursive: true, force: true });
      return count;
    }
    // A prefix inside a folder's names: the files of that folder whose names start with it.
    const dir = path.dirname(base);
    const start = path.basename(base);
    const names = await fs.readdir(dir).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
    const matching = names.filter((name) => name.startsWith(start));
    for (const name of matching) this.types.delete(path.join(dir, name));
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
