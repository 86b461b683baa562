import type { Type } from '@nestjs/common';
import { decideOnStream, passThrough } from '../../../platform/commands/pass-through.js';
import { sharedHandler } from '../../../platform/commands/shared-handler.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import {
  ApproveEventRegistration,
  AttachEventMaterial,
  AttachEventRecording,
  RemoveEventMaterial,
  RemoveEventRecording,
  CancelEventRegistration,
  ChangeCommunityEventStatus,
  DeclineEventRegistration,
  GiveEventFeedback,
  PublishEventRecording,
  RenewCalendarFeed,
  RecordEventAttendance,
  RegisterForCommunityEvent,
  UpdateCommunityEvent,
  type Appended,
  type CommunityEventCommand,
  type ScheduleCommunityEvent,
} from '../domain/community-event.commands.js';
import { calendarFeedDecider, calendarFeedStream } from '../domain/calendar-feed.js';
import { communityEventDecider, communityEventStream } from '../domain/community-event.js';
import { EventWriteQueue } from './event-write-queue.js';

type EventStreamCommand = Exclude<CommunityEventCommand, ScheduleCommunityEvent>;

/**
 * Every command on an existing event: load the stream, decide, append with the loaded revision.
 * They need no facts from outside the stream (who may do what follows from the host id and the
 * actor's role), so they share this one body, each write queued behind the others to the same
 * event (`EventWriteQueue`), which is what sets them apart from a `passThrough(...)` registration.
 * Answers the events appended, so a caller can tell a seat from a waiting place. Nest registers a
 * handler class per command: `sharedHandler` (platform/commands/shared-handler.ts) makes it.
 */
const queuedOnEvent = <C extends EventStreamCommand>(command: Type<C>) =>
  sharedHandler(command, [AggregateStore, EventWriteQueue], async (cmd, aggregates, queue): Promise<Appended> => {
    const { eventId } = cmd.data;
    const result = await queue.run(eventId, () => decideOnStream(aggregates, communityEventStream.streamId(eventId), communityEventDecider, cmd));
    return result.events;
  });

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
  queuedOnEvent(AttachEventMaterial),
  queuedOnEvent(RemoveEventMaterial),
  queuedOnEvent(AttachEventRecording),
  queuedOnEvent(RemoveEventRecording),
  // A member's own calendar feed: its stream alone decides (platform/commands/pass-through.ts).
  passThrough(RenewCalendarFeed, (c) => calendarFeedStream.streamId(c.actor.id), calendarFeedDecider),
];
