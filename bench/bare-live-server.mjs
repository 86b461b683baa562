// The baseline server of the live-channel figure (issue 31): a bare `node:http` Server-Sent
// Events broadcaster. `GET /api/live` opens a stream with the headers the real one sends;
// `POST /broadcast` writes one `notification` frame (as the real hub frames it) to every open
// stream and answers 204. No session, no database, no LISTEN: the floor of "one message to every
// connected client" on this machine.
import { serveBare } from './lib.mjs';

const streams = new Set();
let position = 0;

serveBare(
  (req, res) => {
    if (req.method === 'GET' && req.url === '/api/live') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', Connection: 'keep-alive' });
      res.write('retry: 3000\n\n');
      res.write('event: ready\ndata: {}\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }
    if (req.method === 'POST' && req.url === '/broadcast') {
      position += 1;
      const frame = `id: ${position}\nevent: notification\ndata: ${JSON.stringify({ position: String(position) })}\n\n`;
      for (const stream of streams) stream.write(frame);
      res.writeHead(204).end();
      return;
    }
    res.writeHead(404).end();
  },
  {
    host: '127.0.0.1',
    onStop: () => {
      for (const stream of streams) stream.end();
    },
  },
);
