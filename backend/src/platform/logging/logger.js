import { pino } from 'pino';
import { requestContext } from '../request-context/request-context.js';
/**
 * Never written to a log: session cookies, CSRF tokens and credentials a request or a response
 * carries (a log line must not be enough to take over a session).
 */
export const REDACTED_PATHS = [
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers["x-xsrf-token"]',
    'res.headers["set-cookie"]',
    'headers.cookie',
    'headers.authorization',
    'headers["x-xsrf-token"]',
];
/** Structured JSON logs; every line written inside a request carries its correlation id. */
export const logger = pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: undefined,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin() {
        const ctx = requestContext.current();
        return ctx ? { correlationId: ctx.correlationId, userId: ctx.userId ?? undefined } : {};
    },
});
/**
 * The `error` listener of a pg pool: an idle connection dropped (the server restarting or
 * stopping) and the pool replaces it. The error carries the whole pg client, connection settings
 * and password included, so only its code and message are logged.
 */
export function logPoolError(pool) {
    // Outside any request: the connection inherited the context of the request that opened it.
    return (error) => requestContext.outside(() => logger.warn({ pool, code: error.code, reason: error.message }, 'database connection lost'));
}
