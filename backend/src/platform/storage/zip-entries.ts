import type { Readable } from 'node:stream';
import { BadRequestException } from '@nestjs/common';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';

/** One file of a ZIP as `forEachZipEntry` hands it over. */
export type ZipEntry = { name: string; data: Buffer } | { name: string; tooLarge: true };

/** Most files read from one archive. */
const MAX_ENTRIES = 5000;

/**
 * Reads a ZIP from a stream (fflate's streaming `Unzip`, decision 0095) and calls `handle` for each
 * file in turn, one at a time: at most one file (up to `maxEntryBytes`) is held in memory, and
 * the archive is read on only once the file before is handled. Folders, macOS resource forks
 * (`__MACOSX/`, `._x`) and hidden files are skipped; a file over `maxEntryBytes` is handed over as
 * `tooLarge` without being inflated further.
 */
export async function forEachZipEntry(zip: Readable, maxEntryBytes: number, handle: (entry: ZipEntry) => Promise<void>): Promise<void> {
  const ready: ZipEntry[] = [];
  let failure: Error | undefined;
  let count = 0;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file: UnzipFile) => {
    const name = file.name;
    const base = name.split('/').pop() ?? '';
    if (name.endsWith('/') || name.startsWith('__MACOSX/') || base.startsWith('.') || base === '') return;
    count += 1;
    if (count > MAX_ENTRIES) {
      failure ??= new BadRequestException(`ZIPファイルに含められる画像は${MAX_ENTRIES}個までです`);
      return;
    }
    if ((file.originalSize ?? 0) > maxEntryBytes) {
      ready.push({ name, tooLarge: true });
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error) {
        failure ??= new BadRequestException('ZIPファイルを読み取れませんでした');
        return;
      }
      size += chunk.length;
      if (size > maxEntryBytes) {
        file.terminate();
        ready.push({ name, tooLarge: true });
        return;
      }
      chunks.push(chunk);
      if (final) ready.push({ name, data: Buffer.concat(chunks) });
    };
    file.start();
  };
  const drain = async () => {
    if (failure) throw failure;
    while (ready.length > 0) await handle(ready.shift()!);
  };
  try {
    for await (const chunk of zip) {
      unzip.push(chunk as Uint8Array);
      await drain();
    }
    unzip.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof BadRequestException || (error as { status?: number }).status) throw error;
    throw new BadRequestException('ZIPファイルを読み取れませんでした', { cause: error });
  }
  await drain();
}
