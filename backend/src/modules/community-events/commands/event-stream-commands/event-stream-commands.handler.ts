import { Injectable } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import {
  ApproveEventRegistration,
  CancelEventRegistration,
  ChangeCommunityEventStatus,
  DeclineEventRegistration,
  GiveEventFeedback,
  PublishEventRecording,
  RecordEventAttendance,
  RegisterForCommunityEvent,
  UpdateCommunityEvent,
  type Appended,
} from '../../domain/community-event.commands.js';
import { communityEventDecider, communityEventStreamId } from '../../domain/community-event.js';
import { EventWriteQueue } from '../event-write-queue.js';

type EventStreamCommand =
  | ChangeCommunityEventStatus
  | PublishEventRecording
  | UpdateCommunityEvent
  | RegisterForCommunityEvent
  | CancelEventRegistration
  | ApproveEventRegistration
  | DeclineEventRegistration
  | RecordEventAttendance
  | GiveEventFeedback;

/**
 * Every command on an existing event: load the stream, decide, append with the loaded revision.
 * They need no facts from outside the stream (who may do what follows from the host id and the
 * actor's role), so they share this one body, each write queued behind the others to the same
 * event (`EventWriteQueue`). Answers the events appended, so a caller can tell a seat from a
 * waiting place. Nest registers a handler class per command, hence the one-line subclasses below
 * (`@Injectable()` here emits the constructor's parameter types that they inherit).
 */
@Injectable()
abstract class EventStreamCommandHandler<C extends EventStreamCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly queue: EventWriteQueue,
  ) {}

  async execute(command: C): Promise<Appended> {
    const { eventId } = command.data;
    const result = await this.queue.run(eventId, () =>
      this.aggregates.execute(communityEventStreamId(eventId), communityEventDecider, (state) => communityEventDecider.decide(command, state), {
        expectedRevision: command.expectedRevision,
      }),
    );
    return result.events;
  }
}

@CommandHandler(ChangeCommunityEventStatus)
export class ChangeCommunityEventStatusHandler extends EventStreamCommandHandler<ChangeCommunityEventStatus> {}
@CommandHandler(PublishEventRecording)
export class PublishEventRecordingHandler extends EventStreamCommandHandler<PublishEventRecording> {}
@CommandHandler(UpdateCommunityEvent)
export class UpdateCommunityEventHandler extends EventStreamCommandHandler<UpdateCommunityEvent> {}
@CommandHandler(RegisterForCommunityEvent)
export class RegisterForCommunityEventHandler extends EventStreamCommandHandler<RegisterForCommunityEvent> {}
@CommandHandler(CancelEventRegistration)
export class CancelEventRegistrationHandler extends EventStreamCommandHandler<CancelEventRegistration> {}
@CommandHandler(ApproveEventRegistration)
export class ApproveEventRegistrationHandler extends EventStreamCommandHandler<ApproveEventRegistration> {}
@CommandHandler(DeclineEventRegistration)
export class DeclineEventRegistrationHandler extends EventStreamCommandHandler<DeclineEventRegistration> {}
@CommandHandler(RecordEventAttendance)
export class RecordEventAttendanceHandler extends EventStreamCommandHandler<RecordEventAttendance> {}
@CommandHandler(GiveEventFeedback)
export class GiveEventFeedbackHandler extends EventStreamCommandHandler<GiveEventFeedback> {}

export const EVENT_STREAM_COMMAND_HANDLERS = [
  ChangeCommunityEventStatusHandler,
  PublishEventRecordingHandler,
  UpdateCommunityEventHandler,
  RegisterForCommunityEventHandler,
  CancelEventRegistrationHandler,
  ApproveEventRegistrationHandler,
  DeclineEventRegistrationHandler,
  RecordEventAttendanceHandler,
  GiveEventFeedbackHandler,
];
