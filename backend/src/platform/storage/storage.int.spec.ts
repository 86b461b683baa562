import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DiskStorage } from './disk-storage.js';
import { storageContract } from './storage.contract.js';
import { startTestS3 } from './test-support/s3-server.js';

storageContract('disk', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pivot-files-'));
  return { storage: new DiskStorage(root), dispose: () => fs.rm(root, { recursive: true, force: true }) };
});

storageContract('S3 (s3rver)', async () => {
  const s3 = await startTestS3();
  return { storage: s3.storage, dispose: s3.stop };
});
