import type { DomainEvent } from '../../../../platform/event-store/event.js';
import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { CreateForumReadModels1765100100000 } from '../../migrations/1765100100000-create-forum-read-models.js';
import { ForumBoardProjection } from './forum-board.projection.js';

const post = inStream('forum-post-p1');
const reply = (replyId: string, parentReplyId: string | null): DomainEvent => ({
  type: 'ForumReplyAdded',
  data: { postId: 'p1', replyId, parentReplyId, authorId: 'u2', content: '返信' },
});

describe('ForumBoardProjection', () => {
  const h = projectionHarness([new ForumBoardProjection()], [CreateForumReadModels1765100100000]);

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
});
