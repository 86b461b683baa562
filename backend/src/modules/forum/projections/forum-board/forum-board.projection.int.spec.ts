import type { DomainEvent } from '../../../../platform/event-store/event.js';
import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { CreateForumReadModels1765100100000 } from '../../migrations/1765100100000-create-forum-read-models.js';
import { AddForumModeration1765200150000 } from '../../migrations/1765200150000-add-forum-moderation.js';
import { AddForumEdits1767400000000 } from '../../migrations/1767400000000-add-forum-edits.js';
import { ForumBoardProjection } from './forum-board.projection.js';

const post = inStream('forum-post-p1');
const reply = (replyId: string, parentReplyId: string | null): DomainEvent => ({
  type: 'ForumReplyAdded',
  data: { postId: 'p1', replyId, parentReplyId, authorId: 'u2', content: '返信' },
});

describe('ForumBoardProjection', () => {
  const h = projectionHarness([new ForumBoardProjection()], [CreateForumReadModels1765100100000, AddForumModeration1765200150000, AddForumEdits1767400000000]);

  const snapshot = async () => ({
    posts: await h.rows('SELECT id, category_id, title, search_text, is_pinned, view_count, like_count, reply_count FROM forum_posts'),
    replies: await h.rows('SELECT id, parent_reply_id FROM forum_replies ORDER BY event_position'),
    likes: await h.rows('SELECT post_id, user_id FROM forum_post_likes ORDER BY user_id'),
  });

  it('builds posts, replies, likes and views, the same when every event is applied twice', async () => {
    const history = given(
      post({ type: 'ForumPostCreated', data: { postId: 'p1', categoryId: 'matrix-usage', authorId: 'u1', title: 'ＭＳマトリックス', content: 'ｶﾀｶﾅ' } }),
      post(reply('r1', null)),
      post(reply('r2', 'r1')),
      post({ type: 'ForumPostLiked', data: { postId: 'p1', userId: 'u2' } }),
      post({ type: 'ForumPostLiked', data: { postId: 'p1', userId: 'u3' } }),
      post({ type: 'ForumPostViewed', data: { postId: 'p1' } }),
      post({ type: 'ForumPostViewed', data: { postId: 'p1' } }),
      post({ type: 'ForumPostViewed', data: { postId: 'p1' } }),
      post({ type: 'ForumPostPinned', data: { postId: 'p1', isPinned: true } }),
    );
    const rows = await h.applyTwice(history, snapshot);
    expect(rows.posts).toEqual([
      {
        id: 'p1',
        category_id: 'matrix-usage',
        title: 'ＭＳマトリックス',
        search_text: 'msマトリックス\nカタカナ',
        is_pinned: true,
        view_count: 3,
        like_count: 2,
        reply_count: 2,
      },
    ]);
    expect(rows.replies).toEqual([
      { id: 'r1', parent_reply_id: null },
      { id: 'r2', parent_reply_id: 'r1' },
    ]);
    expect(rows.likes.map((l) => l.user_id)).toEqual(['u2', 'u3']);
  });

  it('keeps reports with their outcome, the visibility of posts and replies and the moderation log, the same when applied twice', async () => {
    const reported = (reportId: string, reporterId: string, replyId: string | null): DomainEvent => ({
      type: 'ForumPostReported',
      data: { postId: 'p1', replyId, reportId, reporterId, reason: `理由${reportId}` },
    });
    const history = given(
      post({ type: 'ForumPostCreated', data: { postId: 'p1', categoryId: 'general-question', authorId: 'u1', title: '題', content: '本文' } }),
      post(reply('r1', null)),
      post(reported('a', 'u3', null)),
      post(reported('b', 'u4', null)),
      post(reported('c', 'u5', null)),
      post({ type: 'ForumPostHidden', data: { postId: 'p1', replyId: null, moderatorId: null, reason: '3件の通報により確認まで非表示', automatic: true } }),
      post({ type: 'ForumPostRestored', data: { postId: 'p1', replyId: null, moderatorId: 'm1', reason: '問題なし' } }),
      post(reported('d', 'u3', 'r1')),
      post({ type: 'ForumPostHidden', data: { postId: 'p1', replyId: 'r1', moderatorId: 'm1', reason: '個人攻撃', automatic: false } }),
      post(reported('e', 'u4', 'r1')),
    );
    const rows = await h.applyTwice(history, async () => ({
      posts: await h.rows('SELECT id, visibility, open_report_count FROM forum_posts'),
      replies: await h.rows('SELECT id, visibility, open_report_count FROM forum_replies'),
      reports: await h.rows('SELECT id, reply_id, reporter_id, outcome, outcome_reason FROM forum_reports ORDER BY id'),
      log: await h.rows('SELECT reply_id, author_id, action, moderator_id, reason FROM forum_moderation_log ORDER BY event_position'),
    }));
    expect(rows.posts).toEqual([{ id: 'p1', visibility: 'shown', open_report_count: 0 }]);
    // The report made after the hiding stays open: the reply is hidden, its report not yet reviewed.
    expect(rows.replies).toEqual([{ id: 'r1', visibility: 'hidden', open_report_count: 1 }]);
    expect(rows.reports).toEqual([
      { id: 'a', reply_id: null, reporter_id: 'u3', outcome: 'kept', outcome_reason: '問題なし' },
      { id: 'b', reply_id: null, reporter_id: 'u4', outcome: 'kept', outcome_reason: '問題なし' },
      { id: 'c', reply_id: null, reporter_id: 'u5', outcome: 'kept', outcome_reason: '問題なし' },
      { id: 'd', reply_id: 'r1', reporter_id: 'u3', outcome: 'hidden', outcome_reason: '個人攻撃' },
      { id: 'e', reply_id: 'r1', reporter_id: 'u4', outcome: 'pending', outcome_reason: null },
    ]);
    expect(rows.log).toEqual([
      { reply_id: null, author_id: 'u1', action: 'auto_hidden', moderator_id: null, reason: '3件の通報により確認まで非表示' },
      { reply_id: null, author_id: 'u1', action: 'restored', moderator_id: 'm1', reason: '問題なし' },
      { reply_id: 'r1', author_id: 'u2', action: 'hidden', moderator_id: 'm1', reason: '個人攻撃' },
    ]);
  });

  it('keeps edits with the versions they replaced, deletions and likes taken back, the same when applied twice', async () => {
    const history = given(
      post({ type: 'ForumPostCreated', data: { postId: 'p1', categoryId: 'general-question', authorId: 'u1', title: '題', content: '本文' } }),
      post(reply('r1', null)),
      post(reply('r2', null)),
      post({ type: 'ForumPostEdited', data: { postId: 'p1', title: '新しい題', content: '新しい本文', categoryId: 'matrix-usage' } }),
      post({ type: 'ForumReplyEdited', data: { postId: 'p1', replyId: 'r1', content: '直した返信' } }),
      post({ type: 'ForumPostEdited', data: { postId: 'p1', title: '三度目の題', content: '新しい本文', categoryId: 'matrix-usage' } }),
      post({ type: 'ForumPostLiked', data: { postId: 'p1', userId: 'u2' } }),
      post({ type: 'ForumPostLiked', data: { postId: 'p1', userId: 'u3' } }),
      post({ type: 'ForumPostUnliked', data: { postId: 'p1', userId: 'u2' } }),
      post({ type: 'ForumReplyLiked', data: { postId: 'p1', replyId: 'r1', userId: 'u1' } }),
      post({ type: 'ForumReplyLiked', data: { postId: 'p1', replyId: 'r1', userId: 'u3' } }),
      post({ type: 'ForumReplyUnliked', data: { postId: 'p1', replyId: 'r1', userId: 'u3' } }),
      post({ type: 'ForumReplyDeleted', data: { postId: 'p1', replyId: 'r2' } }),
      post({ type: 'ForumPostDeleted', data: { postId: 'p1' } }),
    );
    const rows = await h.applyTwice(history, async () => ({
      posts: await h.rows('SELECT id, title, content, category_id, search_text, like_count, reply_count, edited_at IS NOT NULL AS edited, deleted_at IS NOT NULL AS deleted FROM forum_posts'),
      replies: await h.rows('SELECT id, content, like_count, edited_at IS NOT NULL AS edited, deleted_at IS NOT NULL AS deleted FROM forum_replies ORDER BY id'),
      revisions: await h.rows('SELECT reply_id, title, category_id, content FROM forum_revisions ORDER BY event_position'),
      likes: await h.rows('SELECT user_id FROM forum_post_likes ORDER BY user_id'),
      replyLikes: await h.rows('SELECT reply_id, user_id FROM forum_reply_likes ORDER BY user_id'),
    }));
    expect(rows.posts).toEqual([
      {
        id: 'p1',
        title: '三度目の題',
        content: '新しい本文',
        category_id: 'matrix-usage',
        search_text: '三度目の題\n新しい本文',
        like_count: 1,
        reply_count: 1,
        edited: true,
        deleted: true,
      },
    ]);
    expect(rows.replies).toEqual([
      { id: 'r1', content: '直した返信', like_count: 1, edited: true, deleted: false },
      { id: 'r2', content: '返信', like_count: 0, edited: false, deleted: true },
    ]);
    expect(rows.revisions).toEqual([
      { reply_id: null, title: '題', category_id: 'general-question', content: '本文' },
      { reply_id: 'r1', title: null, category_id: null, content: '返信' },
      { reply_id: null, title: '新しい題', category_id: 'matrix-usage', content: '新しい本文' },
    ]);
    expect(rows.likes).toEqual([{ user_id: 'u3' }]);
    expect(rows.replyLikes).toEqual([{ reply_id: 'r1', user_id: 'u1' }]);
  });

  it('leaves through applyBatch, in batches of any size and applied again, what apply leaves event by event', async () => {
    const other = inStream('forum-post-p2');
    const log = given(
      post({ type: 'ForumPostCreated', data: { postId: 'p1', categoryId: 'matrix-usage', authorId: 'u1', title: '題1', content: '本文1' } }),
      other({ type: 'ForumPostCreated', data: { postId: 'p2', categoryId: 'general-question', authorId: 'u2', title: '題2', content: '本文2' } }),
      post(reply('r1', null)),
      post({ type: 'ForumPostViewed', data: { postId: 'p1' } }),
      post({ type: 'ForumPostLiked', data: { postId: 'p1', userId: 'u2' } }),
      other({ type: 'ForumPostViewed', data: { postId: 'p2' } }),
      post({ type: 'ForumPostPinned', data: { postId: 'p1', isPinned: true } }),
      post({ type: 'ForumPostReported', data: { postId: 'p1', replyId: 'r1', reportId: 'rep1', reporterId: 'u1', reason: '理由' } }),
      post(reply('r2', 'r1')),
      post({ type: 'ForumPostViewed', data: { postId: 'p1' } }),
      other({ type: 'ForumPostLiked', data: { postId: 'p2', userId: 'u1' } }),
      post({ type: 'ForumPostLiked', data: { postId: 'p1', userId: 'u3' } }),
      post({ type: 'ForumPostHidden', data: { postId: 'p1', replyId: 'r1', moderatorId: 'm1', reason: '個人攻撃', automatic: false } }),
      other({ type: 'ForumPostViewed', data: { postId: 'p2' } }),
      other({ type: 'ForumPostUnliked', data: { postId: 'p2', userId: 'u1' } }),
      other({ type: 'ForumPostLiked', data: { postId: 'p2', userId: 'u1' } }),
      post({ type: 'ForumReplyDeleted', data: { postId: 'p1', replyId: 'r2' } }),
      post(reply('r3', null)),
      other({ type: 'ForumPostEdited', data: { postId: 'p2', title: '題2改', content: '本文2', categoryId: 'general-question' } }),
    );
    const snapshot = async () => ({
      posts: await h.rows(
        'SELECT id, title, search_text, is_pinned, view_count, like_count, reply_count, last_reply_at, updated_at, views_position, visibility, edited_at FROM forum_posts ORDER BY id',
      ),
      replies: await h.rows('SELECT id, post_id, parent_reply_id, visibility, open_report_count, event_position FROM forum_replies ORDER BY id'),
      likes: await h.rows('SELECT post_id, user_id FROM forum_post_likes ORDER BY post_id, user_id'),
      reports: await h.rows('SELECT id, outcome FROM forum_reports ORDER BY id'),
      log: await h.rows('SELECT reply_id, author_id, action FROM forum_moderation_log ORDER BY event_position'),
    });
    await h.apply(log);
    const expected = await snapshot();
    expect(expected.posts.map((p) => [p.id, p.view_count, p.like_count, p.reply_count])).toEqual([
      ['p1', 2, 2, 2],
      ['p2', 2, 1, 0],
    ]);
    for (const size of [2, 3, 5, 14, 19]) {
      await h.truncate();
      await h.applyInBatches(log, size);
      expect(await snapshot()).toEqual(expected);
      await h.applyInBatches(log, size);
      expect(await snapshot()).toEqual(expected);
    }
  });
});
