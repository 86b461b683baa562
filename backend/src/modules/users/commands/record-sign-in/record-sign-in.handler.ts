import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port.js';
import { PersonalDataProtector } from '../../../../platform/event-store/personal-data-protector.js';
import { identityReservationStreamId } from '../../domain/identity.js';
import { RecordSignIn, type RegisteredUser } from '../../domain/user.commands.js';
import { userDecider, userStream } from '../../domain/user.js';
import { IdentityAlreadyLinkedError } from '../../domain/user.errors.js';
import { reserve } from '../shared/reservations.js';

@CommandHandler(RecordSignIn)
export class RecordSignInHandler implements ICommandHandler<RecordSignIn> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly personalData: PersonalDataProtector,
  ) {}

  /** A forgotten user's address and account are free again (decision 0044). */
  private readonly gone = (userId: string) => this.personalData.isForgotten(userId);

  async execute(command: RecordSignIn): Promise<RegisteredUser> {
    const { userId, identity } = command.data;
    // Linking an issuer account: it becomes this user's for good before the user stream says so.
    if (identity && !(await reserve(this.aggregates, this.store, identityReservationStreamId(identity), { type: 'UserIdentityReserved', data: { userId } }, this.gone))) {
      throw new IdentityAlreadyLinkedError();
    }
    const result = await this.aggregates.execute(userStream.streamId(userId), userDecider, (state) => userDecider.decide(command, state));
    return result.state as RegisteredUser;
  }
}
