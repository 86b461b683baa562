import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. Every controller method (or its controller) must carry exactly one
 * rule; the global AccessGuard refuses routes without one, and a test lists every route.
 * - public: anyone, signed in or not
 * - signed_in: any signed-in user (finer checks, e.g. team leader, live in the command handler)
 * - team_admin: userType team_admin or admin (or ADMIN_EMAILS)
 * - admin: userType admin or ADMIN_EMAILS
 */
export type AccessRule = 'public' | 'signed_in' | 'team_admin' | 'admin';

export const ACCESS_RULE = 'platform:access-rule';

export const Access = (rule: AccessRule) => SetMetadata(ACCESS_RULE, rule);
