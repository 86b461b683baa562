import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { ByteRange, FileStorage } from './storage.port.js';

/**
 * How a stored file may be cached: `immutable` for content-addressed files (their key changes
 * with their bytes: a year, never revalidated; `private`, as every answer of the signed-in API),
 * `revalidate` for files that may change or go under the same key (always asked again, answered
 * 304 while the ETag holds).
 */
export type FileCaching = 'immutable' | 'revalidate';

const CACHE_CONTROL: Record<FileCaching, string> = {
  immutable: 'private, max-age=31536000, immutable, no-transform',
  revalidate: 'private, no-cache, no-transform',
};

export interface StoredFileAnswer {
  storage: FileStorage;
  key: string;
  caching: FileCaching;
  /** The caller may have the file (a private file's owner, a registrant): false answers 404, as for a file that does not exist. */
  allowed: boolean;
  /** `Content-Disposition`: a download's name (display name only), or inline when absent. */
  downloadName?: string;
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of one range against a size; 'unsatisfiable' past the end; undefined when absent or of another form (the whole file). */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from, to] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return end < start ? undefined : { start, end };
}

/**
 * Answers a GET (or HEAD) for a stored file (decision 0095): 404 when it is missing or the
 * caller is not allowed; `ETag` (the key names the content, with its size), 304 for a matching
 * `If-None-Match`; `Accept-Ranges: bytes`, 206 with `Content-Range` for one byte range (`If-Range`
 * honoured), 416 with `Content-Range: bytes *\/size` for a range past the end; the body streamed
 * from the storage, never held whole.
 */
export async function sendStoredFile(req: Request, res: Response, answer: StoredFileAnswer): Promise<void> {
  const info = answer.allowed ? await answer.storage.stat(answer.key) : null;
  if (!info) {
    res.status(404).json({ statusCode: 404, message: 'ファイルが見つかりません', error: 'Not Found' });
    return;
  }
  const etag = `"${createHash('sha256').update(answer.key).digest('base64url').slice(0, 22)}-${info.size.toString(36)}"`;
  res.setHeader('Cache-Control', CACHE_CONTROL[answer.caching]);
  res.setHeader('ETag', etag);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (answer.downloadName !== undefined) {
    res.setHeader('Content-Disposition', `attachment; filename="${answer.downloadName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(answer.downloadName)}`);
  }
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  const ifRange = req.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(req.headers.range, info.size) : undefined;
  if (range === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${info.size}`).end();
    return;
  }
  res.setHeader('Content-Type', info.contentType);
  res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : info.size));
  if (range) res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  else res.status(200);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const object = await answer.storage.get(answer.key, range);
  if (!object) {
    res.status(404).end();
    return;
  }
  await pipeline(object.body, res).catch(() => object.body.destroy());
}
