/**
 * "The database cannot be reached right now": one classification for every layer that meets a
 * database error (the HTTP error filter, the middleware before Nest, the projection and reactor
 * loops), so that an outage is a 503 with Retry-After and a retry, never a 500 or a parked event
 * (docs/decisions/0060-database-outages.md).
 */

/** What a caller is told while the database is unavailable (the HTTP 503's message). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'データベースに接続できません。しばらくしてから再度お試しください。';

/** Seconds a client should wait before it tries again (the 503's Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 3;

/**
 * SQLSTATEs and socket error codes of an unreachable or restarting server:
 * class 08 (connection exception), 57P01 admin shutdown (terminated connection), 57P02 crash
 * shutdown, 57P03 cannot connect now (starting up, shutting down, in recovery), 53300 too many
 * connections (the server is refusing new ones for now).
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * What pg, pg-pool, connect-pg-simple and TypeORM say when a connection is lost or cannot be had,
 * without a code: a socket closed under a query, a pool that waited too long for a connection,
 * a client whose connection broke, TypeORM's query runner whose connection died.
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection timeout|Client has encountered a connection error|Client was closed and is not queryable|terminating connection due to|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|Connection refused|server closed the connection unexpectedly/i;

/** Whether `error` (or anything it wraps: `cause`, TypeORM's `driverError`, an AggregateError's errors) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someInChain(error, (e) => {
    const code = e.code;
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true;
    return typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message);
  });
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  name?: unknown;
  cause?: unknown;
  driverError?: unknown;
  original?: unknown;
  errors?: unknown;
}

/** Walks what an error wraps (at most a few levels: wrappers do not nest deeper, and a cycle must end). */
export function someInChain(error: unknown, test: (e: ErrorLike) => boolean, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  if (test(e)) return true;
  const inner = [e.cause, e.driverError, e.original, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((next) => next !== error && someInChain(next, test, depth + 1));
}

interface ClientEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}
interface PoolEmitter {
  on(event: 'connect', listener: (client: ClientEmitter) => void): unknown;
}

/**
 * Gives every client of `pool` an 'error' listener for its whole life. pg removes the pool's own
 * listener while a client is checked out, and TypeORM's query runner removes its listener when it
 * releases the client: a FATAL message the server sends in between (a restart,
 * `pg_terminate_backend`, 57P01) is then an 'error' event nobody handles, which ends the process.
 * The queries of such a client fail with the error anyway, and the pool discards the client.
 * `existing`: clients the pool opened before this was called (TypeORM's first connection).
 */
export function keepClientErrorsHandled(pool: PoolEmitter, existing: readonly ClientEmitter[] = []): void {
  const ignore = () => undefined;
  for (const client of existing) client.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
}
