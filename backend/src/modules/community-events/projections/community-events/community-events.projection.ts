import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertRow, insertRows, updateRows, upsertRow, type Column, type RowPatch } from '../../../../platform/database/rows.js';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { RegistrationStatus } from '../../domain/community-event.js';
import type { CalendarFeedEvent, CommunityEventEvent, EditableEventField } from '../../events/community-event.events.js';

type HandledEvent = CommunityEventEvent | CalendarFeedEvent;

/** The column of each field an update may change. */
const EVENT_COLUMNS: Readonly<Record<EditableEventField, Column<'community_events'>>> = {
  title: 'title',
  description: 'description',
  platform: 'platform',
  meetingUrl: 'meeting_url',
  startTime: 'start_time',
  endTime: 'end_time',
  maxParticipants: 'max_participants',
};

const HANDLED: readonly HandledEvent['type'][] = [
  'CommunityEventScheduled',
  'CommunityEventStatusChanged',
  'CommunityEventRecordingPublished',
  'CommunityEventUpdated',
  'EventRegistrationConfirmed',
  'EventRegistrationRequested',
  'EventRegistrationWaitlisted',
  'EventRegistrationPromoted',
  'EventRegistrationDeclined',
  'EventRegistrationCancelled',
  'EventAttendanceRecorded',
  'EventFeedbackGiven',
  'CalendarFeedIssued',
];

/**
 * Events, their sessions, registrations, feedback and the calendar feeds' token hashes. Every
 * statement is an upsert or an update keyed by ids with values from the event itself (its
 * position, its time), so applying an event twice leaves the same rows.
 */
@Injectable()
@ReadModelProjection()
export class CommunityEventsProjection implements Projection<HandledEvent> {
  readonly name = 'community-events';
  readonly handles = HANDLED;
  readonly tables = [
    'community_events',
    'community_event_sessions',
    'community_event_registrations',
    'community_event_feedback',
    'community_event_calendar_feeds',
  ];

  async apply(event: RecordedEventOf<HandledEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    const position = event.position.toString();
    const touch = (eventId: string) => updateRows(manager, 'community_events', { updated_at: at, revision: event.revision }, { id: eventId });
    /** A registration entering `status`; a new request, seat or waiting place starts a new registration time. */
    const register = (eventId: string, userId: string, status: RegistrationStatus, notes: string | null) =>
      upsertRow(
        manager,
        'community_event_registrations',
        { event_id: eventId, user_id: userId, status, registered_at: at, attended_at: null, notes, queued_position: position, updated_at: at },
        ['event_id', 'user_id'],
      );
    const setStatus = (eventId: string, userId: string, status: RegistrationStatus, attendedAt: string | null = null) =>
      updateRows(
        manager,
        'community_event_registrations',
        { status, attended_at: attendedAt, queued_position: position, updated_at: at },
        { event_id: eventId, user_id: userId },
      );

    switch (event.type) {
      case 'CommunityEventScheduled': {
        const d = event.data;
        await insertRow(
          manager,
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
            revision: event.revision,
          },
          { ignore: true, key: ['id'] },
        );
        await insertRows(
          manager,
          'community_event_sessions',
          d.sessions.map((s) => ({
            id: s.id,
            event_id: d.eventId,
            title: s.title,
            description: s.description,
            session_order: s.sessionOrder,
            start_time: s.startTime,
            end_time: s.endTime,
            speaker_id: s.speakerId,
            materials: JSON.stringify(s.materials),
          })),
          { ignore: true, key: ['id'] },
        );
        return;
      }
      case 'CommunityEventStatusChanged':
        await updateRows(manager, 'community_events', { status: event.data.to }, { id: event.data.eventId });
        return touch(event.data.eventId);
      case 'CommunityEventRecordingPublished':
        await updateRows(manager, 'community_events', { recording_url: event.data.recordingUrl, is_recorded: true }, { id: event.data.eventId });
        return touch(event.data.eventId);
      case 'CommunityEventUpdated': {
        // Only the changed fields are written; the columns come from a fixed map, never from the data.
        const fields = event.data.fields.filter((field) => field in EVENT_COLUMNS);
        const patch: RowPatch<'community_events'> = Object.fromEntries(fields.map((field) => [EVENT_COLUMNS[field], event.data.changes[field] ?? null]));
        await updateRows(manager, 'community_events', patch, { id: event.data.eventId });
        return touch(event.data.eventId);
      }
      case 'EventRegistrationConfirmed':
        await register(event.data.eventId, event.data.userId, 'registered', event.data.notes);
        return touch(event.data.eventId);
      case 'EventRegistrationRequested':
        await register(event.data.eventId, event.data.userId, 'pending', event.data.notes);
        return touch(event.data.eventId);
      case 'EventRegistrationWaitlisted':
        // An approved request keeps its notes: only a fresh registration carries them.
        await manager.query(
          `INSERT INTO community_event_registrations (event_id, user_id, status, registered_at, attended_at, notes, queued_position, updated_at)
           VALUES ($1, $2, 'waitlisted', $3, NULL, $4, $5, $3)
           ON CONFLICT (event_id, user_id) DO UPDATE SET status = 'waitlisted', attended_at = NULL, queued_position = $5, updated_at = $3,
             notes = COALESCE($4, community_event_registrations.notes),
             registered_at = CASE WHEN community_event_registrations.status = 'pending' THEN community_event_registrations.registered_at ELSE $3 END`,
          [event.data.eventId, event.data.userId, at, event.data.notes, position],
        );
        return touch(event.data.eventId);
      case 'EventRegistrationPromoted':
        await setStatus(event.data.eventId, event.data.userId, 'registered');
        return touch(event.data.eventId);
      case 'EventRegistrationDeclined':
        await setStatus(event.data.eventId, event.data.userId, 'declined');
        return touch(event.data.eventId);
      case 'EventRegistrationCancelled':
        await setStatus(event.data.eventId, event.data.userId, 'cancelled');
        return touch(event.data.eventId);
      case 'EventAttendanceRecorded':
        await setStatus(event.data.eventId, event.data.userId, event.data.attended ? 'attended' : 'registered', event.data.attended ? at : null);
        return touch(event.data.eventId);
      case 'EventFeedbackGiven': {
        const d = event.data;
        await insertRow(
          manager,
          'community_event_feedback',
          { event_id: d.eventId, user_id: d.userId, rating: d.rating, feedback: d.feedback, suggestions: d.suggestions, would_recommend: d.wouldRecommend, created_at: at },
          { ignore: true, key: ['event_id', 'user_id'] },
        );
        return touch(d.eventId);
      }
      case 'CalendarFeedIssued':
        await upsertRow(manager, 'community_event_calendar_feeds', { user_id: event.data.userId, token_hash: event.data.tokenHash, issued_at: at }, ['user_id']);
        return;
      default:
        return assertNever(event);
    }
  }
}
