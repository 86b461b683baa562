import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NoSuchKey, NotFound, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import { assertStorageKey, type ByteRange, type FileStorage, type ObjectInfo, type StoredObject } from './storage.port.js';

export interface S3Settings {
  /** The endpoint (`S3_URL`): MinIO, s3rver, any S3-compatible store; addressed path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Parts of a multipart upload: what one upload holds in memory at most is PART_SIZE × QUEUE_SIZE. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
const DELETE_CONCURRENCY = 16;

/**
 * Objects in one bucket of an S3-compatible store. Writes are multipart uploads streamed part by
 * part (`@aws-sdk/lib-storage`), aborted when the source fails, so nothing half-written remains.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where the protocol requires them: every S3-compatible store reads those.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }> {
    assertStorageKey(key);
    let size = 0;
    const counted = new PassThrough();
    counted.on('data', (chunk: Buffer) => (size += chunk.length));
    body.on('error', (error) => counted.destroy(error));
    body.pipe(counted);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      throw error;
    }
    return { size };
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertStorageKey(key);
    const info = await this.stat(key);
    if (!info) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return { ...info, body: answer.Body as Readable };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertStorageKey(prefix, { prefix: true });
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      // One request per object: every S3-compatible store answers DeleteObject alike.
      for (let i = 0; i < keys.length; i += DELETE_CONCURRENCY) {
        await Promise.all(keys.slice(i, i + DELETE_CONCURRENCY).map((Key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))));
      }
      deleted += keys.length;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }

  /** Ends the client's connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || error instanceof NotFound || (error as { name?: string }).name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}
