import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { deleteRows, insertRow, updateRows } from '../../../../platform/database/rows.js';
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
        await insertRow(manager, 'anonymous_posts', { id: event.data.postId, content: event.data.content, created_at: at, event_position: position }, { ignore: true, key: ['id'] });
        return;
      case 'AnonymousPostSupported':
        await insertRow(manager, 'anonymous_post_supports', { post_id: event.data.postId, supporter_proof: event.data.supporterProof }, { ignore: true });
        await manager.query(
          `UPDATE anonymous_posts SET support_count = (SELECT count(*) FROM anonymous_post_supports WHERE post_id = $1) WHERE id = $1`,
          [event.data.postId],
        );
        return;
      case 'AnonymousReplyAdded':
        await insertRow(
          manager,
          'anonymous_replies',
          { id: event.data.replyId, post_id: event.data.postId, content: event.data.content, created_at: at, event_position: position },
          { ignore: true, key: ['id'] },
        );
        await manager.query(`UPDATE anonymous_posts SET reply_count = (SELECT count(*) FROM anonymous_replies WHERE post_id = $1) WHERE id = $1`, [
          event.data.postId,
        ]);
        return;
      case 'AnonymousPostDeleted':
        // The author's words go; the reporters learn that the post is gone.
        await deleteRows(manager, 'anonymous_posts', { id: event.data.postId });
        await deleteRows(manager, 'anonymous_replies', { post_id: event.data.postId });
        await deleteRows(manager, 'anonymous_post_supports', { post_id: event.data.postId });
        await manager.query(
          `UPDATE anonymous_post_reports SET outcome = 'deleted', decided_at = $2 WHERE post_id = $1 AND outcome = 'pending' AND event_position < $3`,
          [event.data.postId, at, position],
        );
        return;
      case 'AnonymousPostReported': {
        await insertRow(
          manager,
          'anonymous_post_reports',
          { id: event.data.reportId, post_id: event.data.postId, reporter_id: event.data.reporterId, reason: event.data.reason, created_at: at, event_position: position },
          { ignore: true, key: ['id'] },
        );
        await manager.query(
          `UPDATE anonymous_posts SET open_report_count = (SELECT count(*) FROM anonymous_post_reports WHERE post_id = $1 AND outcome = 'pending') WHERE id = $1`,
          [event.data.postId],
        );
        return;
      }
      case 'AnonymousPostHidden': {
        const { postId, automatic, moderatorId, reason } = event.data;
        await updateRows(manager, 'anonymous_posts', { visibility: automatic ? 'pending_review' : 'hidden' }, { id: postId });
        if (!automatic) await this.decideReports(manager, postId, 'hidden', reason, event);
        await this.log(manager, event, postId, automatic ? 'auto_hidden' : 'hidden', moderatorId, reason);
        return;
      }
      case 'AnonymousPostRestored': {
        const { postId, moderatorId, reason } = event.data;
        await updateRows(manager, 'anonymous_posts', { visibility: 'shown' }, { id: postId });
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
    await insertRow(
      manager,
      'anonymous_moderation_log',
      { id: recorded.eventId, post_id: postId, action, moderator_id: moderatorId, reason, created_at: recorded.metadata.occurredAt, event_position: recorded.position.toString() },
      { ignore: true, key: ['id'] },
    );
  }
}
