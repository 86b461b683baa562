import path from 'node:path';
import { Readable } from 'node:stream';
import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_KINDS, FILE_MESSAGES, type FileKindName } from '@pivot/rules';

/** Bytes `file-type` reads to know a type (its own sample size). */
const SNIFF_BYTES = 4100;
const DISPLAY_NAME_MAX = 200;

/** The one file of an upload as its consumer gets it: checked type, size checked as it streams. */
export interface IncomingFile {
  /** The content; errors with a 413 as soon as it passes the kind's limit. */
  stream: Readable;
  /** The type read from the first bytes (one of the kind's types). */
  mimeType: string;
  /** The client's file name, reduced to a harmless display name: never a path, never a key. */
  displayName: string;
}

/**
 * A client's file name as a display name only: the last segment of either slash, control
 * characters dropped, at most 200 characters. `../../etc/passwd` is shown as `passwd`.
 */
export function displayNameOf(name: string | undefined): string {
  const last = path.posix.basename((name ?? '').replace(/\\/g, '/'));
  const clean = [...last].filter((c) => c >= ' ' && c !== '\u007f').join('').trim();
  return (clean === '.' || clean === '..' ? '' : clean).slice(0, DISPLAY_NAME_MAX) || 'file';
}

/**
 * Reads the multipart request's one file field as a stream (busboy, decision 0095) and hands it to
 * `consume` once its first bytes show a type of `kind`; answers what `consume` answers. Nothing is
 * held in memory beyond the sniffed head and the stream's buffers.
 *
 * Refusals (before or while `consume` reads): no file or another field's file 400, a 0-byte file
 * 400, a type the kind does not take (from the bytes: a forged extension or Content-Type changes
 * nothing) 415, more bytes than the kind's limit 413: the stream fails there, so the consumer's
 * storage write fails and leaves nothing (the storage port's contract), and the rest of the request
 * is not read (the connection closes after the answer).
 */
export async function receiveUpload<T>(req: Request, kindName: FileKindName, consume: (file: IncomingFile) => Promise<T>): Promise<T> {
  const kind = FILE_KINDS[kindName];
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) throw new UnsupportedMediaTypeException(FILE_MESSAGES.missing);
  // Browsers send a file name's UTF-8 bytes raw: read them as UTF-8 (busboy's default is latin1).
  const parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: kind.maxBytes + 1, fields: 10, fieldSize: 1024, parts: 12 } });
  let stopped = false;
  const stopReading = () => {
    if (stopped) return;
    stopped = true;
    req.unpipe(parser);
    // The rest of the body is never read: the answer closes the connection.
    req.res?.setHeader('Connection', 'close');
    req.pause();
  };

  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let sawFile = false;
    const finish = (error: unknown, value?: T) => {
      if (settled) return;
      settled = true;
      if (error) {
        stopReading();
        reject(error);
      } else {
        resolve(value as T);
      }
    };
    parser.on('file', (field, file, info) => {
      if (sawFile || field !== 'file') {
        file.resume();
        return finish(new BadRequestException(sawFile ? FILE_MESSAGES.tooManyFiles : FILE_MESSAGES.missing));
      }
      sawFile = true;
      const refusal: { error?: Error } = {};
      checked(file, kindName, info.filename, refusal)
        .then((incoming) => consume(incoming))
        // The stream's own refusal (413) wins over what the consumer's write made of it.
        .then((value) => finish(null, value), (error: unknown) => finish(refusal.error ?? error));
    });
    parser.on('filesLimit', () => finish(new BadRequestException(FILE_MESSAGES.tooManyFiles)));
    parser.on('error', (error) => finish(new BadRequestException(`${FILE_MESSAGES.missing}（${(error as Error).message}）`)));
    parser.on('close', () => {
      if (!sawFile) finish(new BadRequestException(FILE_MESSAGES.missing));
    });
    req.on('aborted', () => finish(new BadRequestException(FILE_MESSAGES.missing)));
    req.pipe(parser);
  });
}

/** Sniffs the head, then streams head and rest, counting against the kind's limit. */
async function checked(file: Readable, kindName: FileKindName, filename: string | undefined, refusal: { error?: Error }): Promise<IncomingFile> {
  const kind = FILE_KINDS[kindName];
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  if (headBytes === 0) throw new BadRequestException(FILE_MESSAGES.empty);
  const first = Buffer.concat(head);
  const sniffed = await fileTypeFromBuffer(first);
  if (!sniffed || !(kind.types as readonly string[]).includes(sniffed.mime)) {
    await chunks.return?.();
    throw new UnsupportedMediaTypeException(kind.wrongType);
  }
  async function* content(): AsyncGenerator<Buffer> {
    let total = first.length;
    if (total > kind.maxBytes) throw (refusal.error = new PayloadTooLargeException(kind.tooLarge));
    yield first;
    if (ended) return;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      total += next.value.length;
      if (total > kind.maxBytes) {
        await chunks.return?.();
        throw (refusal.error = new PayloadTooLargeException(kind.tooLarge));
      }
      yield next.value;
    }
  }
  return { stream: Readable.from(content(), { objectMode: false }), mimeType: sniffed.mime, displayName: displayNameOf(filename) };
}
