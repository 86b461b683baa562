import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import { searchable } from '../../domain/forum-text.js';
import type { ForumPostEvent } from '../../events/forum-post.events.js';

const HANDLED: readonly ForumPostEvent['type'][] = ['ForumPostCreated', 'ForumReplyAdded', 'ForumPostLiked', 'ForumPostViewed', 'ForumPostPinned'];

/**
 * The forum's posts, replies and likes. Counts are recomputed from the rows they count (replies,
 * likes) or guarded by the position of the last view counted, so applying an event twice leaves
 * the same rows.
 */
@Injectable()
@ReadModelProjection()
export class ForumBoardProjection implements Projection {
  readonly name = 'forum-board';
  readonly handles = HANDLED;
  readonly tables = ['forum_posts', 'forum_replies', 'forum_post_likes'];

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as ForumPostEvent;
    const at = recorded.metadata.occurredAt;
    const position = recorded.position.toString();
    switch (event.type) {
      case 'ForumPostCreated': {
        const d = event.data;
        await manager.query(
          `INSERT INTO forum_posts (id, category_id, author_id, title, content, search_text, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (id) DO NOTHING`,
          [d.postId, d.categoryId, d.authorId, d.title, d.content, searchable(`${d.title}\n${d.content}`), at],
        );
        return;
      }
      case 'ForumReplyAdded': {
        const d = event.data;
        await manager.query(
          `INSERT INTO forum_replies (id, post_id, author_id, content, parent_reply_id, created_at, event_position)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [d.replyId, d.postId, d.authorId, d.content, d.parentReplyId, at, position],
        );
        await manager.query(
          `UPDATE forum_posts SET reply_count = s.count, last_reply_at = s.last, updated_at = GREATEST(updated_at, s.last)
             FROM (SELECT count(*)::int AS count, max(created_at) AS last FROM forum_replies WHERE post_id = $1) s
            WHERE id = $1`,
          [d.postId],
        );
        return;
      }
      case 'ForumPostLiked':
        await manager.query(`INSERT INTO forum_post_likes (post_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
          event.data.postId,
          event.data.userId,
          at,
        ]);
        await manager.query(`UPDATE forum_posts SET like_count = (SELECT count(*) FROM forum_post_likes WHERE post_id = $1) WHERE id = $1`, [
          event.data.postId,
        ]);
        return;
      case 'ForumPostViewed':
        await manager.query(`UPDATE forum_posts SET view_count = view_count + 1, views_position = $2 WHERE id = $1 AND views_position < $2`, [
          event.data.postId,
          position,
        ]);
        return;
      case 'ForumPostPinned':
        await manager.query(`UPDATE forum_posts SET is_pinned = $2 WHERE id = $1`, [event.data.postId, event.data.isPinned]);
        return;
      default:
        assertNever(event);
    }
  }
}
