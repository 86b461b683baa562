import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from './session-user.js';

/** The signed-in user; use only on routes whose rule is not `public`. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): SessionUser => {
  const user = ctx.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
  if (!user) throw new UnauthorizedException('Unauthorized');
  return user;
});
