import { UserCommand } from '../../../platform/domain/command.js';

// Commands of a forum post (stream `forum-post-<postId>`). Ids are generated where a command is created.

export class CreateForumPost extends UserCommand<
  'CreateForumPost',
  { postId: string; title: string; content: string; categoryId: string },
  { id: string }
> {
  readonly type = 'CreateForumPost';
}

export class ReplyToForumPost extends UserCommand<
  'ReplyToForumPost',
  { postId: string; replyId: string; parentReplyId: string | null; content: string },
  { id: string }
> {
  readonly type = 'ReplyToForumPost';
}

/** Once per person: a second like is a 409 that changes nothing. */
export class LikeForumPost extends UserCommand<'LikeForumPost', { postId: string }> {
  readonly type = 'LikeForumPost';
}

export class RecordForumPostView extends UserCommand<'RecordForumPostView', { postId: string }> {
  readonly type = 'RecordForumPostView';
}

/** Moderators (team_admin, admin): the route's access rule. */
export class PinForumPost extends UserCommand<'PinForumPost', { postId: string; isPinned: boolean }> {
  readonly type = 'PinForumPost';
}

/** Any member, of the post (`replyId` null) or of one of its replies; never of their own text. */
export class ReportForumPost extends UserCommand<
  'ReportForumPost',
  { postId: string; replyId: string | null; reportId: string; reason: string },
  { id: string }
> {
  readonly type = 'ReportForumPost';
}

/** Moderators (team_admin, admin): the route's access rule. */
export class HideForumPost extends UserCommand<'HideForumPost', { postId: string; replyId: string | null; reason: string }> {
  readonly type = 'HideForumPost';
}

/** Moderators (team_admin, admin): the route's access rule. */
export class RestoreForumPost extends UserCommand<'RestoreForumPost', { postId: string; replyId: string | null; reason: string }> {
  readonly type = 'RestoreForumPost';
}

/** The author only: a new title, content and category (each optional: the current one stays). */
export class EditForumPost extends UserCommand<'EditForumPost', { postId: string; title?: string; content?: string; categoryId?: string }> {
  readonly type = 'EditForumPost';
}

/** The reply's author only. */
export class EditForumReply extends UserCommand<'EditForumReply', { postId: string; replyId: string; content: string }> {
  readonly type = 'EditForumReply';
}

/** The author only: the post (`replyId` null) or one of their replies. */
export class DeleteForumPost extends UserCommand<'DeleteForumPost', { postId: string; replyId: string | null }> {
  readonly type = 'DeleteForumPost';
}

/** A like of one of the post's replies; once per person, like the post's. */
export class LikeForumReply extends UserCommand<'LikeForumReply', { postId: string; replyId: string }> {
  readonly type = 'LikeForumReply';
}

/** Takes back the caller's like of the post (`replyId` null) or of a reply; nothing happens when there is none. */
export class UnlikeForumPost extends UserCommand<'UnlikeForumPost', { postId: string; replyId: string | null }> {
  readonly type = 'UnlikeForumPost';
}

export type ForumPostCommand =
  | CreateForumPost
  | ReplyToForumPost
  | LikeForumPost
  | RecordForumPostView
  | PinForumPost
  | ReportForumPost
  | HideForumPost
  | RestoreForumPost
  | EditForumPost
  | EditForumReply
  | DeleteForumPost
  | LikeForumReply
  | UnlikeForumPost;
