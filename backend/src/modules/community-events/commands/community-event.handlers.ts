import { Inject, type Type } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
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
  type CommunityEventCommand,
  type ScheduleCommunityEvent,
} from '../domain/community-event.commands.js';
import { communityEventDecider, communityEventStreamId } from '../domain/community-event.js';
import { EventWriteQueue } from './event-write-queue.js';

type EventStreamCommand = Exclude<CommunityEventCommand, ScheduleCommunityEvent>;

/**
 * Every command on an existing event: load the stream, decide, append with the loaded revision.
 * They need no facts from outside the stream (who may do what follows from the host id and the
 * actor's role), so they share this one body, each write queued behind the others to the same
 * event (`EventWriteQueue`), which is what sets them apart from a `passThrough(...)` registration.
 * Answers the events appended, so a caller can tell a seat from a waiting place. Nest registers a
 * handler class per command, so `queuedOnEvent` makes one, named after its command.
 */
function queuedOnEvent<C extends EventStreamCommand>(command: Type<C>): Type<{ execute(command: C): Promise<Appended> }> {
  @CommandHandler(command)
  class EventStreamCommandHandler {
    constructor(
      @Inject(AggregateStore) private readonly aggregates: AggregateStore,
      @Inject(EventWriteQueue) private readonly queue: EventWriteQueue,
    ) {}

    async execute(cmd: C): Promise<Appended> {
      const { eventId } = cmd.data;
      const result = await this.queue.run(eventId, () =>
        this.aggregates.execute(communityEventStreamId(eventId), communityEventDecider, (state) => communityEventDecider.decide(cmd, state), {
          expectedRevision: cmd.expectedRevision,
        }),
      );
      return result.events;
    }
  }
  Object.defineProperty(EventStreamCommandHandler, 'name', { value: `${command.name}Handler` });
  return EventStreamCommandHandler;
}

export const COMMUNITY_EVENT_COMMAND_HANDLERS = [
  queuedOnEvent(ChangeCommunityEventStatus),
  queuedOnEvent(PublishEventRecording),
  queuedOnEvent(UpdateCommunityEvent),
  queuedOnEvent(RegisterForCommunityEvent),
  queuedOnEvent(CancelEventRegistration),
  queuedOnEvent(ApproveEventRegistration),
  queuedOnEvent(DeclineEventRegistration),
  queuedOnEvent(RecordEventAttendance),
  queuedOnEvent(GiveEventFeedback),
];
