import http from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';

export interface LiveFrame {
  event: string;
  id: string | null;
  data: unknown;
}

/** A test's EventSource: `GET /api/live` with a user's cookie, the frames it received so far, and `close`. */
export async function openLive(app: NestExpressApplication, cookie: string, lastEventId?: string): Promise<{ frames: LiveFrame[]; close(): void }> {
  const server = app.getHttpServer() as http.Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const frames: LiveFrame[] = [];
  const headers: Record<string, string> = { Cookie: cookie, Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, br' };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const req = http.get({ host: '127.0.0.1', port, path: '/api/live', headers });
  await new Promise<void>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) reject(new Error(`live answered ${res.statusCode}`));
      if (res.headers['content-encoding']) reject(new Error(`live was compressed: ${res.headers['content-encoding']}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (fields.has('event')) frames.push({ event: fields.get('event') ?? '', id: fields.get('id') ?? null, data: JSON.parse(fields.get('data') ?? 'null') });
          if (fields.get('event') === 'ready') resolve();
        }
      });
    });
  });
  return { frames, close: () => req.destroy() };
}
