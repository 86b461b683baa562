import { type CanActivate, type ExecutionContext, ForbiddenException, HttpException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { logger } from '../logging/logger.js';
import { ACCESS_RULE, type AccessRule } from './access.decorator.js';
import { type FixedWindowRateLimiter, RateLimitCounters, tooManyRequestsBody } from './rate-limiter.js';
import type { SessionUser } from './session-user.js';

export const FORBIDDEN_MESSAGE = '権限がありません';

/** Whether a signed-in user satisfies a rule other than `public`. */
export function satisfies(user: SessionUser, rule: Exclude<AccessRule, 'public'>): boolean {
  switch (rule) {
    case 'signed_in':
      return true;
    case 'team_admin':
      return user.isTeamAdmin || user.isAdmin;
    case 'admin':
      return user.isAdmin;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The global guard (APP_GUARD): every route must carry an `@Access` rule, on the method or its
 * controller. A route without one is refused (never served by accident) and logged loudly.
 * Signed-out writes to public routes are rate limited per IP here, where the rule is known (the
 * counters are shared by all instances).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly publicPostLimiter: FixedWindowRateLimiter;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
    counters: RateLimitCounters,
  ) {
    this.publicPostLimiter = counters.limiter('public-post', config.rateLimits.publicPost);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<Request>();
    if (!rule) {
      logger.error(
        { route: `${req.method} ${req.originalUrl}`, controller: context.getClass().name, handler: context.getHandler().name },
        'route without an @Access rule refused: add one',
      );
      throw new ForbiddenException(FORBIDDEN_MESSAGE);
    }
    if (rule === 'public') {
      if (UNSAFE_METHODS.has(req.method)) {
        const retryAfter = await this.publicPostLimiter.hit(req.ip ?? 'unknown');
        if (retryAfter > 0) {
          context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
          throw new HttpException(tooManyRequestsBody(), 429);
        }
      }
      return true;
    }
    const user = req.user as SessionUser | undefined;
    if (!user) throw new UnauthorizedException('Unauthorized');
    if (!satisfies(user, rule)) throw new ForbiddenException(FORBIDDEN_MESSAGE);
    return true;
  }
}
