import { pino } from 'pino';
import { requestContext } from '../request-context/request-context.js';

/** Structured JSON logs; every line written inside a request carries its correlation id. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
  mixin() {
    const ctx = requestContext.current();
    return ctx ? { correlationId: ctx.correlationId, userId: ctx.userId ?? undefined } : {};
  },
});
