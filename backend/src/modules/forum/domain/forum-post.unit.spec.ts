import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import type { ForumPostEvent } from '../events/forum-post.events.js';
import {
  CreateForumPost,
  DeleteForumPost,
  EditForumPost,
  EditForumReply,
  HideForumPost,
  LikeForumPost,
  LikeForumReply,
  PinForumPost,
  ReplyToForumPost,
  ReportForumPost,
  RestoreForumPost,
  UnlikeForumPost,
} from './forum-post.commands.js';
import { forumPostDecider } from './forum-post.js';

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

  describe("the author's edits and deletions, likes of replies and taking likes back", () => {
    const edit = (data: Omit<EditForumPost['data'], 'postId'>, who = author) => new EditForumPost({ postId: 'p1', ...data }, who);
    const edited = (title: string, content: string, categoryId = 'one-on-one-practice'): ForumPostEvent => ({
      type: 'ForumPostEdited',
      data: { postId: 'p1', title, content, categoryId },
    });
    const editReply = (content: string, who = reader) => new EditForumReply({ postId: 'p1', replyId: 'r1', content }, who);
    const postDeleted: ForumPostEvent = { type: 'ForumPostDeleted', data: { postId: 'p1' } };
    const replyDeleted: ForumPostEvent = { type: 'ForumReplyDeleted', data: { postId: 'p1', replyId: 'r1' } };
    const replyLiked: ForumPostEvent = { type: 'ForumReplyLiked', data: { postId: 'p1', replyId: 'r1', userId: 'author' } };

    it('edits the post with trimmed texts, keeping what the edit does not name, and an unchanged edit records nothing', () => {
      given(created).when(edit({ title: ' 新しい題 ' })).then([edited('新しい題', '週1回で足りますか？')]);
      given(created).when(edit({ content: '隔週では？', categoryId: 'matrix-usage' })).then([edited('1on1の頻度', '隔週では？', 'matrix-usage')]);
      given(created, edited('新しい題', '本文')).when(edit({ title: '新しい題', content: ' 本文 ' })).then([]);
    });
    it('refuses an edit as creation refuses a post, by someone else, of a hidden or deleted post', () => {
      given(created).when(edit({ title: ' ' })).thenFails('FORUM.INVALID_TEXT', { message: 'タイトルは必須です' });
      given(created).when(edit({ content: 'あ'.repeat(5001) })).thenFails('FORUM.INVALID_TEXT', { message: '本文は5000文字以内で入力してください' });
      given(created).when(edit({ categoryId: 'nope' })).thenFails('FORUM.UNKNOWN_CATEGORY');
      given(created).when(edit({ title: '乗っ取り' }, reader)).thenFails('FORUM.NOT_AUTHOR', { kind: 'forbidden', message: '自分の投稿・コメントのみ編集・削除できます' });
      given(created, postDeleted).when(edit({ title: '復活' })).thenFails('FORUM.POST_DELETED', { kind: 'not_found', message: 'この投稿は削除されました' });
      given().when(edit({ title: '題' })).thenFails('FORUM.POST_NOT_FOUND');
    });
    it("edits and deletes the author's own reply only", () => {
      given(created, replied('r1', null)).when(editReply(' 直した ')).then([{ type: 'ForumReplyEdited', data: { postId: 'p1', replyId: 'r1', content: '直した' } }]);
      given(created, replied('r1', null)).when(editReply('はい')).then([]);
      given(created, replied('r1', null)).when(editReply(' ')).thenFails('FORUM.INVALID_TEXT', { message: '返信内容を入力してください' });
      given(created, replied('r1', null)).when(editReply('乗っ取り', author)).thenFails('FORUM.NOT_AUTHOR');
      given(created, replied('r1', null)).when(new DeleteForumPost({ postId: 'p1', replyId: 'r1' }, reader)).then([replyDeleted]);
      given(created, replied('r1', null)).when(new DeleteForumPost({ postId: 'p1', replyId: 'r1' }, author)).thenFails('FORUM.NOT_AUTHOR');
      given(created, replied('r1', null), replyDeleted).when(editReply('復活')).thenFails('FORUM.REPLY_DELETED', { message: 'このコメントは削除されました' });
      given(created, replied('r1', null), replyDeleted).when(reply('r2', 'r1')).thenFails('FORUM.REPLY_DELETED');
    });
    it('deletes the post for its author only, once; a moderator still decides its reports', () => {
      given(created).when(new DeleteForumPost({ postId: 'p1', replyId: null }, author)).then([postDeleted]);
      given(created).when(new DeleteForumPost({ postId: 'p1', replyId: null }, reader)).thenFails('FORUM.NOT_AUTHOR');
      given(created, postDeleted).when(new DeleteForumPost({ postId: 'p1', replyId: null }, author)).thenFails('FORUM.POST_DELETED');
      given(created, postDeleted).when(like).thenFails('FORUM.POST_DELETED');
      given(created, postDeleted)
        .when(new HideForumPost({ postId: 'p1', replyId: null, reason: '規約違反' }, aSessionUser({ id: 'moderator' })))
        .then([{ type: 'ForumPostHidden', data: { postId: 'p1', replyId: null, moderatorId: 'moderator', reason: '規約違反', automatic: false } }]);
    });
    it('likes a reply once per person and takes likes back; taking back a like there is not records nothing', () => {
      const likeReply = new LikeForumReply({ postId: 'p1', replyId: 'r1' }, author);
      given(created, replied('r1', null)).when(likeReply).then([replyLiked]);
      given(created, replied('r1', null), replyLiked).when(likeReply).thenFails('FORUM.ALREADY_LIKED_REPLY', { kind: 'conflict' });
      given(created, replied('r1', null), replyLiked)
        .when(new UnlikeForumPost({ postId: 'p1', replyId: 'r1' }, author))
        .then([{ type: 'ForumReplyUnliked', data: { postId: 'p1', replyId: 'r1', userId: 'author' } }]);
      given(created, replied('r1', null)).when(new UnlikeForumPost({ postId: 'p1', replyId: 'r1' }, author)).then([]);
      given(created, { type: 'ForumPostLiked', data: { postId: 'p1', userId: 'reader' } })
        .when(new UnlikeForumPost({ postId: 'p1', replyId: null }, reader))
        .then([{ type: 'ForumPostUnliked', data: { postId: 'p1', userId: 'reader' } }]);
      given(created).when(new UnlikeForumPost({ postId: 'p1', replyId: null }, reader)).then([]);
      given(created, { type: 'ForumPostLiked', data: { postId: 'p1', userId: 'reader' } }, { type: 'ForumPostUnliked', data: { postId: 'p1', userId: 'reader' } })
        .when(like)
        .then([{ type: 'ForumPostLiked', data: { postId: 'p1', userId: 'reader' } }]);
      given(created).when(new LikeForumReply({ postId: 'p1', replyId: 'nope' }, author)).thenFails('FORUM.REPLY_NOT_FOUND');
    });
  });
});
