import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { anEventScheduled, attended, cancelled, confirmed, promoted, statusChanged, updated, waitlisted } from '../../domain/community-event.mother.js';
import { CreateCommunityEventReadModels1765100000000 } from '../../migrations/1765100000000-create-community-event-read-models.js';
import { AddEventMaterials1767801000000 } from '../../migrations/1767801000000-add-event-materials.js';
import { AddEventRecordings1767811000000 } from '../../migrations/1767811000000-add-event-recordings.js';
import { CommunityEventsProjection } from './community-events.projection.js';

const stream = inStream('community-event-event-1');

describe('CommunityEventsProjection', () => {
  const h = projectionHarness([new CommunityEventsProjection()], [CreateCommunityEventReadModels1765100000000, AddEventMaterials1767801000000, AddEventRecordings1767811000000]);

  const snapshot = async () => ({
    events: await h.rows('SELECT id, status, max_participants, revision, tags FROM community_events ORDER BY id'),
    sessions: await h.rows('SELECT id, event_id, session_order FROM community_event_sessions ORDER BY id'),
    registrations: await h.rows('SELECT user_id, status, attended_at IS NOT NULL AS attended FROM community_event_registrations ORDER BY queued_position'),
    feedback: await h.rows('SELECT user_id, rating, would_recommend FROM community_event_feedback ORDER BY user_id'),
    feeds: await h.rows('SELECT user_id, token_hash FROM community_event_calendar_feeds ORDER BY user_id'),
  });

  const history = given(
    stream(
      anEventScheduled({
        maxParticipants: 1,
        tags: ['1on1'],
        sessions: [{ id: 's1', title: '講演', description: null, sessionOrder: 1, startTime: '2026-12-01T10:00:00.000Z', endTime: '2026-12-01T10:30:00.000Z', speakerId: null, materials: [] }],
      }),
    ),
    stream(confirmed('u1')),
    stream(waitlisted('u2')),
    stream(waitlisted('u3')),
    stream(cancelled('u1')),
    stream(promoted('u2')),
    stream(statusChanged('scheduled', 'live')),
    stream(attended('u2')),
    stream(statusChanged('live', 'completed')),
    stream({ type: 'EventFeedbackGiven', data: { eventId: 'event-1', userId: 'u2', rating: 4, feedback: null, suggestions: null, wouldRecommend: true } }),
    inStream('calendar-feed-u2')({ type: 'CalendarFeedIssued', data: { userId: 'u2', feedId: 'f1', tokenHash: 'old' } }),
    inStream('calendar-feed-u2')({ type: 'CalendarFeedIssued', data: { userId: 'u2', feedId: 'f2', tokenHash: 'new' } }),
  );

  it('keeps the event, its line and its feedback, and gives the same rows when every event is applied twice', async () => {
    const once = await h.applyTwice(history, snapshot);
    expect(once).toEqual({
      events: [{ id: 'event-1', status: 'completed', max_participants: 1, revision: 9, tags: ['1on1'] }],
      sessions: [{ id: 's1', event_id: 'event-1', session_order: 1 }],
      // u3 still waits; the waiting list's order is the log position of each registration's last change.
      registrations: [
        { user_id: 'u3', status: 'waitlisted', attended: false },
        { user_id: 'u1', status: 'cancelled', attended: false },
        { user_id: 'u2', status: 'attended', attended: true },
      ],
      feedback: [{ user_id: 'u2', rating: 4, would_recommend: true }],
      feeds: [{ user_id: 'u2', token_hash: 'new' }],
    });
  });

  it('writes the changed fields of an update and bumps the revision (the calendar SEQUENCE), the same when applied twice', async () => {
    await h.truncate();
    const rows = await h.applyTwice(
      given(
        stream(anEventScheduled({ meetingUrl: 'https://zoom.example/j/1', description: '説明' })),
        stream(updated({ title: '新しい題', startTime: '2026-12-02T10:00:00.000Z', endTime: '2026-12-02T12:00:00.000Z' })),
        stream(updated({ meetingUrl: null, maxParticipants: 20, title: '三度目の題' })),
      ),
      () => h.rows('SELECT title, description, start_time, end_time, meeting_url, max_participants, revision FROM community_events'),
    );
    expect(rows).toEqual([
      {
        title: '三度目の題',
        description: '説明',
        start_time: new Date('2026-12-02T10:00:00.000Z'),
        end_time: new Date('2026-12-02T12:00:00.000Z'),
        meeting_url: null,
        max_participants: 20,
        revision: 2,
      },
    ]);
  });
});
