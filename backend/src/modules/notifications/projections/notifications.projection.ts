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
import { LIVE_CHANNEL, type LiveNotice } from './live-notice.js';
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
  'OneOnOneEntryCreated',
  'AgendaTopicAdded',
  'UserRegistered',
  'UserProfileUpdated',
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
    const mapped = notificationsFor(event, facts);
    for (const change of mapped.changes) await writeChange(manager, change);
    if (!mapped.notifications.length) return;
    for (const draft of mapped.notifications) await writeNotification(manager, draft, event);
    // E-mail at once, for those who chose it, in this transaction (decision 0090).
    await this.delivery.enqueueAtOnce(mapped.notifications, event, manager);
    const notice: LiveNotice = {
      kind: 'notification',
      position: event.position.toString(),
      users: [...new Set(mapped.notifications.flatMap((d) => ('userId' in d.recipient ? [d.recipient.userId] : [])))],
      owners: mapped.notifications.flatMap((d) => ('ownerProof' in d.recipient ? [{ subjectId: d.subjectId, proof: d.recipient.ownerProof }] : [])),
    };
    // Only the serving tables announce: a rebuild (search_path on its shadow schema) replays history.
    await manager.query(`SELECT pg_notify($1, $2) WHERE current_schema() = $3`, [LIVE_CHANNEL, JSON.stringify(notice), READ_MODEL_SCHEMA]);
  }
}

async function loadFacts(manager: EntityManager, need: ReturnType<typeof factsNeeded>): Promise<Facts> {
  const [subject] = need.subjectId
    ? ((await manager.query(`SELECT owner_id AS "ownerId", owner_proof AS "ownerProof", title FROM notification_subjects WHERE subject_id = $1`, [need.subjectId])) as Subject[])
    : [];
  const audience = need.audience
    ? ((await manager.query(`SELECT user_id FROM notification_audiences WHERE subject_id = $1 AND role = $2 ORDER BY user_id`, [need.audience.subjectId, need.audience.role])) as { user_id: string }[]).map((r) => r.user_id)
    : [];
  const names = need.names
    ? ((await manager.query(`SELECT user_id AS "userId", display_name AS "displayName" FROM notification_names`)) as Facts['names'])
    : [];
  return { subject: subject ?? null, audience, names };
}

async function writeChange(manager: EntityManager, change: FactChange): Promise<void> {
  if ('setSubject' in change) {
    await manager.query(
      `INSERT INTO notification_subjects (subject_id, owner_id, owner_proof, title) VALUES ($1, $2, $3, $4)
       ON CONFLICT (subject_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, owner_proof = EXCLUDED.owner_proof, title = EXCLUDED.title`,
      [change.setSubject, change.subject.ownerId, change.subject.ownerProof, change.subject.title],
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

async function writeNotification(manager: EntityManager, draft: NotificationDraft, event: RecordedEventOf<NotifiedEvent>): Promise<void> {
  const values = [
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
  const insert = `INSERT INTO notifications (id, kind, recipient_id, recipient_proof, source_event_id, source_position, subject_id, actor_id, title, body, link, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;
  if (!BATCHED_KINDS.has(draft.kind)) {
    await manager.query(`${insert} ON CONFLICT DO NOTHING`, values);
    return;
  }
  // One row per (subject, recipient): each later event counts once (a replayed or earlier one
  // changes nothing, by position) and makes the row new again (unread, on top).
  await manager.query(
    `${insert} ON CONFLICT (id) DO UPDATE SET count = notifications.count + 1, source_event_id = EXCLUDED.source_event_id,
       source_position = EXCLUDED.source_position, actor_id = EXCLUDED.actor_id, title = EXCLUDED.title, created_at = EXCLUDED.created_at
     WHERE notifications.source_position < EXCLUDED.source_position`,
    values,
  );
}
