import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database/database-unavailable.js';
import { DomainError, type DomainErrorKind } from '../domain/domain-error.js';
import { logger } from '../logging/logger.js';
import { loggableUrl } from '../logging/loggable-url.js';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  forbidden: HttpStatus.FORBIDDEN,
  unauthorized: HttpStatus.UNAUTHORIZED,
};

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** What the body parser refuses (not JSON, too large, a charset or compression it cannot read), in Japanese. */
const BODY_PARSER_MESSAGES: Record<number, string> = {
  400: 'リクエストの形式が正しくありません',
  413: 'リクエストが大きすぎます',
  415: 'リクエストの文字コードまたは圧縮形式には対応していません',
};

/**
 * A request that could not be read: a body-parser error (an http-errors instance with a `type`
 * such as 'entity.too.large') or a path with a broken percent-encoding (the router's URIError),
 * raw or as Nest's adapter wraps it into an HttpException (its `cause`), whose English message
 * would otherwise be the answer.
 */
function unreadableRequest(exception: unknown): ErrorBody | undefined {
  const error = exception instanceof HttpException ? exception.cause : exception;
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (error instanceof URIError) return { statusCode: status, message: 'URLに不正な文字の符号化が含まれています', error: ERROR_NAMES[status] };
  if (typeof type !== 'string') return undefined;
  return { statusCode: status, message: BODY_PARSER_MESSAGES[status] ?? 'リクエストを読み取れませんでした', error: ERROR_NAMES[status] ?? 'Bad Request' };
}

export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  code?: string;
}

/** The one place that decides how every error becomes `{ statusCode, message, error }`. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof DomainError) {
    const statusCode = STATUS_BY_KIND[exception.kind];
    return { statusCode, message: exception.message, error: ERROR_NAMES[statusCode], code: exception.code };
  }
  // Wherever it was met (a query, the session store, the rate limiter, a command's append): the
  // database is down or restarting, and the same request will succeed in a moment (decision 0060).
  if (isDatabaseUnavailable(exception)) return { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: ERROR_NAMES[503] };
  const unreadable = unreadableRequest(exception);
  if (unreadable) return unreadable;
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'string' ? response : ((response as { message?: string | string[] }).message ?? exception.message);
    return { statusCode, message, error: ERROR_NAMES[statusCode] ?? exception.name };
  }
  // other middleware errors carry a status of their own
  const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 400 ? 'リクエストの形式が正しくありません' : (exception as Error).message;
    return { statusCode: status, message, error: ERROR_NAMES[status] ?? 'Bad Request' };
  }
  return { statusCode: 500, message: 'サーバーでエラーが発生しました', error: ERROR_NAMES[500] };
}

/** At most one warning a second: during an outage every request meets it, and the supervisor logs the cause. */
let lastUnavailableLogAt = 0;
let unavailableSinceLog = 0;
function logDatabaseUnavailable(exception: unknown, path: string): void {
  unavailableSinceLog++;
  const now = Date.now();
  if (now - lastUnavailableLogAt < 1000) return;
  logger.warn({ err: exception, path, requests: unavailableSinceLog }, 'database unavailable: answered 503');
  lastUnavailableLogAt = now;
  unavailableSinceLog = 0;
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const body = toErrorBody(exception);
    if (body.statusCode === 503) logDatabaseUnavailable(exception, loggableUrl(req.originalUrl) ?? '');
    else if (body.statusCode >= 500) logger.error({ err: exception, path: loggableUrl(req.originalUrl) }, 'unhandled error');
    if (res.headersSent) return;
    if (body.statusCode === 503) res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.status(body.statusCode).json(body);
  }
}
