import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CommunityEventStatus, CommunityEventType, EventMaterial, EventPlatform, EventRecordingFile } from '../../events/community-event.events.js';
import type { RegistrationStatus } from '../../domain/community-event.js';
import type { EntityColumns } from '../../../../platform/database/rows.js';

// Read models of community events (spec part 2 §3 names). Written only by
// CommunityEventsProjection; created by the migration 1765100000000.

/** An event's uploaded recording as the read model keeps it: the file and when it was uploaded. */
export type EventRecordingRow = EventRecordingFile & { uploadedAt: string };

@Entity({ name: 'community_events' })
export class CommunityEventRow implements EntityColumns<'community_events'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'event_type', type: 'text' }) eventType: CommunityEventType;
  @Column({ type: 'text' }) status: CommunityEventStatus;
  @Column({ name: 'host_id', type: 'text' }) hostId: string;
  @Column({ type: 'text' }) platform: EventPlatform;
  @Column({ name: 'meeting_url', type: 'text', nullable: true }) meetingUrl: string | null;
  @Column({ name: 'meeting_id', type: 'text', nullable: true }) meetingId: string | null;
  @Column({ type: 'text', nullable: true }) passcode: string | null;
  @Column({ name: 'start_time', type: 'timestamptz' }) startTime: Date;
  @Column({ name: 'end_time', type: 'timestamptz' }) endTime: Date;
  @Column({ type: 'text' }) timezone: string;
  @Column({ name: 'max_participants', type: 'integer' }) maxParticipants: number;
  @Column({ name: 'is_recorded', type: 'boolean' }) isRecorded: boolean;
  @Column({ name: 'recording_url', type: 'text', nullable: true }) recordingUrl: string | null;
  @Column({ type: 'jsonb' }) materials: EventMaterial[];
  /** The uploaded recording (decision 0108), null when there is none; added by the migration 1767811000000. */
  @Column({ name: 'recording_file', type: 'jsonb', nullable: true }) recordingFile: EventRecordingRow | null;
  @Column({ type: 'jsonb' }) tags: string[];
  @Column({ name: 'is_public', type: 'boolean' }) isPublic: boolean;
  @Column({ name: 'requires_approval', type: 'boolean' }) requiresApproval: boolean;
  @Column({ name: 'created_by_id', type: 'text' }) createdById: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  /** Revision of the event's stream: what a client may send back in If-Match. */
  @Column({ type: 'integer' }) revision: number;
}

@Entity({ name: 'community_event_sessions' })
export class CommunityEventSessionRow implements EntityColumns<'community_event_sessions'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'event_id', type: 'text' }) eventId: string;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'session_order', type: 'integer' }) sessionOrder: number;
  @Column({ name: 'start_time', type: 'timestamptz' }) startTime: Date;
  @Column({ name: 'end_time', type: 'timestamptz' }) endTime: Date;
  @Column({ name: 'speaker_id', type: 'text', nullable: true }) speakerId: string | null;
  @Column({ type: 'jsonb' }) materials: EventMaterial[];
}

@Entity({ name: 'community_event_registrations' })
export class CommunityEventRegistrationRow implements EntityColumns<'community_event_registrations'> {
  @PrimaryColumn({ name: 'event_id', type: 'text' }) eventId: string;
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ type: 'text' }) status: RegistrationStatus;
  @Column({ name: 'registered_at', type: 'timestamptz' }) registeredAt: Date;
  @Column({ name: 'attended_at', type: 'timestamptz', nullable: true }) attendedAt: Date | null;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  /** Log position of the event that put the registration in its current status: the waiting list's order. */
  @Column({ name: 'queued_position', type: 'bigint' }) queuedPosition: string;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

@Entity({ name: 'community_event_feedback' })
export class CommunityEventFeedbackRow implements EntityColumns<'community_event_feedback'> {
  @PrimaryColumn({ name: 'event_id', type: 'text' }) eventId: string;
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ type: 'integer' }) rating: number;
  @Column({ type: 'text', nullable: true }) feedback: string | null;
  @Column({ type: 'text', nullable: true }) suggestions: string | null;
  @Column({ name: 'would_recommend', type: 'boolean' }) wouldRecommend: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/** The SHA-256 of each user's current calendar feed token (never the token). */
@Entity({ name: 'community_event_calendar_feeds' })
export class CalendarFeedRow implements EntityColumns<'community_event_calendar_feeds'> {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ name: 'token_hash', type: 'text' }) tokenHash: string;
  @Column({ name: 'issued_at', type: 'timestamptz' }) issuedAt: Date;
}

/** A file attached to an event or one of its sessions (decision 0097; migration 1767801000000). */
@Entity({ name: 'community_event_files' })
export class CommunityEventFileRow implements EntityColumns<'community_event_files'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'event_id', type: 'text' }) eventId: string;
  @Column({ name: 'session_id', type: 'text', nullable: true }) sessionId: string | null;
  @Column({ name: 'file_name', type: 'text' }) fileName: string;
  @Column({ name: 'content_type', type: 'text' }) contentType: string;
  @Column({ name: 'size_bytes', type: 'bigint' }) sizeBytes: string;
  @Column({ name: 'storage_key', type: 'text' }) storageKey: string;
  @Column({ name: 'uploaded_by_id', type: 'text' }) uploadedById: string;
  @Column({ name: 'uploaded_at', type: 'timestamptz' }) uploadedAt: Date;
}

export const COMMUNITY_EVENT_READ_MODELS = [
  CommunityEventFileRow,
  CommunityEventRow,
  CommunityEventSessionRow,
  CommunityEventRegistrationRow,
  CommunityEventFeedbackRow,
  CalendarFeedRow,
];
