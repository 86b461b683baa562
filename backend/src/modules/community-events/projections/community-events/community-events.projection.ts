import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { RegistrationStatus } from '../../domain/community-event.js';
import type { CalendarFeedEvent, CommunityEventEvent, EditableEventField } from '../../events/community-event.events.js';

type HandledEvent = CommunityEventEvent | CalendarFeedEvent;

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
    const touch = (eventId: string) =>
      manager.query(`UPDATE community_events SET updated_at = $2, revision = $3 WHERE id = $1`, [eventId, at, event.revision]);
    /** A registration entering `status`; a new request, seat or waiting place starts a new registration time. */
    const register = (eventId: string, userId: string, status: RegistrationStatus, notes: string | null) =>
      manager.query(
        `INSERT INTO community_event_registrations (event_id, user_id, status, registered_at, attended_at, notes, queued_position, updated_at)
         VALUES ($1, $2, $3, $4, NULL, $5, $6, $4)
         ON CONFLICT (event_id, user_id) DO UPDATE SET status = $3, registered_at = $4, attended_at = NULL, notes = $5, queued_position = $6, updated_at = $4`,
        [eventId, userId, status, at, notes, position],
      );
    const setStatus = (eventId: string, userId: string, status: RegistrationStatus, attendedAt: string | null = null) =>
      manager.query(
        `UPDATE community_event_registrations SET status = $3, attended_at = $4, queued_position = $5, updated_at = $6
         WHERE event_id = $1 AND user_id = $2`,
        [eventId, userId, status, attendedAt, position, at],
      );

    switch (event.type) {
      case 'CommunityEventScheduled': {
        const d = event.data;
        await manager.query(
          `INSERT INTO community_events (id, title, description, event_type, status, host_id, platform, meeting_url, meeting_id, passcode,
             start_time, end_time, timezone, max_participants, is_recorded, recording_url, materials, tags, is_public, requires_approval,
             created_by_id, created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, 'scheduled', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $21, $22)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.eventId, d.title, d.description, d.eventType, d.hostId, d.platform, d.meetingUrl, d.meetingId, d.passcode,
            d.startTime, d.endTime, d.timezone, d.maxParticipants, d.isRecorded, d.recordingUrl,
            JSON.stringify(d.materials), JSON.stringify(d.tags), d.isPublic, d.requiresApproval, d.createdById, at, event.revision,
          ],
        );
        for (const s of d.sessions) {
          await manager.query(
            `INSERT INTO community_event_sessions (id, event_id, title, description, session_order, start_time, end_time, speaker_id, materials)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
            [s.id, d.eventId, s.title, s.description, s.sessionOrder, s.startTime, s.endTime, s.speakerId, JSON.stringify(s.materials)],
          );
        }
        return;
      }
      case 'CommunityEventStatusChanged':
        await manager.query(`UPDATE community_events SET status = $2 WHERE id = $1`, [event.data.eventId, event.data.to]);
        return touch(event.data.eventId);
      case 'CommunityEventRecordingPublished':
        await manager.query(`UPDATE community_events SET recording_url = $2, is_recorded = true WHERE id = $1`, [
          event.data.eventId,
          event.data.recordingUrl,
        ]);
        return touch(event.data.eventId);
      case 'CommunityEventUpdated': {
        // Only the changed fields are written; the columns come from a fixed map, never from the data.
        const fields = event.data.fields.filter((field) => field in EVENT_COLUMNS);
        if (fields.length > 0) {
          await manager.query(
            `UPDATE community_events SET ${fields.map((field, i) => `${EVENT_COLUMNS[field]} = $${i + 2}`).join(', ')} WHERE id = $1`,
            [event.data.eventId, ...fields.map((field) => event.data.changes[field] ?? null)],
          );
        }
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
        await manager.query(
          `INSERT INTO community_event_feedback (event_id, user_id, rating, feedback, suggestions, would_recommend, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (event_id, user_id) DO NOTHING`,
          [d.eventId, d.userId, d.rating, d.feedback, d.suggestions, d.wouldRecommend, at],
        );
        return touch(d.eventId);
      }
      case 'CalendarFeedIssued':
        await manager.query(
          `INSERT INTO community_event_calendar_feeds (user_id, token_hash, issued_at) VALUES ($1, $2, $3)
           ON CONFLICT (user_id) DO UPDATE SET token_hash = $2, issued_at = $3`,
          [event.data.userId, event.data.tokenHash, at],
        );
        return;
      default:
        return assertNever(event);
    }
  }
}
