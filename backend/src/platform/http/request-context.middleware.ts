import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { requestContext } from '../request-context/request-context.js';

const CORRELATION_HEADER = 'x-correlation-id';

/** Opens the per-request context; the correlation id comes from the caller or is new. */
export function requestContextMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(CORRELATION_HEADER);
  const correlationId = incoming && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader(CORRELATION_HEADER, correlationId);
  requestContext.run({ correlationId, response: res }, () => next());
}
