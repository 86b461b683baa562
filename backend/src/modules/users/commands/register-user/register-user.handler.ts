import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore, toDomain } from '../../../../platform/domain/aggregate-store.js';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port.js';
import { WrongExpectedRevisionError } from '../../../../platform/event-store/event-store.errors.js';
import { emailReservationStreamId, normaliseEmail } from '../../domain/email.js';
import { RegisterUser, type RegisteredUser } from '../../domain/user.commands.js';
import { userDecider, userStreamId } from '../../domain/user.js';
import { EmailAlreadyTakenError } from '../../domain/user.errors.js';
import type { UserEmailReserved } from '../../events/user.events.js';

@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(command: RegisterUser): Promise<RegisteredUser> {
    const { userId } = command.data;
    // Decide once before reserving the e-mail, so that an invalid address reserves nothing.
    userDecider.decide(command, userDecider.initialState());
    await this.reserve(normaliseEmail(command.data.email), userId);
    const result = await this.aggregates.execute(userStreamId(userId), userDecider, (state) => userDecider.decide(command, state));
    return result.state as RegisteredUser;
  }

  /** The first to reserve an address owns it; the same owner may retry (crash after reserving). */
  private async reserve(email: string, userId: string): Promise<void> {
    const streamId = emailReservationStreamId(email);
    const reserved: UserEmailReserved = { type: 'UserEmailReserved', data: { userId } };
    try {
      await this.aggregates.append(streamId, [reserved], 'no_stream');
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    const owner = await reservationOwner(this.store, email);
    if (owner !== userId) throw new EmailAlreadyTakenError();
  }
}

/** The user id owning an address, from its reservation stream; undefined when free. */
export async function reservationOwner(store: EventStore, email: string): Promise<string | undefined> {
  const events = await store.readStream(emailReservationStreamId(email));
  const first = events[0] ? toDomain<UserEmailReserved>(events[0]) : undefined;
  return first?.data.userId;
}
