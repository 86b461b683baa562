import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

/** The kinds of community event (spec part 2 §3). */
export const EVENT_TYPES = ['webinar', 'workshop', 'seminar', 'meeting'] as const;
export type CommunityEventType = (typeof EVENT_TYPES)[number];

/** Where an event is held online (spec part 2 §3; default zoom). */
export const EVENT_PLATFORMS = ['zoom', 'teams', 'meet', 'webex'] as const;
export type EventPlatform = (typeof EVENT_PLATFORMS)[number];

/** scheduled → live → completed, or cancelled before it ends (docs/modules/community-events.md). */
export const EVENT_STATUSES = ['scheduled', 'live', 'completed', 'cancelled'] as const;
export type CommunityEventStatus = (typeof EVENT_STATUSES)[number];

export interface EventMaterial {
  name: string;
  url: string;
  /** e.g. slides, document, video, link. */
  type: string;
}

export interface EventSession {
  id: string;
  title: string;
  description: string | null;
  /** 1-based, in the order the host listed them. */
  sessionOrder: number;
  /** ISO-8601 instants inside the event's time range. */
  startTime: string;
  endTime: string;
  /** A user id, or null when the host speaks. */
  speakerId: string | null;
  materials: EventMaterial[];
}

export type CommunityEventScheduled = DomainEvent<
  'CommunityEventScheduled',
  {
    eventId: string;
    title: string;
    description: string | null;
    eventType: CommunityEventType;
    hostId: string;
    platform: EventPlatform;
    meetingUrl: string | null;
    meetingId: string | null;
    passcode: string | null;
    /** ISO-8601 instants; start before end. */
    startTime: string;
    endTime: string;
    /** IANA zone the times are shown in (Asia/Tokyo). */
    timezone: string;
    /** 1..1000 */
    maxParticipants: number;
    isRecorded: boolean;
    recordingUrl: string | null;
    materials: EventMaterial[];
    tags: string[];
    isPublic: boolean;
    requiresApproval: boolean;
    sessions: EventSession[];
    createdById: string;
  }
>;

export type CommunityEventStatusChanged = DomainEvent<
  'CommunityEventStatusChanged',
  { eventId: string; from: CommunityEventStatus; to: CommunityEventStatus }
>;

export type CommunityEventRecordingPublished = DomainEvent<'CommunityEventRecordingPublished', { eventId: string; recordingUrl: string }>;

/** The details an organiser may correct after scheduling (`UpdateCommunityEvent`). */
export const EDITABLE_EVENT_FIELDS = ['title', 'description', 'platform', 'meetingUrl', 'startTime', 'endTime', 'maxParticipants'] as const;
export type EditableEventField = (typeof EDITABLE_EVENT_FIELDS)[number];

/** The current values of the editable details. */
export interface EditableEventDetails {
  title: string;
  description: string | null;
  platform: EventPlatform;
  meetingUrl: string | null;
  /** ISO-8601 instants; start before end. */
  startTime: string;
  endTime: string;
  /** 1..1000, never below the seats taken. */
  maxParticipants: number;
}

/**
 * The host (or a team admin) corrected the event: `fields` lists what changed, `changes` holds
 * each changed field's new value, so that a notification can tell registrants what changed.
 */
export type CommunityEventUpdated = DomainEvent<
  'CommunityEventUpdated',
  { eventId: string; fields: EditableEventField[]; changes: Partial<EditableEventDetails> }
>;

/** A seat was taken: the user is registered. */
export type EventRegistrationConfirmed = DomainEvent<'EventRegistrationConfirmed', { eventId: string; userId: string; notes: string | null }>;

/** The event requires approval: the request waits for the host. */
export type EventRegistrationRequested = DomainEvent<'EventRegistrationRequested', { eventId: string; userId: string; notes: string | null }>;

/** No seat was free: the user joins the end of the waiting list. */
export type EventRegistrationWaitlisted = DomainEvent<'EventRegistrationWaitlisted', { eventId: string; userId: string; notes: string | null }>;

/** A seat came free: the first on the waiting list takes it. */
export type EventRegistrationPromoted = DomainEvent<'EventRegistrationPromoted', { eventId: string; userId: string }>;

/** The host (or an admin) declined a request. */
export type EventRegistrationDeclined = DomainEvent<'EventRegistrationDeclined', { eventId: string; userId: string }>;

/** The user withdrew a request, a waiting place or a seat. */
export type EventRegistrationCancelled = DomainEvent<'EventRegistrationCancelled', { eventId: string; userId: string }>;

/** The host recorded whether a registered user attended. */
export type EventAttendanceRecorded = DomainEvent<'EventAttendanceRecorded', { eventId: string; userId: string; attended: boolean }>;

export type EventFeedbackGiven = DomainEvent<
  'EventFeedbackGiven',
  {
    eventId: string;
    userId: string;
    /** 1..5 */
    rating: number;
    feedback: string | null;
    suggestions: string | null;
    wouldRecommend: boolean;
  }
>;

/**
 * The host (or a team admin) attached a file to the event or one of its sessions (decision 0097).
 * The file is stored under the uploader (`<uploadedById>/event-materials/<materialId>`), so it goes
 * with them when they are forgotten; `fileName` is a display name only.
 */
export type EventMaterialAttached = DomainEvent<
  'EventMaterialAttached',
  {
    eventId: string;
    materialId: string;
    /** A session of the event, or null for the whole event. */
    sessionId: string | null;
    fileName: string;
    /** Read from the bytes. */
    contentType: string;
    sizeBytes: number;
    uploadedById: string;
  }
>;

/** The host (or a team admin) removed a material; its file is deleted from storage. */
export type EventMaterialRemoved = DomainEvent<'EventMaterialRemoved', { eventId: string; materialId: string }>;

/** An uploaded recording (decision 0108): probed by ffprobe, stored as a video the event owns (`event-recordings/<fileId>/video`). */
export interface EventRecordingFile {
  fileId: string;
  /** Read from the bytes. */
  mimeType: string;
  sizeBytes: number;
  /** Its length, read by ffprobe: the watched-stretches rule's whole. */
  seconds: number;
}

/**
 * The host (or a team admin) uploaded the event's recording, the event having none (decision 0108).
 * The file belongs to the event, not the uploader: forgetting the host keeps it.
 */
export type EventRecordingAttached = DomainEvent<'EventRecordingAttached', { eventId: string; recording: EventRecordingFile }>;

/** The host (or a team admin) uploaded a new recording over the old one; the old file leaves the storage after the commit. */
export type EventRecordingReplaced = DomainEvent<'EventRecordingReplaced', { eventId: string; recording: EventRecordingFile; previousFileId: string }>;

/** The host (or a team admin) removed the recording; its file leaves the storage after the commit. */
export type EventRecordingRemoved = DomainEvent<'EventRecordingRemoved', { eventId: string; fileId: string }>;

export type CommunityEventEvent =
  | CommunityEventScheduled
  | EventMaterialAttached
  | EventMaterialRemoved
  | EventRecordingAttached
  | EventRecordingReplaced
  | EventRecordingRemoved
  | CommunityEventStatusChanged
  | CommunityEventRecordingPublished
  | CommunityEventUpdated
  | EventRegistrationConfirmed
  | EventRegistrationRequested
  | EventRegistrationWaitlisted
  | EventRegistrationPromoted
  | EventRegistrationDeclined
  | EventRegistrationCancelled
  | EventAttendanceRecorded
  | EventFeedbackGiven;

/** The user's secret calendar feed URL was issued or renewed; only its SHA-256 is kept. */
export type CalendarFeedIssued = DomainEvent<'CalendarFeedIssued', { userId: string; feedId: string; tokenHash: string }>;

export type CalendarFeedEvent = CalendarFeedIssued;

/** Schema versions, registered by `CommunityEventsModule`. */
export const COMMUNITY_EVENT_EVENT_SCHEMAS = eventSchemas<CommunityEventEvent | CalendarFeedEvent>({
  CommunityEventScheduled: 1,
  CommunityEventStatusChanged: 1,
  CommunityEventRecordingPublished: 1,
  CommunityEventUpdated: 1,
  EventRegistrationConfirmed: 1,
  EventRegistrationRequested: 1,
  EventRegistrationWaitlisted: 1,
  EventRegistrationPromoted: 1,
  EventRegistrationDeclined: 1,
  EventRegistrationCancelled: 1,
  EventAttendanceRecorded: 1,
  EventFeedbackGiven: 1,
  EventMaterialAttached: 1,
  EventMaterialRemoved: 1,
  EventRecordingAttached: 1,
  EventRecordingReplaced: 1,
  EventRecordingRemoved: 1,
  CalendarFeedIssued: 1,
});
