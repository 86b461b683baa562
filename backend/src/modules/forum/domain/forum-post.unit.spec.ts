import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import type { ForumPostEvent } from '../events/forum-post.events.js';
import { CreateForumPost, HideForumPost, LikeForumPost, PinForumPost, ReplyToForumPost, ReportForumPost, RestoreForumPost } from './forum-post.commands.js';
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

  describe('moderation', () => {
    const moderator = aSessionUser({ id: 'moderator' });
    const report = (who: string, replyId: string | null = null, reason = '不適切です') =>
      new ReportForumPost({ postId: 'p1', replyId, reportId: `report-${who}`, reason }, aSessionUser({ id: who }));
    const reported = (who: string, replyId: string | null = null): ForumPostEvent => ({
      type: 'ForumPostReported',
      data: { postId: 'p1', replyId, reportId: `report-${who}`, reporterId: who, reason: '不適切です' },
    });
    const autoHidden = (replyId: string | null = null): ForumPostEvent => ({
      type: 'ForumPostHidden',
      data: { postId: 'p1', replyId, moderatorId: null, reason: '3件の通報により確認まで非表示', automatic: true },
    });
    const hidden = (replyId: string | null = null): ForumPostEvent => ({
      type: 'ForumPostHidden',
      data: { postId: 'p1', replyId, moderatorId: 'moderator', reason: '規約違反', automatic: false },
    });
    const restored = (replyId: string | null = null): ForumPostEvent => ({
      type: 'ForumPostRestored',
      data: { postId: 'p1', replyId, moderatorId: 'moderator', reason: '問題なし' },
    });
    const hide = (replyId: string | null = null) => new HideForumPost({ postId: 'p1', replyId, reason: '  規約違反 ' }, moderator);
    const restore = (replyId: string | null = null) => new RestoreForumPost({ postId: 'p1', replyId, reason: '問題なし' }, moderator);

    it('records a report with its trimmed reason and the reporter', () => {
      given(created).when(report('a', null, '  不適切です ')).then([reported('a')]);
    });
    it('refuses a report of one’s own post or reply, a second report, a blank reason, an unknown post or reply', () => {
      given(created).when(report('author')).thenFails('MODERATION.OWN_POST_REPORT', { kind: 'validation', message: '自分の投稿は通報できません' });
      given(created, replied('r1', null)).when(report('reader', 'r1')).thenFails('MODERATION.OWN_POST_REPORT');
      given(created, reported('a')).when(report('a')).thenFails('MODERATION.ALREADY_REPORTED', { kind: 'conflict', message: 'この投稿は既に通報済みです' });
      given(created).when(report('a', null, ' ')).thenFails('MODERATION.INVALID_REASON', { message: '理由を入力してください' });
      given(created).when(report('a', null, 'あ'.repeat(501))).thenFails('MODERATION.INVALID_REASON', { message: '理由は500文字以内で入力してください' });
      given().when(report('a')).thenFails('FORUM.POST_NOT_FOUND', { kind: 'not_found' });
      given(created).when(report('a', 'nope')).thenFails('FORUM.REPLY_NOT_FOUND', { kind: 'not_found' });
    });
    it('hides the post with the third report until a moderator reviews it; a hidden post takes no reply, like, view or report', () => {
      given(created, reported('a'), reported('b')).when(report('c')).then([reported('c'), autoHidden()]);
      const pending = [created, reported('a'), reported('b'), reported('c'), autoHidden()];
      given(...pending).when(like).thenFails('FORUM.POST_NOT_FOUND');
      given(...pending).when(reply('r1', null)).thenFails('FORUM.POST_NOT_FOUND');
      given(...pending).when(report('d')).thenFails('FORUM.POST_NOT_FOUND');
    });
    it('counts reports per text: the post’s and a reply’s are apart', () => {
      given(created, replied('r1', null), reported('a'), reported('b')).when(report('c', 'r1')).then([reported('c', 'r1')]);
      given(created, replied('r1', null), reported('a', 'r1'), reported('b', 'r1')).when(report('c', 'r1')).then([reported('c', 'r1'), autoHidden('r1')]);
    });
    it('lets a moderator hide (also a post awaiting review) and restore, with a reason, once each', () => {
      given(created).when(hide()).then([hidden()]);
      given(created, reported('a'), reported('b'), reported('c'), autoHidden()).when(hide()).then([hidden()]);
      given(created, hidden()).when(hide()).thenFails('MODERATION.ALREADY_HIDDEN', { kind: 'conflict' });
      given(created, hidden()).when(restore()).then([restored()]);
      given(created).when(restore()).thenFails('MODERATION.NOT_HIDDEN', { kind: 'conflict' });
      given(created, replied('r1', null)).when(hide('r1')).then([hidden('r1')]);
      given(created).when(hide('r1')).thenFails('FORUM.REPLY_NOT_FOUND');
      given(created).when(new HideForumPost({ postId: 'p1', replyId: null, reason: '' }, moderator)).thenFails('MODERATION.INVALID_REASON');
    });
    it('counts reports afresh after a review, and a hidden reply takes no nested reply', () => {
      given(created, reported('a'), hidden(), restored()).when(report('a')).then([reported('a')]);
      given(created, replied('r1', null), hidden('r1')).when(reply('r2', 'r1')).thenFails('FORUM.REPLY_NOT_FOUND');
      given(created, replied('r1', null), hidden('r1')).when(like).then([{ type: 'ForumPostLiked', data: { postId: 'p1', userId: 'reader' } }]);
    });
  });
});
