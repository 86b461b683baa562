import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { nameBasedId } from '../../../platform/domain/name-based-id.js';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../platform/projections/projection.js';
import { READ_MODEL_SCHEMA } from '../../../platform/projections/shadow-tables.js';
import {
  BATCHED_KINDS,
  factsNeeded,
  notificationsFor,
  type Facts,
  type FactChange,
  type NotificationDraft,
  type NotifiedEvent,
  type Subject,
} from '../domain/notification-mapping.js';
import { LIVE_CHANNEL, liveNotices } from './live-notice.js';
import { NOTIFICATION_DELIVERY, type NotificationDelivery } from './notification-delivery.port.js';

const HANDLED: readonly NotifiedEvent['type'][] = [
  'GrowthCycleStarted',
  'FeedbackGiven',
  'FeedForwardGiven',
  'FeedForwardThanked',
  'GrowthCycleCompleted',
  'FeedbackRequested',
  'FeedbackRequestReminded',
  'PointsEarned',
  'PointsWithheld',
  'ForumPostCreated',
  'ForumReplyAdded',
  'ForumPostLiked',
  'ForumReplyLiked',
  'ForumPostReported',
  'ForumPostHidden',
  'ForumPostRestored',
  'AnonymousPostCreated',
  'AnonymousReplyAdded',
  'AnonymousPostSupported',
  'AnonymousPostReported',
  'AnonymousPostHidden',
  'AnonymousPostRestored',
  'CommunityEventScheduled',
  'CommunityEventUpdated',
  'CommunityEventStatusChanged',
  'EventRegistrationConfirmed',
  'EventRegistrationPromoted',
  'EventRegistrationDeclined',
  'EventRegistrationCancelled',
  'EventRecordingAttached',
  'CompanyMemberRegistered',
  'CompanyMemberUpdated',
  'OneOnOneEntryCreated',
  'OneOnOneSessionRecorded',
  'OneOnOneEntryDeleted',
  'AgendaTopicAdded',
  'InquiryReceived',
  'InquiryProcessed',
  'DueMomentReached',
  'ProjectionEventParked',
  'UserRegistered',
  'UserProfileUpdated',
  'UserRoleChanged',
];

/** The key a notification row is unique by: the user, or the owner proof of an anonymous post. */
function recipientKey(draft: NotificationDraft): string {
  return 'userId' in draft.recipient ? draft.recipient.userId : draft.recipient.ownerProof;
}

/**
 * A notification's id: the same (event, kind, recipient) always gives the same id, so a replay, a
 * retried batch or a second instance writes the row once; a batched kind is one row per (subject,
 * kind, recipient), moved forward by each new event.
 */
export function notificationId(draft: NotificationDraft, sourceEventId: string): string {
  return BATCHED_KINDS.has(draft.kind)
    ? nameBasedId('notification', draft.kind, draft.subjectId, recipientKey(draft))
    : nameBasedId('notification', draft.kind, sourceEventId, recipientKey(draft));
}

/**
 * Notifications from the domain events (decision 0081): for each handled event it loads the facts
 * the pure mapping needs (`factsNeeded`) from its own tables, writes the fact changes and the
 * notifications the mapping answers, and, outside a rebuild, announces them on the live channel
 * (`pg_notify` in the batch's transaction: delivered when it commits, to every instance).
 */
@Injectable()
@ReadModelProjection()
export class NotificationsProjection implements Projection<NotifiedEvent> {
  readonly name = 'notifications';
  readonly handles = HANDLED;
  readonly tables = ['notifications', 'notification_subjects', 'notification_audiences', 'notification_names'];

  constructor(@Inject(NOTIFICATION_DELIVERY) private readonly delivery: NotificationDelivery) {}

  async apply(event: RecordedEventOf<NotifiedEvent>, manager: EntityManager): Promise<void> {
    const facts = await loadFacts(manager, factsNeeded(event));
    const mapped = notificationsFor(event, facts, event.metadata.userId, event.metadata.occurredAt);
    for (const change of mapped.changes) await writeChange(manager, change);
    if (!mapped.notifications.length) return;
    await writeNotifications(manager, mapped.notifications, event);
    const notices = liveNotices(
      event.position.toString(),
      [...new Set(mapped.notifications.flatMap((d) => ('userId' in d.recipient ? [d.recipient.userId] : [])))],
      mapped.notifications.flatMap((d) => ('ownerProof' in d.recipient ? [{ subjectId: d.subjectId, proof: d.recipient.ownerProof }] : [])),
    );
    // Only the serving tables announce: a rebuild (search_path on its shadow schema) replays history.
    // One statement however many notices (a NOTIFY payload must stay under 8,000 bytes); it also
    // answers which tables these are, for the mail below. NOTIFY is delivered at the commit.
    const [{ serving }] = (await manager.query(
      `SELECT COALESCE(current_schema() = $3, false) AS serving, (SELECT count(pg_notify($1, notice)) FROM unnest($2::text[]) AS notice WHERE current_schema() = $3) AS announced`,
      [LIVE_CHANNEL, notices.map((notice) => JSON.stringify(notice)), READ_MODEL_SCHEMA],
    )) as [{ serving: boolean }];
    // E-mail at once, for those who chose it, in this transaction (decision 0090).
    await this.delivery.enqueueAtOnce(mapped.notifications, event, manager, serving);
  }
}

async function loadFacts(manager: EntityManager, need: ReturnType<typeof factsNeeded>): Promise<Facts> {
  // The subject and the audience in one statement (one round trip in the batch's transaction).
  const [loaded] =
    need.subjectId || need.audience
      ? ((await manager.query(
          `SELECT (SELECT json_build_object('ownerId', owner_id, 'ownerProof', owner_proof, 'title', title, 'at', at, 'closed', closed, 'linkKey', link_key)
                     FROM notification_subjects WHERE subject_id = $1) AS subject,
                  ARRAY(SELECT user_id FROM notification_audiences WHERE subject_id = $2 AND role = $3 ORDER BY user_id) AS audience`,
          [need.subjectId ?? null, need.audience?.subjectId ?? null, need.audience?.role ?? null],
        )) as { subject: Subject | null; audience: string[] }[])
      : [];
  const subject = loaded?.subject ?? null;
  const audience = loaded?.audience ?? [];
  const names = need.names
    ? ((await manager.query(`SELECT user_id AS "userId", display_name AS "displayName" FROM notification_names`)) as Facts['names'])
    : [];
  // A 1on1's member (`member` audience: member ids) → their user: the user whose e-mail has the
  // member's link key (decision 0091), both kept as facts from the events.
  const memberUsers = need.memberUsers
    ? ((await manager.query(
        `SELECT DISTINCT u.owner_id FROM notification_audiences a
           JOIN notification_subjects m ON m.subject_id = 'company-member:' || a.user_id
           JOIN notification_subjects u ON u.subject_id = 'user-email:' || m.link_key
          WHERE a.subject_id = $1 AND a.role = 'member' AND u.owner_id IS NOT NULL ORDER BY u.owner_id`,
        [need.memberUsers],
      )) as { owner_id: string }[]).map((r) => r.owner_id)
    : undefined;
  return { subject, audience, names, memberUsers };
}

async function writeChange(manager: EntityManager, change: FactChange): Promise<void> {
  if ('setSubject' in change) {
    await manager.query(
      `INSERT INTO notification_subjects (subject_id, owner_id, owner_proof, title, at, closed, link_key) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (subject_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, owner_proof = EXCLUDED.owner_proof, title = EXCLUDED.title, at = EXCLUDED.at,
         closed = EXCLUDED.closed, link_key = EXCLUDED.link_key`,
      [change.setSubject, change.subject.ownerId, change.subject.ownerProof, change.subject.title, change.subject.at ?? null, change.subject.closed ?? false, change.subject.linkKey ?? null],
    );
  } else if ('addAudience' in change) {
    if (!change.userIds.length) return;
    await manager.query(
      `INSERT INTO notification_audiences (subject_id, role, user_id) SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
      [change.addAudience, change.role, change.userIds],
    );
  } else if ('removeAudience' in change) {
    await manager.query(`DELETE FROM notification_audiences WHERE subject_id = $1 AND role = $2 AND user_id = $3`, [change.removeAudience, change.role, change.userId]);
  } else {
    await manager.query(
      `INSERT INTO notification_names (user_id, display_name) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name`,
      [change.setName, change.displayName],
    );
  }
}

const NOTIFICATION_COLUMNS = 'id, kind, recipient_id, recipient_proof, source_event_id, source_position, subject_id, actor_id, title, body, link, created_at';

function rowOf(draft: NotificationDraft, event: RecordedEventOf<NotifiedEvent>): unknown[] {
  return [
    notificationId(draft, event.eventId),
    draft.kind,
    'userId' in draft.recipient ? draft.recipient.userId : null,
    'ownerProof' in draft.recipient ? draft.recipient.ownerProof : null,
    event.eventId,
    event.position.toString(),
    draft.subjectId,
    draft.actorId,
    draft.title,
    draft.body,
    draft.link,
    event.metadata.occurredAt,
  ];
}

/**
 * Writes an event's notifications: the plain ones in one statement (a reminder to 1,000
 * registrants is one INSERT, not 1,000), each row once by its id; the batched ones one by one.
 */
async function writeNotifications(manager: EntityManager, drafts: readonly NotificationDraft[], event: RecordedEventOf<NotifiedEvent>): Promise<void> {
  const plain = drafts.filter((draft) => !BATCHED_KINDS.has(draft.kind)).map((draft) => rowOf(draft, event));
  if (plain.length) {
    const types = ['uuid', 'text', 'text', 'text', 'uuid', 'int8', 'text', 'text', 'text', 'text', 'text', 'timestamptz'];
    await manager.query(
      `INSERT INTO notifications (${NOTIFICATION_COLUMNS}) SELECT * FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')}) ON CONFLICT DO NOTHING`,
      types.map((_, i) => plain.map((row) => row[i])),
    );
  }
  for (const draft of drafts) {
    if (!BATCHED_KINDS.has(draft.kind)) continue;
    // One row per (subject, recipient): each later event counts once (a replayed or earlier one
    // changes nothing, by position) and makes the row new again (unread, on top).
    await manager.query(
      `INSERT INTO notifications (${NOTIFICATION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (id) DO UPDATE SET count = notifications.count + 1, source_event_id = EXCLUDED.source_event_id,
         source_position = EXCLUDED.source_position, actor_id = EXCLUDED.actor_id, title = EXCLUDED.title, created_at = EXCLUDED.created_at
       WHERE notifications.source_position < EXCLUDED.source_position`,
      rowOf(draft, event),
    );
  }
}
