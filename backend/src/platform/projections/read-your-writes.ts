import {
  Inject,
  Injectable,
  Optional,
  type CallHandler,
  type DynamicModule,
  type ExecutionContext,
  type NestInterceptor,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CqrsModule, QueryBus, type AsyncContext, type CqrsModuleOptions, type IQuery } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { requestContext, type RequestContext } from '../request-context/request-context.js';
import { ProjectionRuntimeService } from './projection-runtime.service.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const READ_MODEL_LAG_HEADER = 'X-Read-Model-Lag';
/** CqrsModule's token for its options (`@nestjs/cqrs` declares it in a file its index does not export). */
const CQRS_OPTIONS = 'CQRS_MODULE_OPTIONS';

/** What `ReadYourWrites.waitFor` waits for: a log position (an append's), or the log's head as it stands now. */
export type WaitTarget = bigint | 'head';

export interface WaitOptions {
  /** The bound; READ_YOUR_WRITES_TIMEOUT_MS without it. */
  readonly timeoutMs?: number;
  /**
   * Only the projections and reactors handling one of these types (and then the projections of
   * what those reactors emit, decision 0054). Without it: every projection, none of the reactors.
   */
  readonly types?: ReadonlySet<string>;
}

/**
 * Read-your-writes, the one rule: **a request sees its own writes**. Whatever a request appended
 * (the request context records the position and the event types), the projections handling those
 * types have applied before
 * - any query the request runs through the QueryBus afterwards: the application's QueryBus is
 *   `ReadYourWritesQueryBus` (given to CqrsModule by `cqrsModule()`), whose `execute` calls
 *   `catchUp()` first, so a write that answers with its read model just executes the command,
 *   then the query; and
 * - the response of a write is sent (this class is the application's interceptor), so the
 *   caller's next request sees it too.
 * The reactors handling those types are waited for too, then the projections of what they emitted
 * (decision 0054: a praise answers with its award in the points). Projections that applied the
 * writes inline, in the append's own transaction, are not waited for (decision 0029), nor are the
 * history and analytics projections awaited by their reads (`Projection.awaitedBy: 'reads'`,
 * decision 0055): their readers call `beforeReading(names)`, which waits until they have applied
 * the log's head, so such a read sees every write made before it, whoever made it.
 * Each wait is bounded by READ_YOUR_WRITES_TIMEOUT_MS; past it the request goes on and the
 * response says so in `X-Read-Model-Lag: true`.
 *
 * Code that is not a Nest request (the demo seeder, the sign-in callback, a request waiting for
 * another request's writes, a test) waits through `waitFor(position | 'head')`, the one API
 * outside a request. No handler or controller waits by hand for its own writes.
 */
@Injectable()
export class ReadYourWrites implements NestInterceptor, OnApplicationBootstrap {
  constructor(
    private readonly runtime: ProjectionRuntimeService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** A QueryBus that does not wait would silently break the rule: the application must use `cqrsModule()`. */
  onApplicationBootstrap(): void {
    if (!(this.moduleRef.get(QueryBus, { strict: false }) instanceof ReadYourWritesQueryBus)) {
      throw new Error('Read-your-writes needs the QueryBus of cqrsModule() (platform/projections/read-your-writes.ts), not CqrsModule.forRoot()');
    }
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
   * The read side for projections awaited by their reads (decision 0055): a reader of `names`
   * calls this before reading, and waits (bounded like a write's wait) until they have applied the
   * log as it stands now, so it sees every write made before it, whoever made it. Past the bound
   * it reads anyway and the answer says `X-Read-Model-Lag: true`.
   */
  async beforeReading(names: readonly string[]): Promise<void> {
    const caughtUp = await this.runtime.awaitHead(names, this.config.readYourWritesTimeoutMs);
    const ctx = requestContext.current();
    if (caughtUp || !ctx) return;
    ctx.readModelLag = true;
    if (ctx.response && !ctx.response.headersSent) ctx.response.setHeader(READ_MODEL_LAG_HEADER, 'true');
  }

  /**
   * Outside a request's own writes: waits until the projections have applied the log up to
   * `target` (a position, or `'head'`: every append committed by now); true once there, false when
   * the bound passed first. Without `types` every projection counts (the read-awaited ones
   * included) and no reactor does; with `types`, as a request's wait (decision 0054).
   * `'head'` is the last committed position, not the settled head readers see
   * (`headPosition`): while any older transaction on the server is still open, the settled head
   * stands below appends that have committed, and waiting for it would answer before the
   * projections show them (a member import's job said done before its members were listed).
   */
  async waitFor(target: WaitTarget, options: WaitOptions = {}): Promise<boolean> {
    const position = target === 'head' ? await this.store.lastCommittedPosition() : target;
    return this.runtime.waitForPosition(position, options.timeoutMs ?? this.config.readYourWritesTimeoutMs, options.types);
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

/**
 * The application's QueryBus: every query first waits for the current request's own writes
 * (`ReadYourWrites.catchUp`; a request without appends does not wait). Given to CqrsModule in
 * place of its own QueryBus by `cqrsModule()`, so CqrsModule registers the query handlers on it
 * and every class that injects `QueryBus` gets it.
 */
@Injectable()
export class ReadYourWritesQueryBus<QueryBase extends IQuery = IQuery> extends QueryBus<QueryBase> {
  // The parameters in QueryBus's order: Nest adds this class's `@Inject` to the ones it inherits.
  constructor(
    moduleRef: ModuleRef,
    @Optional() @Inject(CQRS_OPTIONS) options: CqrsModuleOptions | undefined,
    private readonly readYourWrites: ReadYourWrites,
  ) {
    super(moduleRef, options);
  }

  override async execute<T extends QueryBase, TResult = unknown>(query: T, asyncContext?: AsyncContext): Promise<TResult> {
    await this.readYourWrites.catchUp();
    return asyncContext ? super.execute<T, TResult>(query, asyncContext) : super.execute<T, TResult>(query);
  }
}

/**
 * CqrsModule for the application (and any test module that includes ProjectionsModule): its
 * QueryBus is `ReadYourWritesQueryBus`. A provider of a dynamic module comes after the module's
 * own, so it takes the `QueryBus` token inside CqrsModule.
 */
export function cqrsModule(options?: CqrsModuleOptions): DynamicModule {
  const base = CqrsModule.forRoot(options);
  return { ...base, providers: [...(base.providers ?? []), { provide: QueryBus, useClass: ReadYourWritesQueryBus }] };
}
