import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionSettings {
  /** Open connections one client address may hold at once; the ones over it are closed at once. 0: no cap. */
  maxPerClient: number;
  /** A request's headers must have arrived this long after its connection opened (or the previous answer), else 408 and closed. */
  headersTimeoutMs: number;
  /** A whole request (headers and body) must have arrived within this time, else 408 and closed. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
}

/** How many times `maxPerClient` a loopback peer may hold: it is on this machine (see `connectionLimit`). */
export const LOOPBACK_FACTOR = 10;

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The open connections a peer address may hold (decision 0062): none counted for a reverse proxy
 * TRUST_PROXY names (every client of the proxy arrives from its address; the proxy limits its own
 * clients), `LOOPBACK_FACTOR` times the cap for a loopback peer not named (a proxy on this host
 * before TRUST_PROXY is set, local tools: no remote client connects from there), the cap for
 * anyone else.
 */
export function connectionLimit(address: string, maxPerClient: number, trustedProxy: (address: string) => boolean): number {
  if (maxPerClient <= 0 || trustedProxy(address)) return Infinity;
  return LOOPBACK.test(address) ? maxPerClient * LOOPBACK_FACTOR : maxPerClient;
}

/**
 * Slow or piled-up connections cannot hold the server (decision 0062): each client socket
 * address may keep `connectionLimit` connections open, and one over it is destroyed as it is
 * accepted; headers, whole requests and idle keep-alive connections get Node's timeouts, checked
 * often enough to cut a slow client near its deadline (Node checks every 30 s by default).
 * Set before `listen`.
 */
export function limitConnections(server: Server, settings: ConnectionSettings, trustedProxy: (address: string) => boolean): void {
  server.headersTimeout = settings.headersTimeoutMs;
  server.requestTimeout = settings.requestTimeoutMs;
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  // An option of http.createServer that Node reads again when the server starts listening (not in its types as a property).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(25, Math.min(1000, Math.floor(settings.headersTimeoutMs / 4)));
  if (settings.maxPerClient <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > connectionLimit(address, settings.maxPerClient, trustedProxy)) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
