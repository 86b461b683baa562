import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type { RegistrationStatus } from '../../domain/community-event.js';
import { eventMaterialKey } from '../../domain/event-materials.js';
import type { CalendarFeedEvent, CommunityEventEvent, EditableEventField } from '../../events/community-event.events.js';
import type { PersonForgotten } from '../../../privacy/index.js';
import type { EventRecordingRow } from './community-events.read-model.js';

type HandledEvent = CommunityEventEvent | CalendarFeedEvent | PersonForgotten;

/** The column of each field an update may change. */
const EVENT_COLUMNS: Readonly<Record<EditableEventField, string>> = {
  title: 'title',
  description: 'description',
  platform: 'platform',
  meetingUrl: 'meeting_url',
  startTime: 'start_time',
  endTime: 'end_time',
  maxParticipants: 'max_participants',
};

type Recorded<E extends HandledEvent = HandledEvent> = RecordedEventOf<E>;
type OfAnEvent = Recorded<Exclude<HandledEvent, CalendarFeedEvent | PersonForgotten>>;

/** Advances the event row's revision (If-Match) and `updated_at`. */
function touch(event: OfAnEvent, db: RowWriter) {
  return db.update('community_events', { updated_at: event.metadata.occurredAt, revision: event.revision }, { id: event.data.eventId });
}

/** `write`, then the event row touched: every event of an event's stream advances its revision. */
function touching<E extends OfAnEvent>(write: (event: E, db: RowWriter) => Promise<unknown>) {
  return async (event: E, db: RowWriter) => {
    await write(event, db);
    await touch(event, db);
  };
}

/** The event's uploaded recording, with when it was uploaded (decision 0108). */
function setRecording({ data, metadata }: Recorded<Extract<HandledEvent, { type: 'EventRecordingAttached' | 'EventRecordingReplaced' }>>, db: RowWriter) {
  const file: EventRecordingRow = { ...data.recording, uploadedAt: metadata.occurredAt };
  return db.update('community_events', { recording_file: JSON.stringify(file) }, { id: data.eventId });
}

/** A registration entering `status`; a new request, seat or waiting place starts a new registration time. */
function register(status: RegistrationStatus) {
  return touching<Recorded<Extract<HandledEvent, { type: 'EventRegistrationConfirmed' | 'EventRegistrationRequested' }>>>(({ data, metadata, position }, db) =>
    db.upsert(
      'community_event_registrations',
      {
        event_id: data.eventId,
        user_id: data.userId,
        status,
        registered_at: metadata.occurredAt,
        attended_at: null,
        notes: data.notes,
        queued_position: position.toString(),
        updated_at: metadata.occurredAt,
      },
      { key: ['event_id', 'user_id'] },
    ),
  );
}

/** A registration's new status, its place in the queue the event's position. */
function setStatus(event: OfAnEvent & { data: { userId: string } }, db: RowWriter, status: RegistrationStatus, attendedAt: string | null = null) {
  const set = { status, attended_at: attendedAt, queued_position: event.position.toString(), updated_at: event.metadata.occurredAt };
  return db.update('community_event_registrations', set, { event_id: event.data.eventId, user_id: event.data.userId });
}

/**
 * Events, their sessions, registrations, feedback and the calendar feeds' token hashes. Every
 * statement is an upsert or an update keyed by ids with values from the event itself (its
 * position, its time), so applying an event twice leaves the same rows.
 */
export class CommunityEventsProjection extends rowProjection<HandledEvent>({
  name: 'community-events',
  tables: [
    'community_events',
    'community_event_sessions',
    'community_event_registrations',
    'community_event_feedback',
    'community_event_calendar_feeds',
    'community_event_files',
  ],
  on: {
    CommunityEventScheduled: async ({ data: d, metadata: { occurredAt: at }, revision }, db) => {
      await db.insert(
        'community_events',
        {
          id: d.eventId,
          title: d.title,
          description: d.description,
          event_type: d.eventType,
          status: 'scheduled',
          host_id: d.hostId,
          platform: d.platform,
          meeting_url: d.meetingUrl,
          meeting_id: d.meetingId,
          passcode: d.passcode,
          start_time: d.startTime,
          end_time: d.endTime,
          timezone: d.timezone,
          max_participants: d.maxParticipants,
          is_recorded: d.isRecorded,
          recording_url: d.recordingUrl,
          materials: JSON.stringify(d.materials),
          tags: JSON.stringify(d.tags),
          is_public: d.isPublic,
          requires_approval: d.requiresApproval,
          created_by_id: d.createdById,
          created_at: at,
          updated_at: at,
          revision,
        },
        ['id'],
      );
      for (const s of d.sessions) {
        await db.insert(
          'community_event_sessions',
          {
            id: s.id,
            event_id: d.eventId,
            title: s.title,
            description: s.description,
            session_order: s.sessionOrder,
            start_time: s.startTime,
            end_time: s.endTime,
            speaker_id: s.speakerId,
            materials: JSON.stringify(s.materials),
          },
          ['id'],
        );
      }
    },
    CommunityEventStatusChanged: touching(({ data }, db) => db.update('community_events', { status: data.to }, { id: data.eventId })),
    CommunityEventRecordingPublished: touching(({ data }, db) =>
      db.update('community_events', { recording_url: data.recordingUrl, is_recorded: true }, { id: data.eventId }),
    ),
    // Only the changed fields are written; the columns come from a fixed map, never from the data.
    CommunityEventUpdated: touching(async ({ data }, db) => {
      const fields = data.fields.filter((field) => field in EVENT_COLUMNS);
      if (fields.length === 0) return;
      await db.update('community_events', Object.fromEntries(fields.map((field) => [EVENT_COLUMNS[field], data.changes[field] ?? null])), { id: data.eventId });
    }),
    EventRegistrationConfirmed: register('registered'),
    EventRegistrationRequested: register('pending'),
    // An approved request keeps its notes: only a fresh registration carries them.
    EventRegistrationWaitlisted: touching(({ data, metadata, position }, db) =>
      db.query(
        `INSERT INTO community_event_registrations (event_id, user_id, status, registered_at, attended_at, notes, queued_position, updated_at)
         VALUES ($1, $2, 'waitlisted', $3, NULL, $4, $5, $3)
         ON CONFLICT (event_id, user_id) DO UPDATE SET status = 'waitlisted', attended_at = NULL, queued_position = $5, updated_at = $3,
           notes = COALESCE($4, community_event_registrations.notes),
           registered_at = CASE WHEN community_event_registrations.status = 'pending' THEN community_event_registrations.registered_at ELSE $3 END`,
        [data.eventId, data.userId, metadata.occurredAt, data.notes, position.toString()],
      ),
    ),
    EventRegistrationPromoted: touching((event, db) => setStatus(event, db, 'registered')),
    EventRegistrationDeclined: touching((event, db) => setStatus(event, db, 'declined')),
    EventRegistrationCancelled: touching((event, db) => setStatus(event, db, 'cancelled')),
    EventAttendanceRecorded: touching((event, db) =>
      setStatus(event, db, event.data.attended ? 'attended' : 'registered', event.data.attended ? event.metadata.occurredAt : null),
    ),
    EventFeedbackGiven: touching(({ data: d, metadata }, db) =>
      db.insert(
        'community_event_feedback',
        {
          event_id: d.eventId,
          user_id: d.userId,
          rating: d.rating,
          feedback: d.feedback,
          suggestions: d.suggestions,
          would_recommend: d.wouldRecommend,
          created_at: metadata.occurredAt,
        },
        ['event_id', 'user_id'],
      ),
    ),
    EventMaterialAttached: touching(({ data: d, metadata }, db) =>
      db.upsert(
        'community_event_files',
        {
          id: d.materialId,
          event_id: d.eventId,
          session_id: d.sessionId,
          file_name: d.fileName,
          content_type: d.contentType,
          size_bytes: String(d.sizeBytes),
          storage_key: eventMaterialKey(d.uploadedById, d.materialId),
          uploaded_by_id: d.uploadedById,
          uploaded_at: metadata.occurredAt,
        },
        { key: ['id'] },
      ),
    ),
    EventMaterialRemoved: touching(({ data }, db) => db.delete('community_event_files', { id: data.materialId })),
    EventRecordingAttached: touching(setRecording),
    EventRecordingReplaced: touching(setRecording),
    EventRecordingRemoved: touching(({ data }, db) => db.update('community_events', { recording_file: null }, { id: data.eventId })),
    // A forgotten person's files are deleted from storage (decision 0095), so the materials they
    // uploaded leave the lists too (decision 0102); what others uploaded to the same event stays.
    PersonForgotten: ({ data }, db) => db.query(`DELETE FROM community_event_files WHERE lower(uploaded_by_id) = lower($1)`, [data.subjectId]),
    CalendarFeedIssued: ({ data, metadata }, db) =>
      db.upsert('community_event_calendar_feeds', { user_id: data.userId, token_hash: data.tokenHash, issued_at: metadata.occurredAt }, { key: ['user_id'] }),
  },
}) {}
