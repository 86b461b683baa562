import { UserCommand } from '../../../platform/domain/command.js';
import type { CommunityEventEvent, CommunityEventStatus, CommunityEventType, EventMaterial, EventPlatform, EventRecordingFile } from '../events/community-event.events.js';

/** What a command on an existing event answers: the events it appended (none when nothing changed). */
export type Appended = CommunityEventEvent[];

// Commands of a community event (stream `community-event-<id>`): the event's details, status,
// registrations, attendance and feedback live in one stream, so that a registration decides on
// the seats every earlier registration took (docs/decisions/0037-community-events-registrations-in-the-event-stream.md).

/** A material as a request names it: the type defaults to link. */
export type EventMaterialInput = Omit<EventMaterial, 'type'> & { type?: string };

export interface EventSessionInput {
  id: string;
  title: string;
  description?: string | null;
  startTime: string;
  endTime: string;
  speakerId?: string | null;
  materials?: EventMaterialInput[];
}

/** Creates an event; the caller hosts it unless a team admin names another host. Answers its id. */
export class ScheduleCommunityEvent extends UserCommand<
  'ScheduleCommunityEvent',
  {
    eventId: string;
    title: string;
    description?: string | null;
    eventType: CommunityEventType;
    /** Defaults to the caller. */
    hostId?: string;
    platform?: EventPlatform;
    meetingUrl?: string | null;
    meetingId?: string | null;
    passcode?: string | null;
    startTime: string;
    endTime: string;
    maxParticipants?: number;
    isRecorded?: boolean;
    recordingUrl?: string | null;
    materials?: EventMaterialInput[];
    tags?: string[];
    isPublic?: boolean;
    requiresApproval?: boolean;
    sessions?: EventSessionInput[];
  },
  { id: string }
> {
  readonly type = 'ScheduleCommunityEvent';
}

/** Moves the event along its lifecycle (host or team admin); see `ALLOWED_STATUS_CHANGES`. */
export class ChangeCommunityEventStatus extends UserCommand<'ChangeCommunityEventStatus', { eventId: string; status: CommunityEventStatus }, Appended> {
  readonly type = 'ChangeCommunityEventStatus';
}

/** Sets the recording's URL (host or team admin); the event is then recorded. */
export class PublishEventRecording extends UserCommand<'PublishEventRecording', { eventId: string; recordingUrl: string }, Appended> {
  readonly type = 'PublishEventRecording';
}

/**
 * The host or a team admin corrects the event's details (each optional: the current value stays),
 * validated as at creation; a larger capacity seats the waiting list, a capacity below the seats
 * taken is refused. Only while the event is scheduled or live.
 */
export class UpdateCommunityEvent extends UserCommand<
  'UpdateCommunityEvent',
  {
    eventId: string;
    title?: string;
    description?: string | null;
    platform?: EventPlatform;
    meetingUrl?: string | null;
    startTime?: string;
    endTime?: string;
    maxParticipants?: number;
  },
  Appended
> {
  readonly type = 'UpdateCommunityEvent';
}

/** The caller registers: a seat, the waiting list, or a request for the host's approval. */
export class RegisterForCommunityEvent extends UserCommand<'RegisterForCommunityEvent', { eventId: string; notes?: string | null }, Appended> {
  readonly type = 'RegisterForCommunityEvent';
}

/** The caller withdraws; a freed seat goes to the first on the waiting list. */
export class CancelEventRegistration extends UserCommand<'CancelEventRegistration', { eventId: string }, Appended> {
  readonly type = 'CancelEventRegistration';
}

/** The host approves a request: a seat when one is free, else the waiting list. */
export class ApproveEventRegistration extends UserCommand<'ApproveEventRegistration', { eventId: string; userId: string }, Appended> {
  readonly type = 'ApproveEventRegistration';
}

export class DeclineEventRegistration extends UserCommand<'DeclineEventRegistration', { eventId: string; userId: string }, Appended> {
  readonly type = 'DeclineEventRegistration';
}

/** The host records whether a registered user attended (once the event is live or completed). */
/** `at`: when the host asks, by the server's clock (attendance opens at the event's start). */
export class RecordEventAttendance extends UserCommand<'RecordEventAttendance', { eventId: string; userId: string; attended: boolean; at: string }, Appended> {
  readonly type = 'RecordEventAttendance';
}

/** A participant rates a completed event, once. */
export class GiveEventFeedback extends UserCommand<
  'GiveEventFeedback',
  { eventId: string; rating: number; feedback?: string | null; suggestions?: string | null; wouldRecommend: boolean },
  Appended
> {
  readonly type = 'GiveEventFeedback';
}

/** Records a stored file as a material of the event or of one of its sessions (host or team admin). */
export class AttachEventMaterial extends UserCommand<
  'AttachEventMaterial',
  { eventId: string; materialId: string; sessionId: string | null; fileName: string; contentType: string; sizeBytes: number },
  Appended
> {
  readonly type = 'AttachEventMaterial';
}

/** Removes a material (host or team admin). */
export class RemoveEventMaterial extends UserCommand<'RemoveEventMaterial', { eventId: string; materialId: string }, Appended> {
  readonly type = 'RemoveEventMaterial';
}

/** Sets the event's uploaded recording, replacing any (host or team admin; a running or finished event; decision 0108). */
export class AttachEventRecording extends UserCommand<'AttachEventRecording', { eventId: string; recording: EventRecordingFile }, Appended> {
  readonly type = 'AttachEventRecording';
}

/** Removes the event's uploaded recording (host or team admin). */
export class RemoveEventRecording extends UserCommand<'RemoveEventRecording', { eventId: string }, Appended> {
  readonly type = 'RemoveEventRecording';
}

export type CommunityEventCommand =
  | ScheduleCommunityEvent
  | AttachEventRecording
  | RemoveEventRecording
  | AttachEventMaterial
  | RemoveEventMaterial
  | ChangeCommunityEventStatus
  | PublishEventRecording
  | UpdateCommunityEvent
  | RegisterForCommunityEvent
  | CancelEventRegistration
  | ApproveEventRegistration
  | DeclineEventRegistration
  | RecordEventAttendance
  | GiveEventFeedback;

/** Issues or renews the caller's secret calendar feed URL (stream `calendar-feed-<userId>`). */
export class RenewCalendarFeed extends UserCommand<'RenewCalendarFeed', { feedId: string; tokenHash: string }> {
  readonly type = 'RenewCalendarFeed';
}
