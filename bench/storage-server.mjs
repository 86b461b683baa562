// The storage bench's server (issue 34): the platform's upload parser and download answer
// (backend/dist/platform/storage) on the disk adapter, behind Express as the app's routes are, and
// beside them a bare `node:http` file server reading the same disk. Run as a child by
// storage.bench.mjs, so that its memory is the server's alone.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import { DiskStorage } from '../backend/dist/platform/storage/disk-storage.js';
import { sendStoredFile } from '../backend/dist/platform/storage/downloads.js';
import { receiveUpload } from '../backend/dist/platform/storage/uploads.js';

const root = process.env.FILES_DIR;
const storage = new DiskStorage(root);
const OWNER = 'bench-owner';

// Peak resident memory, sampled every 10 ms: what an upload costs the server.
let peak = process.memoryUsage().rss;
setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10).unref();

const app = express();
app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
app.post('/memory/reset', (_req, res) => {
  globalThis.gc?.();
  peak = process.memoryUsage().rss;
  res.json({ rss: peak });
});
app.get('/memory', (_req, res) => res.json({ rss: process.memoryUsage().rss, peak }));
app.post('/upload/:id', async (req, res) => {
  try {
    const key = `${OWNER}/videos/${req.params.id}`;
    const { size } = await receiveUpload(req, 'video', (file) => storage.put(key, file.stream, { contentType: file.mimeType }));
    res.json({ size });
  } catch (error) {
    res.status(error.status ?? 500).json({ message: error.message });
  }
});
app.get('/files/:id', (req, res) => {
  void sendStoredFile(req, res, { storage, key: `${OWNER}/videos/${req.params.id}`, caching: 'revalidate', allowed: true });
});

// The baseline: a bare node:http server answering one byte range from the same file.
const bare = http.createServer((req, res) => {
  const file = path.join(root, OWNER, 'videos', req.url.slice('/bare/'.length));
  fs.stat(file, (error, stats) => {
    if (error) return res.writeHead(404).end();
    const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    const start = match ? Number(match[1]) : 0;
    const end = match ? Math.min(Number(match[2]), stats.size - 1) : stats.size - 1;
    res.writeHead(match ? 206 : 200, { 'content-type': 'video/mp4', 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${stats.size}` });
    fs.createReadStream(file, { start, end }).pipe(res);
  });
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1');
bare.listen(Number(process.env.BARE_PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  bare.close();
  process.exit(0);
});
