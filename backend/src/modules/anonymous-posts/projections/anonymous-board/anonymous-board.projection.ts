import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEvent, RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { AnonymousPostEvent } from '../../events/anonymous-post.events.js';

const HANDLED: readonly AnonymousPostEvent['type'][] = [
  'AnonymousPostCreated',
  'AnonymousPostSupported',
  'AnonymousReplyAdded',
  'AnonymousPostDeleted',
  'AnonymousPostReported',
  'AnonymousPostHidden',
  'AnonymousPostRestored',
];

/**
 * The anonymous board, its replies, the reports and the moderation log. Every statement is keyed
 * by ids (inserts that ignore a row already there, counts recomputed from those rows), so applying
 * an event twice leaves the same rows. The events' owner proofs are never copied.
 */
@Injectable()
@ReadModelProjection()
export class AnonymousBoardProjection implements Projection<AnonymousPostEvent> {
  readonly name = 'anonymous-board';
  readonly handles = HANDLED;
  readonly tables = ['anonymous_posts', 'anonymous_post_supports', 'anonymous_replies', 'anonymous_post_reports', 'anonymous_moderation_log'];

  async apply(event: RecordedEventOf<AnonymousPostEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    const position = event.position.toString();
    switch (event.type) {
      case 'AnonymousPostCreated':
        await manager.query(
          `INSERT INTO anonymous_posts (id, content, created_at, event_position) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
          [event.data.postId, event.data.content, at, position],
        );
        return;
      case 'AnonymousPostSupported':
        await manager.query(`INSERT INTO anonymous_post_supports (post_id, supporter_proof) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
          event.data.postId,
          event.data.supporterProof,
        ]);
        await manager.query(
          `UPDATE anonymous_posts SET support_count = (SELECT count(*) FROM anonymous_post_supports WHERE post_id = $1) WHERE id = $1`,
          [event.data.postId],
        );
        return;
      case 'AnonymousReplyAdded':
        await manager.query(
          `INSERT INTO anonymous_replies (id, post_id, content, created_at, event_position) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
          [event.data.replyId, event.data.postId, event.data.content, at, position],
        );
        await manager.query(`UPDATE anonymous_posts SET reply_count = (SELECT count(*) FROM anonymous_replies WHERE post_id = $1) WHERE id = $1`, [
          event.data.postId,
        ]);
        return;
      case 'AnonymousPostDeleted':
        // The author's words go; the reporters learn that the post is gone.
        await manager.query(`DELETE FROM anonymous_posts WHERE id = $1`, [event.data.postId]);
        await manager.query(`DELETE FROM anonymous_replies WHERE post_id = $1`, [event.data.postId]);
        await manager.query(`DELETE FROM anonymous_post_supports WHERE post_id = $1`, [event.data.postId]);
        await manager.query(
          `UPDATE anonymous_post_reports SET outcome = 'deleted', decided_at = $2 WHERE post_id = $1 AND outcome = 'pending' AND event_position < $3`,
          [event.data.postId, at, position],
        );
        return;
      case 'AnonymousPostReported': {
        await manager.query(
          `INSERT INTO anonymous_post_reports (id, post_id, reporter_id, reason, created_at, event_position) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO NOTHING`,
          [event.data.reportId, event.data.postId, event.data.reporterId, event.data.reason, at, position],
        );
        await manager.query(
          `UPDATE anonymous_posts SET open_report_count = (SELECT count(*) FROM anonymous_post_reports WHERE post_id = $1 AND outcome = 'pending') WHERE id = $1`,
          [event.data.postId],
        );
        return;
      }
      case 'AnonymousPostHidden': {
        const { postId, automatic, moderatorId, reason } = event.data;
        await manager.query(`UPDATE anonymous_posts SET visibility = $2 WHERE id = $1`, [postId, automatic ? 'pending_review' : 'hidden']);
        if (!automatic) await this.decideReports(manager, postId, 'hidden', reason, event);
        await this.log(manager, event, postId, automatic ? 'auto_hidden' : 'hidden', moderatorId, reason);
        return;
      }
      case 'AnonymousPostRestored': {
        const { postId, moderatorId, reason } = event.data;
        await manager.query(`UPDATE anonymous_posts SET visibility = 'shown' WHERE id = $1`, [postId]);
        await this.decideReports(manager, postId, 'kept', reason, event);
        await this.log(manager, event, postId, 'restored', moderatorId, reason);
        return;
      }
      default:
        assertNever(event);
    }
  }

  /**
   * A moderator's decision closes the post's reports made before it (their reporters see the
   * outcome); the position guard keeps a replay from closing a later report.
   */
  private async decideReports(manager: EntityManager, postId: string, outcome: 'hidden' | 'kept', reason: string, recorded: RecordedEvent) {
    await manager.query(
      `UPDATE anonymous_post_reports SET outcome = $2, outcome_reason = $3, decided_at = $4
        WHERE post_id = $1 AND outcome = 'pending' AND event_position < $5`,
      [postId, outcome, reason, recorded.metadata.occurredAt, recorded.position.toString()],
    );
    await manager.query(
      `UPDATE anonymous_posts SET open_report_count = (SELECT count(*) FROM anonymous_post_reports WHERE post_id = $1 AND outcome = 'pending') WHERE id = $1`,
      [postId],
    );
  }

  private async log(manager: EntityManager, recorded: RecordedEvent, postId: string, action: string, moderatorId: string | null, reason: string) {
    await manager.query(
      `INSERT INTO anonymous_moderation_log (id, post_id, action, moderator_id, reason, created_at, event_position)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [recorded.eventId, postId, action, moderatorId, reason, recorded.metadata.occurredAt, recorded.position.toString()],
    );
  }
}
