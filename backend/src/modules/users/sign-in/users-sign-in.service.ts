import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { findDemoAccount } from '../../../platform/auth/demo-accounts.js';
import { toSessionUser, type SessionUser, type UserType } from '../../../platform/auth/session-user.js';
import type { SignInPort, VerifiedIdentity } from '../../../platform/auth/sign-in.port.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { requestContext } from '../../../platform/request-context/request-context.js';
import { RecordSignIn, RegisterUser } from '../domain/user.commands.js';
import { reservationOwner } from '../commands/register-user/register-user.handler.js';
import { normaliseEmail } from '../domain/email.js';
import { EmailAlreadyTakenError, UserAlreadyRegisteredError } from '../domain/user.errors.js';
import { SessionUserCache } from '../projections/users/session-user-cache.js';
import { UserReadModel } from '../projections/users/user.read-model.js';

/**
 * The users side of sign-in (SIGN_IN_PORT): RegisterUser the first time an address signs in,
 * RecordSignIn afterwards. The session user comes from the state just decided, never from the
 * read model, so signing in does not wait for projections.
 */
@Injectable()
export class UsersSignInService implements SignInPort {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @InjectRepository(UserReadModel) private readonly users: Repository<UserReadModel>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessionUsers: SessionUserCache,
  ) {}

  async signIn(identity: VerifiedIdentity): Promise<SessionUser> {
    const email = normaliseEmail(identity.email);
    const signedInAt = new Date().toISOString();
    // The events of this sign-in share its instant (a first sign-in is registered "at" it).
    const ctx = requestContext.current();
    if (ctx && !ctx.occurredAt) ctx.occurredAt = new Date(signedInAt);
    // Two first sign-ins of one address at once: the loser finds the winner's reservation.
    for (let attempt = 0; ; attempt += 1) {
      const owner = await reservationOwner(this.store, email);
      try {
        if (owner) {
          requestContext.setUser(owner);
          const registered = await this.existingOrRegistered(owner, email, identity, signedInAt);
          return toSessionUser(registered, this.config.adminEmails);
        }
        const state = await this.commandBus.execute(new RegisterUser({ ...this.registration(email, identity, signedInAt), userId: randomUUID() }));
        requestContext.setUser(state.id);
        return toSessionUser(state, this.config.adminEmails);
      } catch (error) {
        // Lost a race with a concurrent first sign-in of the same address: the next attempt
        // finds the winner's user and records a sign-in instead.
        const lostRace = error instanceof EmailAlreadyTakenError || error instanceof UserAlreadyRegisteredError;
        if (!lostRace || attempt >= 2) throw error;
      }
    }
  }

  async findSessionUser(userId: string): Promise<SessionUser | null | undefined> {
    let row = this.sessionUsers.get(userId);
    if (!row) {
      const found = await this.users.findOneBy({ id: userId });
      if (!found) return undefined;
      row = { id: found.id, email: found.email, firstName: found.firstName, lastName: found.lastName, userType: found.userType, isActive: found.isActive };
      this.sessionUsers.set(row);
    }
    if (!row.isActive) return null;
    return toSessionUser(row, this.config.adminEmails);
  }

  private async existingOrRegistered(userId: string, email: string, identity: VerifiedIdentity, signedInAt: string) {
    try {
      return await this.commandBus.execute(new RecordSignIn({ userId, signedInAt }));
    } catch (error) {
      // The address was reserved but the user never registered (a crash in between): finish it.
      if ((error as { code?: string }).code !== 'USER.NOT_FOUND') throw error;
      return this.commandBus.execute(new RegisterUser({ ...this.registration(email, identity, signedInAt), userId }));
    }
  }

  private registration(email: string, identity: VerifiedIdentity, signedInAt: string) {
    const demo = findDemoAccount(email);
    const userType: UserType = this.config.adminEmails.includes(email) ? 'admin' : (demo?.userType ?? 'member');
    return {
      email,
      firstName: identity.givenName ?? demo?.givenName ?? '',
      lastName: identity.familyName ?? demo?.familyName ?? '',
      userType,
      profileImageUrl: identity.pictureUrl ?? null,
      emailVerified: true,
      signedInAt,
    };
  }
}
