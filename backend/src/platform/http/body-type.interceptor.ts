import {
  Injectable,
  UnsupportedMediaTypeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Observable } from 'rxjs';

export const JSON_ONLY = ['application/json'];

export const unsupportedTypeMessage = (accepted: string[]) => `リクエストの形式（Content-Type）は${accepted.join(' または ')}で送信してください`;

/** A body of at least one byte: `Content-Length: 0` and a bodiless request carry none. */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

/**
 * A request that carries a body must send it as a type its route reads: JSON, unless the route
 * declares another with `@ApiConsumes` (the CSV upload's multipart/form-data). Anything else is a
 * 415 before any handler runs: a JSON route that ignored a text/plain or broken multipart body
 * saw no fields and ran as an empty update. Global, so it runs before a route's own interceptors
 * (the upload's multipart parser).
 */
@Injectable()
export class BodyTypeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (context.getType() === 'http' && hasBody(req)) {
      const declared = this.reflector.getAllAndOverride<string[] | undefined>(DECORATORS.API_CONSUMES, [context.getHandler(), context.getClass()]);
      const accepted = declared && declared.length > 0 ? declared : JSON_ONLY;
      if (!req.is(accepted)) throw new UnsupportedMediaTypeException(unsupportedTypeMessage(accepted));
    }
    return next.handle();
  }
}
