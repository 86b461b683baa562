import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { DiskStorage } from './disk-storage.js';
import { parseRange, sendStoredFile } from './downloads.js';
import { storageKey } from './storage.port.js';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=990-', 1000, { start: 990, end: 999 }],
    ['bytes=-10', 1000, { start: 990, end: 999 }],
    ['bytes=900-5000', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=5-1', 1000, undefined],
    ['bytes=0-1,5-6', 1000, undefined],
    ['items=0-1', 1000, undefined],
    [undefined, 1000, undefined],
  ] as const)('%s of %i bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

/**
 * A private file (decision 0095): the owner gets it with ranges and revalidating caching; anyone
 * else gets the same 404 as for a file that does not exist. The route here is the smallest one
 * around `sendStoredFile`, deciding `allowed` as a module's route does (the video library's
 * files, event materials).
 */
describe('a private stored file', () => {
  let root: string;
  const owner = 'c0ffee00-0000-4000-8000-000000000001';
  const key = storageKey(owner, 'files', 'report');
  const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));
  const server = express();

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'pivot-private-'));
    const storage = new DiskStorage(root);
    await storage.put(key, Readable.from([bytes]), { contentType: 'application/pdf' });
    server.get('/files/:owner', (req, res) => {
      void sendStoredFile(req, res, { storage, key: storageKey(req.params.owner, 'files', 'report'), caching: 'revalidate', allowed: req.get('X-User') === req.params.owner, downloadName: '報告書.pdf' });
    });
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  /** The body as a Buffer. */
  const bytesOf = (req: request.Test) =>
    req.buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });

  it('answers its owner, privately, revalidated, as a download under its display name', async () => {
    const res = await bytesOf(request(server).get(`/files/${owner}`).set('X-User', owner)).expect(200);
    expect((res.body as Buffer).equals(bytes)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-cache, no-transform');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E5%A0%B1%E5%91%8A%E6%9B%B8.pdf");
    const part = await bytesOf(request(server).get(`/files/${owner}`).set('X-User', owner).set('Range', 'bytes=4990-')).expect(206);
    expect((part.body as Buffer).equals(bytes.subarray(4990))).toBe(true);
    await request(server).get(`/files/${owner}`).set('X-User', owner).set('Range', 'bytes=5000-5001').expect(416).expect('Content-Range', 'bytes */5000');
  });

  it('answers anyone else 404, as for a file that does not exist', async () => {
    const res = await request(server).get(`/files/${owner}`).set('X-User', 'someone-else').expect(404);
    expect(res.body.message).toBe('ファイルが見つかりません');
    await request(server).get(`/files/${owner}`).expect(404);
  });
});
