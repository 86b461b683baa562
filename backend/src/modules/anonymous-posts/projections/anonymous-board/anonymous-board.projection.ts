import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type { AnonymousPostEvent } from '../../events/anonymous-post.events.js';

/** The post's count of pending reports, recomputed from its report rows. */
function countOpenReports(db: RowWriter, postId: string) {
  return db.query(
    `UPDATE anonymous_posts SET open_report_count = (SELECT count(*) FROM anonymous_post_reports WHERE post_id = $1 AND outcome = 'pending') WHERE id = $1`,
    [postId],
  );
}

/**
 * A moderator's decision closes the post's reports made before it (their reporters see the
 * outcome); the position guard keeps a replay from closing a later report.
 */
async function decideReports(db: RowWriter, postId: string, outcome: 'hidden' | 'kept', reason: string, recorded: RecordedEvent) {
  await db.query(
    `UPDATE anonymous_post_reports SET outcome = $2, outcome_reason = $3, decided_at = $4
      WHERE post_id = $1 AND outcome = 'pending' AND event_position < $5`,
    [postId, outcome, reason, recorded.metadata.occurredAt, recorded.position.toString()],
  );
  await countOpenReports(db, postId);
}

function log(db: RowWriter, recorded: RecordedEvent, postId: string, action: string, moderatorId: string | null, reason: string) {
  return db.insert(
    'anonymous_moderation_log',
    {
      id: recorded.eventId,
      post_id: postId,
      action,
      moderator_id: moderatorId,
      reason,
      created_at: recorded.metadata.occurredAt,
      event_position: recorded.position.toString(),
    },
    ['id'],
  );
}

/**
 * The anonymous board, its replies, the reports and the moderation log. Every statement is keyed
 * by ids (inserts that ignore a row already there, counts recomputed from those rows), so applying
 * an event twice leaves the same rows. The events' owner proofs are never copied.
 */
export class AnonymousBoardProjection extends rowProjection<AnonymousPostEvent>({
  name: 'anonymous-board',
  tables: ['anonymous_posts', 'anonymous_post_supports', 'anonymous_replies', 'anonymous_post_reports', 'anonymous_moderation_log'],
  on: {
    AnonymousPostCreated: ({ data, metadata, position }, db) =>
      db.insert('anonymous_posts', { id: data.postId, content: data.content, created_at: metadata.occurredAt, event_position: position.toString() }, ['id']),
    AnonymousPostSupported: async ({ data }, db) => {
      await db.insert('anonymous_post_supports', { post_id: data.postId, supporter_proof: data.supporterProof });
      await db.query(`UPDATE anonymous_posts SET support_count = (SELECT count(*) FROM anonymous_post_supports WHERE post_id = $1) WHERE id = $1`, [data.postId]);
    },
    AnonymousReplyAdded: async ({ data, metadata, position }, db) => {
      const reply = { id: data.replyId, post_id: data.postId, content: data.content, created_at: metadata.occurredAt, event_position: position.toString() };
      await db.insert('anonymous_replies', reply, ['id']);
      await db.query(`UPDATE anonymous_posts SET reply_count = (SELECT count(*) FROM anonymous_replies WHERE post_id = $1) WHERE id = $1`, [data.postId]);
    },
    // The author's words go; the reporters learn that the post is gone.
    AnonymousPostDeleted: async ({ data, metadata, position }, db) => {
      await db.delete('anonymous_posts', { id: data.postId });
      await db.delete('anonymous_replies', { post_id: data.postId });
      await db.delete('anonymous_post_supports', { post_id: data.postId });
      await db.query(
        `UPDATE anonymous_post_reports SET outcome = 'deleted', decided_at = $2 WHERE post_id = $1 AND outcome = 'pending' AND event_position < $3`,
        [data.postId, metadata.occurredAt, position.toString()],
      );
    },
    AnonymousPostReported: async ({ data: d, metadata, position }, db) => {
      await db.insert(
        'anonymous_post_reports',
        { id: d.reportId, post_id: d.postId, reporter_id: d.reporterId, reason: d.reason, created_at: metadata.occurredAt, event_position: position.toString() },
        ['id'],
      );
      await countOpenReports(db, d.postId);
    },
    AnonymousPostHidden: async (event, db) => {
      const { postId, automatic, moderatorId, reason } = event.data;
      await db.update('anonymous_posts', { visibility: automatic ? 'pending_review' : 'hidden' }, { id: postId });
      if (!automatic) await decideReports(db, postId, 'hidden', reason, event);
      await log(db, event, postId, automatic ? 'auto_hidden' : 'hidden', moderatorId, reason);
    },
    AnonymousPostRestored: async (event, db) => {
      const { postId, moderatorId, reason } = event.data;
      await db.update('anonymous_posts', { visibility: 'shown' }, { id: postId });
      await decideReports(db, postId, 'kept', reason, event);
      await log(db, event, postId, 'restored', moderatorId, reason);
    },
  },
}) {}
