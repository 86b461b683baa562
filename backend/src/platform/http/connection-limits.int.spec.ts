import type { Server } from 'node:http';
import net from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { loadConfig } from '../config/app-config.js';
import { createApp } from '../../create-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { connectionLimit, LOOPBACK_FACTOR } from './connection-limits.js';

/** A raw connection from this process, and when (ms after opening) the server closed it, with what it answered. */
interface RawConnection {
  socket: net.Socket;
  received: string;
  closedAfterMs: number | null;
  closed: Promise<void>;
}

function connect(port: number): Promise<RawConnection> {
  return new Promise((resolve) => {
    const opened = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const connection: RawConnection = { socket, received: '', closedAfterMs: null, closed: Promise.resolve() };
    connection.closed = new Promise<void>((done) =>
      socket.once('close', () => {
        connection.closedAfterMs = Date.now() - opened;
        done();
      }),
    );
    socket.on('data', (chunk: Buffer) => (connection.received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve(connection));
    socket.once('close', () => resolve(connection));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Slow and piled-up connections (decision 0062): a client address holds at most its cap of open
 * connections (loopback, this test's address, ten times MAX_CONNECTIONS_PER_CLIENT), the ones
 * over it are closed as they open; a client that is slow to send its headers is cut after
 * HTTP_HEADERS_TIMEOUT_MS; normal requests are served throughout.
 */
describe('connection limits', () => {
  const MAX = 3;
  const HEADERS_TIMEOUT_MS = 800;
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let port: number;
  const opened: RawConnection[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        MAX_CONNECTIONS_PER_CLIENT: String(MAX),
        HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        HTTP_REQUEST_TIMEOUT_MS: '2000',
      }),
      db.url,
    );
    const server = app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const connection of opened) connection.socket.destroy();
    await app.close();
    await db.drop();
  });

  const served = async () => (await request(`http://127.0.0.1:${port}`).get('/api/auth/user')).status;

  it('counts a client by its socket address: a remote one gets the cap, a loopback one ten times it, a trusted proxy none', () => {
    const noProxy = () => false;
    expect(connectionLimit('203.0.113.9', 50, noProxy)).toBe(50);
    expect(connectionLimit('::ffff:203.0.113.9', 50, noProxy)).toBe(50);
    expect(connectionLimit('127.0.0.1', 50, noProxy)).toBe(50 * LOOPBACK_FACTOR);
    expect(connectionLimit('::1', 50, noProxy)).toBe(50 * LOOPBACK_FACTOR);
    expect(connectionLimit('10.0.0.2', 50, (address) => address === '10.0.0.2')).toBe(Infinity);
    expect(connectionLimit('203.0.113.9', 0, noProxy)).toBe(Infinity);
  });

  it('closes at once the connections one address opens over its cap, keeps the others, and still serves once they are gone', async () => {
    const cap = MAX * LOOPBACK_FACTOR;
    const connections = await Promise.all(Array.from({ length: cap + 20 }, () => connect(port)));
    opened.push(...connections);
    await pause(200);
    // Well before the headers timeout: only the ones over the cap are closed, without an answer.
    const closedEarly = connections.filter((c) => c.closedAfterMs !== null);
    expect(closedEarly).toHaveLength(20);
    for (const c of closedEarly) expect(c.received).toBe('');
    // While the address holds its cap, a new connection from it is refused too.
    await expect(served()).rejects.toThrow();
    // The ones kept send no headers: the headers timeout ends them (408), and the address is served again.
    await Promise.all(connections.map((c) => c.closed));
    const kept = connections.filter((c) => !closedEarly.includes(c));
    expect(kept).toHaveLength(cap);
    for (const c of kept) {
      expect(c.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      expect(c.received).toContain('408');
    }
    expect(await served()).toBe(401);
  });

  it('cuts a client that drips its headers after the headers timeout, while other requests are answered', async () => {
    const slow = await connect(port);
    opened.push(slow);
    slow.socket.write('GET /api/auth/user HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => slow.socket.writable && slow.socket.write(`X-Slow-${Date.now()}: 1\r\n`), 100);
    try {
      expect(await served()).toBe(401);
      await slow.closed;
    } finally {
      clearInterval(drip);
    }
    expect(slow.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(slow.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 1500);
    expect(slow.received).toContain('408');
    expect(await served()).toBe(401);
  });

  it('cuts a client whose body does not arrive within the request timeout', async () => {
    const slow = await connect(port);
    opened.push(slow);
    slow.socket.write('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const drip = setInterval(() => slow.socket.writable && slow.socket.write(' '), 100);
    try {
      await slow.closed;
    } finally {
      clearInterval(drip);
    }
    expect(slow.closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(slow.closedAfterMs).toBeLessThan(5000);
  });
});
