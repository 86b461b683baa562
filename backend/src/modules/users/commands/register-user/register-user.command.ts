import { Command } from '@nestjs/cqrs';
import type { UserType } from '../../../../platform/auth/session-user.js';
import type { RegisteredUser } from '../../domain/user.js';

export interface RegisterUserInput {
  email: string;
  firstName?: string;
  lastName?: string;
  userType?: UserType;
  profileImageUrl?: string | null;
  emailVerified?: boolean;
  /** Reuse an id (a reservation made before a crash); a new one otherwise. */
  userId?: string;
  /** Set when the person registers by signing in. */
  signedInAt?: string | null;
}

/**
 * Registers a user, keeping the e-mail unique through its reservation stream. Answers the
 * decided aggregate state (not the read model, which may lag). 409 when the address is taken.
 */
export class RegisterUserCommand extends Command<RegisteredUser> {
  constructor(readonly input: RegisterUserInput) {
    super();
  }
}
