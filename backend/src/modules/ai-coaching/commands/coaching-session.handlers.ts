import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import {
  CompleteCoachingRecommendation,
  CompleteCoachingSession,
  DeleteCoachingSession,
  FailCoachingReply,
  RecordCoachingReply,
  SendCoachingMessage,
  StartCoachingSession,
  type CoachingSessionCommand,
} from '../domain/coaching-session.commands.js';
import { coachingSessionDecider, coachingSessionStreamId } from '../domain/coaching-session.js';
import { DeleteJournalEntry, WriteJournalEntry, type JournalEntryCommand } from '../domain/journal-entry.commands.js';
import { journalEntryDecider, journalEntryStreamId } from '../domain/journal-entry.js';

// One handler per command; each decides on the session's (or entry's) own stream. Ownership is
// the decider's: someone else's session is answered as unknown.

async function onSession(aggregates: AggregateStore, command: Exclude<CoachingSessionCommand, SendCoachingMessage>): Promise<void> {
  await aggregates.execute(coachingSessionStreamId(command.data.sessionId), coachingSessionDecider, (state) => coachingSessionDecider.decide(command, state), {
    expectedRevision: command.expectedRevision,
  });
}

@CommandHandler(StartCoachingSession)
export class StartCoachingSessionHandler implements ICommandHandler<StartCoachingSession> {
  constructor(private readonly aggregates: AggregateStore) {}
  async execute(command: StartCoachingSession): Promise<{ id: string }> {
    await onSession(this.aggregates, command);
    return { id: command.data.sessionId };
  }
}

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

@CommandHandler(RecordCoachingReply)
export class RecordCoachingReplyHandler implements ICommandHandler<RecordCoachingReply> {
  constructor(private readonly aggregates: AggregateStore) {}
  execute(command: RecordCoachingReply): Promise<void> {
    return onSession(this.aggregates, command);
  }
}

@CommandHandler(FailCoachingReply)
export class FailCoachingReplyHandler implements ICommandHandler<FailCoachingReply> {
  constructor(private readonly aggregates: AggregateStore) {}
  execute(command: FailCoachingReply): Promise<void> {
    return onSession(this.aggregates, command);
  }
}

@CommandHandler(CompleteCoachingSession)
export class CompleteCoachingSessionHandler implements ICommandHandler<CompleteCoachingSession> {
  constructor(private readonly aggregates: AggregateStore) {}
  execute(command: CompleteCoachingSession): Promise<void> {
    return onSession(this.aggregates, command);
  }
}

@CommandHandler(CompleteCoachingRecommendation)
export class CompleteCoachingRecommendationHandler implements ICommandHandler<CompleteCoachingRecommendation> {
  constructor(private readonly aggregates: AggregateStore) {}
  execute(command: CompleteCoachingRecommendation): Promise<void> {
    return onSession(this.aggregates, command);
  }
}

@CommandHandler(DeleteCoachingSession)
export class DeleteCoachingSessionHandler implements ICommandHandler<DeleteCoachingSession> {
  constructor(private readonly aggregates: AggregateStore) {}
  execute(command: DeleteCoachingSession): Promise<void> {
    return onSession(this.aggregates, command);
  }
}

async function onEntry(aggregates: AggregateStore, command: JournalEntryCommand): Promise<void> {
  await aggregates.execute(journalEntryStreamId(command.data.entryId), journalEntryDecider, (state) => journalEntryDecider.decide(command, state), {
    expectedRevision: command.expectedRevision,
  });
}

@CommandHandler(WriteJournalEntry)
export class WriteJournalEntryHandler implements ICommandHandler<WriteJournalEntry> {
  constructor(private readonly aggregates: AggregateStore) {}
  async execute(command: WriteJournalEntry): Promise<{ id: string }> {
    await onEntry(this.aggregates, command);
    return { id: command.data.entryId };
  }
}

@CommandHandler(DeleteJournalEntry)
export class DeleteJournalEntryHandler implements ICommandHandler<DeleteJournalEntry> {
  constructor(private readonly aggregates: AggregateStore) {}
  execute(command: DeleteJournalEntry): Promise<void> {
    return onEntry(this.aggregates, command);
  }
}
