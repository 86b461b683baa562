import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import type { ForumPostEvent } from '../events/forum-post.events.js';
import { CreateForumPost, LikeForumPost, PinForumPost, ReplyToForumPost } from './forum-post.commands.js';
import { forumPostDecider } from './forum-post.js';
import { searchTerms } from './forum-text.js';

const { given } = deciderSpec(forumPostDecider);
const author = aSessionUser({ id: 'author' });
const reader = aSessionUser({ id: 'reader' });

const create = (overrides: Partial<CreateForumPost['data']> = {}) =>
  new CreateForumPost({ postId: 'p1', title: '1on1の頻度', content: '週1回で足りますか？', categoryId: 'one-on-one-practice', ...overrides }, author);
const created: ForumPostEvent = {
  type: 'ForumPostCreated',
  data: { postId: 'p1', categoryId: 'one-on-one-practice', authorId: 'author', title: '1on1の頻度', content: '週1回で足りますか？' },
};
const reply = (replyId: string, parentReplyId: string | null, content = 'はい') =>
  new ReplyToForumPost({ postId: 'p1', replyId, parentReplyId, content }, reader);
const replied = (replyId: string, parentReplyId: string | null): ForumPostEvent => ({
  type: 'ForumReplyAdded',
  data: { postId: 'p1', replyId, parentReplyId, authorId: 'reader', content: 'はい' },
});
const like = new LikeForumPost({ postId: 'p1' }, reader);

describe('forum post decider', () => {
  it('creates a post with trimmed texts', () => {
    given().when(create({ title: '  1on1の頻度 ', content: '\n週1回で足りますか？\n' })).then([created]);
  });
  it.each([
    [{ title: '  ' }, 'FORUM.INVALID_TEXT', 'タイトルは必須です'],
    [{ title: 'あ'.repeat(101) }, 'FORUM.INVALID_TEXT', 'タイトルは100文字以内で入力してください'],
    [{ content: '' }, 'FORUM.INVALID_TEXT', '本文を入力してください'],
    [{ content: 'あ'.repeat(5001) }, 'FORUM.INVALID_TEXT', '本文は5000文字以内で入力してください'],
    [{ categoryId: 'nope' }, 'FORUM.UNKNOWN_CATEGORY', 'カテゴリーが見つかりません'],
  ])('refuses %j', (overrides, code, message) => {
    given().when(create(overrides)).thenFails(code, { kind: 'validation', message });
  });
  it('answers replies to the post and nested replies, but not to an unknown reply', () => {
    given(created).when(reply('r1', null)).then([replied('r1', null)]);
    given(created, replied('r1', null)).when(reply('r2', 'r1')).then([replied('r2', 'r1')]);
    given(created).when(reply('r2', 'unknown')).thenFails('FORUM.REPLY_NOT_FOUND', { kind: 'not_found' });
    given().when(reply('r1', null)).thenFails('FORUM.POST_NOT_FOUND', { kind: 'not_found' });
  });
  it('counts a like once per person', () => {
    const liked: ForumPostEvent = { type: 'ForumPostLiked', data: { postId: 'p1', userId: 'reader' } };
    given(created).when(like).then([liked]);
    given(created, liked).when(like).thenFails('FORUM.ALREADY_LIKED', { kind: 'conflict', message: 'この投稿には既にいいねしています' });
  });
  it('pins and unpins, and pinning a pinned post records nothing', () => {
    const pinned: ForumPostEvent = { type: 'ForumPostPinned', data: { postId: 'p1', isPinned: true } };
    given(created).when(new PinForumPost({ postId: 'p1', isPinned: true }, reader)).then([pinned]);
    given(created, pinned).when(new PinForumPost({ postId: 'p1', isPinned: true }, reader)).then([]);
  });
  it('splits search queries on any white space after NFKC folding', () => {
    expect(searchTerms('　ＭＳ マトリックス　 1on1 ')).toEqual(['ms', 'マトリックス', '1on1']);
    expect(searchTerms('ｶﾀｶﾅ')).toEqual(['カタカナ']);
  });
});
