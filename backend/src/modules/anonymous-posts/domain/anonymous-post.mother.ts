import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { AnonymousPostEvent } from '../events/anonymous-post.events.js';
import {
  CreateAnonymousPost,
  DeleteAnonymousPost,
  HideAnonymousPost,
  ReplyToAnonymousPost,
  ReportAnonymousPost,
  RestoreAnonymousPost,
  SupportAnonymousPost,
} from './anonymous-post.commands.js';

export const POST_ID = 'post-1';
/** Proofs are hex strings; these stand for "the author" and "someone else". */
export const AUTHOR_PROOF = 'aa'.repeat(32);
export const OTHER_PROOF = 'bb'.repeat(32);

const user = (id: string) => aSessionUser({ id });

export const aPostCreated = (content = '今日はつらかった'): AnonymousPostEvent => ({
  type: 'AnonymousPostCreated',
  data: { postId: POST_ID, content, ownerProof: AUTHOR_PROOF },
});
export const aReport = (reporterId: string, reportId = `report-${reporterId}`): AnonymousPostEvent => ({
  type: 'AnonymousPostReported',
  data: { postId: POST_ID, reportId, reporterId, reason: '不適切' },
});
export const aHiding = (automatic: boolean): AnonymousPostEvent => ({
  type: 'AnonymousPostHidden',
  data: { postId: POST_ID, moderatorId: automatic ? null : 'moderator', reason: automatic ? '3件の通報により確認まで非表示' : '規約違反', automatic },
});

export const create = (content: string) => new CreateAnonymousPost({ postId: POST_ID, content }, user('author'));
export const support = (by = 'someone') => new SupportAnonymousPost({ postId: POST_ID }, user(by));
export const reply = (content: string) => new ReplyToAnonymousPost({ postId: POST_ID, replyId: 'reply-1', content }, user('someone'));
export const remove = () => new DeleteAnonymousPost({ postId: POST_ID }, user('someone'));
export const report = (by: string, reason = '不適切') => new ReportAnonymousPost({ postId: POST_ID, reportId: `report-${by}`, reason }, user(by));
export const hide = (reason = '規約違反') => new HideAnonymousPost({ postId: POST_ID, reason }, user('moderator'));
export const restore = (reason = '問題なし') => new RestoreAnonymousPost({ postId: POST_ID, reason }, user('moderator'));
