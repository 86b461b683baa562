import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore, toDomain } from '../../../../platform/domain/aggregate-store.js';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port.js';
import { WrongExpectedRevisionError } from '../../../../platform/event-store/event-store.errors.js';
import { Inject } from '@nestjs/common';
import { emailReservationStreamId, normaliseEmail } from '../../domain/email.js';
import { userDecider, userStreamId, type RegisteredUser } from '../../domain/user.js';
import { EmailAlreadyTakenError, InvalidProfileError } from '../../domain/user.errors.js';
import type { UserEmailReserved } from '../../events/user.events.js';
import { RegisterUserCommand } from './register-user.command.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ input }: RegisterUserCommand): Promise<RegisteredUser> {
    const email = normaliseEmail(input.email);
    if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new InvalidProfileError('email: メールアドレスの形式が正しくありません');
    const userId = await this.reserve(email, input.userId ?? randomUUID());
    const result = await this.aggregates.execute(userStreamId(userId), userDecider, (state) =>
      userDecider.decide(
        {
          type: 'RegisterUser',
          data: {
            userId,
            email,
            firstName: input.firstName?.trim() ?? '',
            lastName: input.lastName?.trim() ?? '',
            userType: input.userType ?? 'member',
            profileImageUrl: input.profileImageUrl ?? null,
            emailVerified: input.emailVerified ?? false,
            signedInAt: input.signedInAt ?? null,
          },
        },
        state,
      ),
    );
    return result.state as RegisteredUser;
  }

  /** The first to reserve an address owns it; the same owner may retry (crash after reserving). */
  private async reserve(email: string, userId: string): Promise<string> {
    const streamId = emailReservationStreamId(email);
    const reserved: UserEmailReserved = { type: 'UserEmailReserved', data: { userId } };
    try {
      await this.aggregates.append(streamId, [reserved], 'no_stream');
      return userId;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    const owner = await reservationOwner(this.store, email);
    if (owner !== userId) throw new EmailAlreadyTakenError();
    return userId;
  }
}

/** The user id owning an address, from its reservation stream; undefined when free. */
export async function reservationOwner(store: EventStore, email: string): Promise<string | undefined> {
  const events = await store.readStream(emailReservationStreamId(email));
  const first = events[0] ? toDomain<UserEmailReserved>(events[0]) : undefined;
  return first?.data.userId;
}
