// Issue 34: files stored for real.
// (a) Uploading a 200 MB file through the platform's streamed multipart parser into the disk
//     storage: the server's peak resident memory may grow by less than 64 MB (nothing is held
//     whole; a ceiling, not a ratio).
// (b) Byte-range downloads (1 MiB ranges of that file, 8 clients) through the platform's download
//     answer behind Express vs a bare node:http file server reading the same disk (≥ 0.7).
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { alternate, freePort, startChild } from './lib.mjs';

const MB = 1024 * 1024;
const UPLOAD_BYTES = 200 * MB;
const RANGE_BYTES = MB;
const BOUNDARY = '----pivot-bench-boundary';
// An MP4 head (an `ftyp` box, brand isom): what the parser sniffs; the rest is generated.
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

/** POSTs a multipart body of `size` bytes generated chunk by chunk (never whole in memory). */
function uploadGenerated(baseUrl, id, size) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/upload/${id}`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(`upload answered ${res.statusCode}: ${body}`))));
    });
    req.on('error', reject);
    req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    req.write(MP4_HEAD);
    let sent = MP4_HEAD.length;
    const chunk = Buffer.alloc(256 * 1024, 7);
    const pump = () => {
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end(`\r\n--${BOUNDARY}--\r\n`);
    };
    pump();
  });
}

/** `count` range GETs of RANGE_BYTES at spread offsets, `clients` at a time; answers bytes/s. */
async function rangeThroughput(url, fileSize, count, clients) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  let next = 0;
  const start = process.hrtime.bigint();
  const one = (i) =>
    new Promise((resolve, reject) => {
      const offset = ((i * 7919) % Math.floor(fileSize / RANGE_BYTES - 1)) * RANGE_BYTES;
      http
        .get(url, { agent, headers: { range: `bytes=${offset}-${offset + RANGE_BYTES - 1}` } }, (res) => {
          let got = 0;
          res.on('data', (c) => (got += c.length));
          res.on('end', () => (res.statusCode === 206 && got === RANGE_BYTES ? resolve() : reject(new Error(`range answered ${res.statusCode}, ${got} bytes`))));
        })
        .on('error', reject);
    });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) await one(next++);
    }),
  );
  agent.destroy();
  return (count * RANGE_BYTES) / (Number(process.hrtime.bigint() - start) / 1e9);
}

export async function benchStorage() {
  const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pivot-bench-files-'));
  const barePort = await freePort();
  const server = await startChild('bench/storage-server.mjs', { FILES_DIR: filesDir, BARE_PORT: String(barePort) }, { nodeArgs: ['--expose-gc'] });
  try {
    // A small upload first, so the parser, file-type and the disk path are loaded and warm.
    await uploadGenerated(server.baseUrl, 'warm', 4 * MB);
    const before = (await (await fetch(`${server.baseUrl}/memory/reset`, { method: 'POST' })).json()).rss;
    const started = process.hrtime.bigint();
    const { size } = await uploadGenerated(server.baseUrl, 'big', UPLOAD_BYTES);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (size !== UPLOAD_BYTES) throw new Error(`stored ${size} bytes of ${UPLOAD_BYTES}`);
    const { peak } = await (await fetch(`${server.baseUrl}/memory`)).json();
    const growthMb = (peak - before) / MB;

    const ranges = await alternate(
      5,
      () => rangeThroughput(`${server.baseUrl}/files/big`, UPLOAD_BYTES, 200, 8),
      () => rangeThroughput(`http://127.0.0.1:${barePort}/bare/big`, UPLOAD_BYTES, 200, 8),
    );
    return { growthMb, uploadMbPerSecond: UPLOAD_BYTES / MB / seconds, ranges: { value: ranges.value / MB, baseline: ranges.baseline / MB } };
  } catch (error) {
    console.error(server.output().slice(-3000));
    throw error;
  } finally {
    await server.stop();
    await fs.rm(filesDir, { recursive: true, force: true });
  }
}
