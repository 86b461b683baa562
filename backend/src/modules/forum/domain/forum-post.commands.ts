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

export type ForumPostCommand = CreateForumPost | ReplyToForumPost | LikeForumPost | RecordForumPostView | PinForumPost;
