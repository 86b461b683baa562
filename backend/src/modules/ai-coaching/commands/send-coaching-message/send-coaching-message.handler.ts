import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { SendCoachingMessage } from '../../domain/coaching-session.commands.js';
import { coachingSessionDecider, coachingSessionStreamId } from '../../domain/coaching-session.js';

/** The one session command that needs a fact from outside its stream: the time it is sent. */
@CommandHandler(SendCoachingMessage)
export class SendCoachingMessageHandler implements ICommandHandler<SendCoachingMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: SendCoachingMessage): Promise<void> {
    await this.aggregates.execute(
      coachingSessionStreamId(command.data.sessionId),
      coachingSessionDecider,
      (state) => coachingSessionDecider.decide(command, state, { now: this.clock.now().toISOString() }),
      { expectedRevision: command.expectedRevision },
    );
  }
}
