import { createParamDecorator, UnauthorizedException } from '@nestjs/common';
/** The signed-in user; use only on routes whose rule is not `public`. */
export const CurrentUser = createParamDecorator((_data, ctx) => {
    const user = ctx.switchToHttp().getRequest().user;
    if (!user)
        throw new UnauthorizedException('Unauthorized');
    return user;
});
