import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage, type S3Settings } from '../s3-storage.js';

const BUCKET = 'pivot-test';

/** An S3-protocol server (s3rver) on a free loopback port with one bucket, and the adapter on it. */
export async function startTestS3(): Promise<{ storage: S3Storage; settings: S3Settings; stop: () => Promise<void> }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'pivot-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  const settings: S3Settings = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const storage = new S3Storage(settings);
  return {
    storage,
    settings,
    stop: async () => {
      storage.close();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
