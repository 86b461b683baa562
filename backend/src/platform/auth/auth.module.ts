import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthResources } from './auth-resources.js';
import { XsrfTokens } from './csrf.middleware.js';
import { OidcSignInService } from './oidc/oidc-sign-in.service.js';
import { RateLimitCounters } from './rate-limiter.js';
import { UserSessions } from './user-sessions.js';

/**
 * Sign-in routes, the global AccessGuard and the resources configureAuth wires into Express.
 * The users module provides SIGN_IN_PORT (who signs in, and their current roles).
 */
@Global()
@Module({
  controllers: [AuthController],
  providers: [
    AuthResources,
    UserSessions,
    OidcSignInService,
    XsrfTokens,
    { provide: RateLimitCounters, useFactory: (db: DataSource) => new RateLimitCounters((text, values) => db.query(text, values)), inject: [DataSource] },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [OidcSignInService, UserSessions],
})
export class AuthModule {}
