import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response, Request } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { requestContext } from '../request-context/request-context.js';
import { ProjectionRuntimeService } from './projection-runtime.service.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const READ_MODEL_LAG_HEADER = 'X-Read-Model-Lag';

/**
 * Holds the response of a write until the projections of the event types it appended have
 * applied them (the others cannot show the write),
 * so the caller's next read sees its own write; past the configured bound it answers anyway and
 * says so in `X-Read-Model-Lag: true`.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(
    private readonly runtime: ProjectionRuntimeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    if (!WRITE_METHODS.has(http.getRequest<Request>().method)) return next.handle();
    // Taken now: the handler records appends on this same object.
    const ctx = requestContext.current();
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        const position = ctx?.lastAppendedPosition ?? null;
        if (position === null) return body;
        const caughtUp = await this.runtime.waitForPosition(position, this.config.readYourWritesTimeoutMs, ctx?.appendedTypes);
        const res = http.getResponse<Response>();
        if (!caughtUp && !res.headersSent) res.setHeader(READ_MODEL_LAG_HEADER, 'true');
        return body;
      }),
    );
  }
}
