import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { requestContext, type RequestContext } from '../request-context/request-context.js';
import { ProjectionRuntimeService } from './projection-runtime.service.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const READ_MODEL_LAG_HEADER = 'X-Read-Model-Lag';

/**
 * Read-your-writes, the one rule: **a request sees its own writes**. Whatever a request appended
 * (the request context records the position and the event types), the projections handling those
 * types have applied before
 * - any query the request runs through the QueryBus afterwards (a write that answers with its
 *   read model just executes the command, then the query), and
 * - the response of a write is sent (so the caller's next request sees it too).
 * The reactors handling those types are waited for too, then the projections of what they emitted
 * (decision 0054: a praise answers with its award in the points). Projections that applied the
 * writes inline, in the append's own transaction, are not waited for (decision 0029), nor are the
 * history and analytics projections whose queries wait for them instead
 * (`Projection.awaitedBy: 'reads'`, decision 0055): no answer of a write shows their rows.
 * Each wait is bounded by READ_YOUR_WRITES_TIMEOUT_MS; past it the request goes on and the
 * response says so in `X-Read-Model-Lag: true`. No handler or controller waits by hand.
 */
@Injectable()
export class ReadYourWrites implements NestInterceptor, OnModuleInit {
  constructor(
    private readonly runtime: ProjectionRuntimeService,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every query waits for the current request's appends first (a request without appends does not wait). */
  onModuleInit(): void {
    const execute = this.queryBus.execute.bind(this.queryBus) as (query: object, context?: unknown) => Promise<unknown>;
    const wrapped = async (query: object, context?: unknown): Promise<unknown> => {
      await this.catchUp();
      return execute(query, context);
    };
    this.queryBus.execute = wrapped as QueryBus['execute'];
  }

  /** Waits until the projections have applied what the current request appended; false when the bound passed first. */
  async catchUp(ctx: RequestContext | undefined = requestContext.current()): Promise<boolean> {
    const position = ctx?.lastAppendedPosition ?? null;
    if (position === null || ctx === undefined) return true;
    // Not waited for: the projections that applied the writes inline; nor (the runtime leaves them
    // out of any write's wait) those awaited by their reads (decision 0055).
    const caughtUp = await this.runtime.waitForPosition(position, this.config.readYourWritesTimeoutMs, ctx.appendedTypes, ctx.appliedInline ?? undefined);
    if (!caughtUp) ctx.readModelLag = true;
    return caughtUp;
  }

  /**
   * The read side of read-your-writes for projections awaited by their reads (decision 0055):
   * a query of `names` calls this before reading, and waits (bounded like a write's wait) until
   * they have applied the log as it stands now, so it sees every write made before it, whoever
   * made it. Past the bound it reads anyway and the answer says `X-Read-Model-Lag: true`.
   */
  async beforeReading(names: readonly string[]): Promise<void> {
    const caughtUp = await this.runtime.awaitHead(names, this.config.readYourWritesTimeoutMs);
    const ctx = requestContext.current();
    if (caughtUp || !ctx) return;
    ctx.readModelLag = true;
    if (ctx.response && !ctx.response.headersSent) ctx.response.setHeader(READ_MODEL_LAG_HEADER, 'true');
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    if (!WRITE_METHODS.has(http.getRequest<Request>().method)) return next.handle();
    // Taken now: the handler records appends on this same object.
    const ctx = requestContext.current();
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        if (!ctx) return body;
        const caughtUp = await this.catchUp(ctx);
        const res = http.getResponse<Response>();
        if ((!caughtUp || ctx.readModelLag) && !res.headersSent) res.setHeader(READ_MODEL_LAG_HEADER, 'true');
        return body;
      }),
    );
  }
}
