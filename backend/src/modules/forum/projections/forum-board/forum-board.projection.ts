import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { deleteRows, insertRow, insertRows, updateRows, type NewRow } from '../../../../platform/database/rows.js';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEvent, RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import { searchable } from '../../domain/forum-text.js';
import type { ForumPostEvent } from '../../events/forum-post.events.js';

const HANDLED: readonly ForumPostEvent['type'][] = [
  'ForumPostCreated',
  'ForumReplyAdded',
  'ForumPostLiked',
  'ForumPostViewed',
  'ForumPostPinned',
  'ForumPostReported',
  'ForumPostHidden',
  'ForumPostRestored',
  'ForumPostEdited',
  'ForumReplyEdited',
  'ForumPostDeleted',
  'ForumReplyDeleted',
  'ForumPostUnliked',
  'ForumReplyLiked',
  'ForumReplyUnliked',
];

/** The thread's own events, written together by `applyBatch`; the others keep their order around them. */
const SEGMENT_TYPES: ReadonlySet<string> = new Set<ForumPostEvent['type']>(['ForumPostCreated', 'ForumReplyAdded', 'ForumPostLiked', 'ForumPostViewed']);

/** A new post's row: a posted text was never edited, so it was last updated when posted. */
function postRow(event: RecordedEventOf<Extract<ForumPostEvent, { type: 'ForumPostCreated' }>>): NewRow<'forum_posts'> {
  const d = event.data;
  const at = event.metadata.occurredAt;
  return { id: d.postId, category_id: d.categoryId, author_id: d.authorId, title: d.title, content: d.content, search_text: searchable(`${d.title}\n${d.content}`), created_at: at, updated_at: at };
}

/**
 * The forum's posts, replies and likes, and its moderation: reports with their outcome, the
 * moderation log, the visibility of posts and replies. Counts are recomputed from the rows they
 * count (replies, likes, open reports), grown by the rows a statement inserted (a batch's replies
 * and likes), or guarded by the position of the last view counted, and rows are keyed by ids, so
 * applying an event twice leaves the same rows.
 */
@Injectable()
@ReadModelProjection()
export class ForumBoardProjection implements Projection<ForumPostEvent> {
  readonly name = 'forum-board';
  readonly handles = HANDLED;
  readonly tables = ['forum_posts', 'forum_replies', 'forum_post_likes', 'forum_reply_likes', 'forum_revisions', 'forum_reports', 'forum_moderation_log'];

  /**
   * Many events at once (a rebuild, a long catch-up). The thread's own events (posts, replies,
   * likes, views) between two others are written as one segment: rows inserted per table with
   * `unnest`, views counted per post past its guard, then the counts of the touched posts
   * recomputed once, which leaves what `apply` on each in turn leaves. Pins and moderation events
   * go through `apply` one by one, in log order, between the segments.
   */
  async applyBatch(events: readonly RecordedEventOf<ForumPostEvent>[], manager: EntityManager): Promise<void> {
    let segment: RecordedEventOf<ForumPostEvent>[] = [];
    for (const event of events) {
      if (SEGMENT_TYPES.has(event.type)) {
        segment.push(event);
        continue;
      }
      await this.applySegment(segment, manager);
      segment = [];
      await this.apply(event, manager);
    }
    await this.applySegment(segment, manager);
  }

  private async applySegment(events: readonly RecordedEventOf<ForumPostEvent>[], manager: EntityManager): Promise<void> {
    if (events.length === 0) return;
    if (events.length === 1) return this.apply(events[0], manager);
    const of = <T extends ForumPostEvent['type']>(type: T) =>
      events.filter((e): e is RecordedEventOf<Extract<ForumPostEvent, { type: T }>> => e.type === type);
    const posts = of('ForumPostCreated');
    const replies = of('ForumReplyAdded');
    const likes = of('ForumPostLiked');
    const views = of('ForumPostViewed');
    await insertRows(manager, 'forum_posts', posts.map(postRow), { ignore: true, key: ['id'] });
    if (replies.length > 0) {
      // The counts grow by the rows this statement inserted (none for a reply applied before), in
      // the same statement: what recounting the post's replies answers, without reading them again.
      await manager.query(
        `WITH added AS (
           INSERT INTO forum_replies (id, post_id, author_id, content, parent_reply_id, created_at, event_position)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::bigint[])
           ON CONFLICT (id) DO NOTHING
           RETURNING post_id, created_at)
         UPDATE forum_posts p SET reply_count = p.reply_count + s.count, last_reply_at = GREATEST(p.last_reply_at, s.last),
                updated_at = GREATEST(p.updated_at, s.last)
           FROM (SELECT post_id, count(*)::int AS count, max(created_at) AS last FROM added GROUP BY post_id) s
          WHERE p.id = s.post_id`,
        [
          replies.map((e) => e.data.replyId),
          replies.map((e) => e.data.postId),
          replies.map((e) => e.data.authorId),
          replies.map((e) => e.data.content),
          replies.map((e) => e.data.parentReplyId),
          replies.map((e) => e.metadata.occurredAt),
          replies.map((e) => e.position.toString()),
        ],
      );
    }
    if (likes.length > 0) {
      await manager.query(
        `WITH added AS (
           INSERT INTO forum_post_likes (post_id, user_id, created_at) SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])
           ON CONFLICT DO NOTHING
           RETURNING post_id)
         UPDATE forum_posts p SET like_count = p.like_count + s.count
           FROM (SELECT post_id, count(*)::int AS count FROM added GROUP BY post_id) s
          WHERE p.id = s.post_id`,
        [likes.map((e) => e.data.postId), likes.map((e) => e.data.userId), likes.map((e) => e.metadata.occurredAt)],
      );
    }
    if (views.length > 0) {
      // Only the views past a post's guard count, as `apply` counts them one by one.
      await manager.query(
        `UPDATE forum_posts p SET view_count = p.view_count + v.count, views_position = v.last
           FROM (SELECT u.post_id, count(*)::int AS count, max(u.position) AS last
                   FROM unnest($1::text[], $2::bigint[]) AS u(post_id, position) JOIN forum_posts f ON f.id = u.post_id
                  WHERE u.position > f.views_position GROUP BY u.post_id) v
          WHERE p.id = v.post_id`,
        [views.map((e) => e.data.postId), views.map((e) => e.position.toString())],
      );
    }
  }

  async apply(event: RecordedEventOf<ForumPostEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    const position = event.position.toString();
    switch (event.type) {
      case 'ForumPostCreated':
        return insertRow(manager, 'forum_posts', postRow(event), { ignore: true, key: ['id'] });
      case 'ForumReplyAdded': {
        const d = event.data;
        await insertRow(
          manager,
          'forum_replies',
          { id: d.replyId, post_id: d.postId, author_id: d.authorId, content: d.content, parent_reply_id: d.parentReplyId, created_at: at, event_position: position },
          { ignore: true, key: ['id'] },
        );
        await manager.query(
          `UPDATE forum_posts SET reply_count = s.count, last_reply_at = s.last, updated_at = GREATEST(updated_at, s.last)
             FROM (SELECT count(*) FILTER (WHERE deleted_at IS NULL)::int AS count, max(created_at) AS last FROM forum_replies WHERE post_id = $1) s
            WHERE id = $1`,
          [d.postId],
        );
        return;
      }
      case 'ForumPostLiked':
        await insertRow(manager, 'forum_post_likes', { post_id: event.data.postId, user_id: event.data.userId, created_at: at }, { ignore: true });
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
        await updateRows(manager, 'forum_posts', { is_pinned: event.data.isPinned }, { id: event.data.postId });
        return;
      case 'ForumPostReported': {
        const d = event.data;
        await insertRow(
          manager,
          'forum_reports',
          { id: d.reportId, post_id: d.postId, reply_id: d.replyId, reporter_id: d.reporterId, reason: d.reason, created_at: at, event_position: position },
          { ignore: true, key: ['id'] },
        );
        await this.countOpenReports(manager, d.postId, d.replyId);
        return;
      }
      case 'ForumPostHidden': {
        const { postId, replyId, automatic, moderatorId, reason } = event.data;
        await this.setVisibility(manager, postId, replyId, automatic ? 'pending_review' : 'hidden');
        if (!automatic) await this.decideReports(manager, event, postId, replyId, 'hidden', reason);
        await this.log(manager, event, postId, replyId, automatic ? 'auto_hidden' : 'hidden', moderatorId, reason);
        return;
      }
      case 'ForumPostRestored': {
        const { postId, replyId, moderatorId, reason } = event.data;
        await this.setVisibility(manager, postId, replyId, 'shown');
        await this.decideReports(manager, event, postId, replyId, 'kept', reason);
        await this.log(manager, event, postId, replyId, 'restored', moderatorId, reason);
        return;
      }
      case 'ForumPostEdited': {
        // The version replaced goes to the history first (keyed by this edit, so once), then the
        // row takes the new one; the position guard keeps an older edit applied again from
        // bringing back its text.
        const { postId, title, content, categoryId } = event.data;
        await manager.query(
          `INSERT INTO forum_revisions (id, post_id, reply_id, title, category_id, content, written_at, replaced_at, event_position)
           SELECT $1, id, NULL, title, category_id, content, COALESCE(edited_at, created_at), $2, $3 FROM forum_posts WHERE id = $4 AND edit_position < $3
           ON CONFLICT (id) DO NOTHING`,
          [event.eventId, at, position, postId],
        );
        await manager.query(
          `UPDATE forum_posts SET title = $2, content = $3, category_id = $4, search_text = $5, edited_at = $6, edit_position = $7
            WHERE id = $1 AND edit_position < $7`,
          [postId, title, content, categoryId, searchable(`${title}\n${content}`), at, position],
        );
        return;
      }
      case 'ForumReplyEdited': {
        const { postId, replyId, content } = event.data;
        await manager.query(
          `INSERT INTO forum_revisions (id, post_id, reply_id, title, category_id, content, written_at, replaced_at, event_position)
           SELECT $1, post_id, id, NULL, NULL, content, COALESCE(edited_at, created_at), $2, $3 FROM forum_replies WHERE id = $4 AND edit_position < $3
           ON CONFLICT (id) DO NOTHING`,
          [event.eventId, at, position, replyId],
        );
        await manager.query(`UPDATE forum_replies SET content = $2, edited_at = $3, edit_position = $4 WHERE id = $1 AND post_id = $5 AND edit_position < $4`, [
          replyId,
          content,
          at,
          position,
          postId,
        ]);
        return;
      }
      case 'ForumPostDeleted':
        await manager.query(`UPDATE forum_posts SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL`, [event.data.postId, at]);
        return;
      case 'ForumReplyDeleted':
        await manager.query(`UPDATE forum_replies SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL`, [event.data.replyId, at]);
        await manager.query(
          `UPDATE forum_posts SET reply_count = (SELECT count(*)::int FROM forum_replies WHERE post_id = $1 AND deleted_at IS NULL) WHERE id = $1`,
          [event.data.postId],
        );
        return;
      case 'ForumPostUnliked':
        await deleteRows(manager, 'forum_post_likes', { post_id: event.data.postId, user_id: event.data.userId });
        await manager.query(`UPDATE forum_posts SET like_count = (SELECT count(*) FROM forum_post_likes WHERE post_id = $1) WHERE id = $1`, [
          event.data.postId,
        ]);
        return;
      case 'ForumReplyLiked':
      case 'ForumReplyUnliked': {
        const { postId, replyId, userId } = event.data;
        if (event.type === 'ForumReplyLiked') {
          await insertRow(manager, 'forum_reply_likes', { reply_id: replyId, user_id: userId, post_id: postId, created_at: at }, { ignore: true });
        } else {
          await deleteRows(manager, 'forum_reply_likes', { reply_id: replyId, user_id: userId });
        }
        await manager.query(`UPDATE forum_replies SET like_count = (SELECT count(*) FROM forum_reply_likes WHERE reply_id = $1) WHERE id = $1`, [replyId]);
        return;
      }
      default:
        assertNever(event);
    }
  }

  private async setVisibility(manager: EntityManager, postId: string, replyId: string | null, visibility: string) {
    if (replyId === null) await updateRows(manager, 'forum_posts', { visibility }, { id: postId });
    else await updateRows(manager, 'forum_replies', { visibility }, { id: replyId });
  }

  private async countOpenReports(manager: EntityManager, postId: string, replyId: string | null) {
    if (replyId === null) {
      await manager.query(
        `UPDATE forum_posts SET open_report_count = (SELECT count(*) FROM forum_reports WHERE post_id = $1 AND reply_id IS NULL AND outcome = 'pending') WHERE id = $1`,
        [postId],
      );
    } else {
      await manager.query(
        `UPDATE forum_replies SET open_report_count = (SELECT count(*) FROM forum_reports WHERE post_id = $1 AND reply_id = $2 AND outcome = 'pending') WHERE id = $2`,
        [postId, replyId],
      );
    }
  }

  /**
   * A moderator's decision closes the text's reports made before it (their reporters see the
   * outcome); the position guard keeps a replay from closing a later report.
   */
  private async decideReports(
    manager: EntityManager,
    recorded: RecordedEvent,
    postId: string,
    replyId: string | null,
    outcome: 'hidden' | 'kept',
    reason: string,
  ) {
    await manager.query(
      `UPDATE forum_reports SET outcome = $3, outcome_reason = $4, decided_at = $5
        WHERE post_id = $1 AND reply_id IS NOT DISTINCT FROM $2 AND outcome = 'pending' AND event_position < $6`,
      [postId, replyId, outcome, reason, recorded.metadata.occurredAt, recorded.position.toString()],
    );
    await this.countOpenReports(manager, postId, replyId);
  }

  /** The log names the text's author (from the rows), so that the author learns the outcome. */
  private async log(
    manager: EntityManager,
    recorded: RecordedEvent,
    postId: string,
    replyId: string | null,
    action: string,
    moderatorId: string | null,
    reason: string,
  ) {
    await manager.query(
      `INSERT INTO forum_moderation_log (id, post_id, reply_id, author_id, action, moderator_id, reason, created_at, event_position)
       SELECT $1, $2, $3, author.id, $4, $5, $6, $7, $8
         FROM (SELECT author_id AS id FROM forum_posts WHERE $3::text IS NULL AND id = $2
               UNION ALL SELECT author_id FROM forum_replies WHERE id = $3) author
       ON CONFLICT (id) DO NOTHING`,
      [recorded.eventId, postId, replyId, action, moderatorId, reason, recorded.metadata.occurredAt, recorded.position.toString()],
    );
  }
}
