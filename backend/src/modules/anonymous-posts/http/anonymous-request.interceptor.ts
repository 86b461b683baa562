import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { requestContext } from '../../../platform/request-context/request-context.js';

/**
 * Takes the user out of the request context for every /api/anonymous-posts call, after the
 * access guard has checked the session: the request's log lines (pino-http's answer line
 * included, written at the end) carry no userId, and the events its commands append record
 * `userId: null` in their metadata. The handlers still get the user from the session
 * (`@CurrentUser`) and turn it into keyed hashes (docs/decisions/anonymous-posts-ownership.md).
 */
@Injectable()
export class AnonymousRequestInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    requestContext.setUser(null);
    return next.handle();
  }
}
