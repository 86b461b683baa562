import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { findDemoAccount } from '../../../platform/auth/demo-accounts.js';
import { toSessionUser, type SessionUser, type UserType } from '../../../platform/auth/session-user.js';
import { PersonalDataProtector } from '../../../platform/event-store/personal-data-protector.js';
import { SignInRefusedError, type SignInPort, type VerifiedIdentity } from '../../../platform/auth/sign-in.port.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { requestContext } from '../../../platform/request-context/request-context.js';
import { identityOwner, reservationOwner } from '../commands/shared/reservations.js';
import { isEmailAddress, normaliseEmail } from '../domain/email.js';
import type { IssuerIdentity } from '../domain/identity.js';
import { RecordSignIn, RegisterUser, type RegisteredUser } from '../domain/user.commands.js';
import { EmailAlreadyTakenError, IdentityAlreadyLinkedError, UserAlreadyRegisteredError } from '../domain/user.errors.js';
import { SessionUserCache } from '../projections/users/session-user-cache.js';
import { UserReadModel } from '../projections/users/user.read-model.js';

/**
 * The users side of sign-in (SIGN_IN_PORT). An account is its issuer and subject: the user an
 * issuer account was linked to signs in whatever e-mail the token carries now. An account seen
 * for the first time is linked to the user owning its e-mail address, or registers a new user
 * with it, and both only when the issuer says the address is verified: otherwise anyone who can
 * put a colleague's address on an account at some issuer would sign in as that colleague. (The
 * demo seed and users from before this rule have no linked account; their first sign-in links
 * one this way.) A forgotten user's account and address are free: whoever signs in with them
 * is registered as a new user. The session user comes from the state just decided, never from the read model,
 * so signing in does not wait for projections.
 */
@Injectable()
export class UsersSignInService implements SignInPort {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @InjectRepository(UserReadModel) private readonly users: Repository<UserReadModel>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessionUsers: SessionUserCache,
    private readonly personalData: PersonalDataProtector,
  ) {}

  async signIn(identity: VerifiedIdentity): Promise<SessionUser> {
    const account: IssuerIdentity = { issuer: identity.issuer, subject: identity.subject };
    const signedInAt = new Date().toISOString();
    // The events of this sign-in share its instant (a first sign-in is registered "at" it).
    const ctx = requestContext.current();
    if (ctx && !ctx.occurredAt) ctx.occurredAt = new Date(signedInAt);
    // Two first sign-ins at once: the loser finds the winner's reservation on its next attempt.
    for (let attempt = 0; ; attempt += 1) {
      try {
        const user = await this.signInOnce(account, identity, signedInAt);
        return toSessionUser(user, this.config.adminEmails);
      } catch (error) {
        const lostRace =
          error instanceof EmailAlreadyTakenError || error instanceof UserAlreadyRegisteredError || error instanceof IdentityAlreadyLinkedError;
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

  private async signInOnce(account: IssuerIdentity, identity: VerifiedIdentity, signedInAt: string): Promise<RegisteredUser> {
    const owner = await this.liveUser(await identityOwner(this.store, account));
    if (owner) return this.recordSignIn(owner, identity, signedInAt);
    const email = verifiedEmail(identity);
    const emailOwner = await this.liveUser(await reservationOwner(this.store, email));
    if (emailOwner) return this.recordSignIn(emailOwner, identity, signedInAt, account);
    const registered = await this.commandBus.execute(new RegisterUser({ ...this.registration(email, identity, signedInAt), userId: randomUUID(), identity: account }));
    requestContext.setUser(registered.id);
    return registered;
  }

  /**
   * The user holding an account or address, unless forgotten at their request (decision 0044):
   * a forgotten person who comes back is a new person (a new user, the welcome dialog, none of
   * the old data), answered like any first sign-in, so nothing tells the address was forgotten.
   */
  private async liveUser(userId: string | undefined): Promise<string | undefined> {
    return userId === undefined || (await this.personalData.isForgotten(userId)) ? undefined : userId;
  }

  /** A sign-in of a known user; `link` when they were found by their e-mail address. */
  private async recordSignIn(userId: string, identity: VerifiedIdentity, signedInAt: string, link?: IssuerIdentity): Promise<RegisteredUser> {
    requestContext.setUser(userId);
    try {
      return await this.commandBus.execute(new RecordSignIn({ userId, signedInAt, ...(link ? { identity: link } : {}) }));
    } catch (error) {
      // Reserved, but the user never registered (a crash in between): finish it.
      if ((error as { code?: string }).code !== 'USER.NOT_FOUND') throw error;
      const account = { issuer: identity.issuer, subject: identity.subject };
      return this.commandBus.execute(new RegisterUser({ ...this.registration(verifiedEmail(identity), identity, signedInAt), userId, identity: account }));
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

/** The address an unknown account may link or register with: only one its issuer verified. */
function verifiedEmail(identity: VerifiedIdentity): string {
  const email = identity.email === undefined ? '' : normaliseEmail(identity.email);
  if (!identity.emailVerified || !isEmailAddress(email)) {
    throw new SignInRefusedError('a new account needs an e-mail address its issuer has verified');
  }
  return email;
}
