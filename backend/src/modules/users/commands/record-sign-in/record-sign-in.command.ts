import { Command } from '@nestjs/cqrs';
import type { RegisteredUser } from '../../domain/user.js';

/** Notes a sign-in of a registered user; answers the decided state. */
export class RecordSignInCommand extends Command<RegisteredUser> {
  constructor(
    readonly userId: string,
    readonly signedInAt: string,
  ) {
    super();
  }
}
