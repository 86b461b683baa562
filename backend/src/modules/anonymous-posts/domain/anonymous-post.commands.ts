import { UserCommand } from '../../../platform/domain/command.js';

// Commands of an anonymous post (stream `anonymous-post-<postId>`). The actor is known to the
// handler, which turns it into keyed hashes (the decider's facts); no event stores the actor
// except a reporter's or a moderator's own id.

export class CreateAnonymousPost extends UserCommand<'CreateAnonymousPost', { postId: string; content: string }, { id: string }> {
  readonly type = 'CreateAnonymousPost';
}

export class SupportAnonymousPost extends UserCommand<'SupportAnonymousPost', { postId: string }> {
  readonly type = 'SupportAnonymousPost';
}

export class ReplyToAnonymousPost extends UserCommand<'ReplyToAnonymousPost', { postId: string; replyId: string; content: string }, { id: string }> {
  readonly type = 'ReplyToAnonymousPost';
}

/** Only the author may delete; anyone else is told the post does not exist. */
export class DeleteAnonymousPost extends UserCommand<'DeleteAnonymousPost', { postId: string }> {
  readonly type = 'DeleteAnonymousPost';
}

export class ReportAnonymousPost extends UserCommand<'ReportAnonymousPost', { postId: string; reportId: string; reason: string }, { id: string }> {
  readonly type = 'ReportAnonymousPost';
}

/** Moderators (team_admin, admin). */
export class HideAnonymousPost extends UserCommand<'HideAnonymousPost', { postId: string; reason: string }> {
  readonly type = 'HideAnonymousPost';
}

/** Moderators (team_admin, admin). */
export class RestoreAnonymousPost extends UserCommand<'RestoreAnonymousPost', { postId: string; reason: string }> {
  readonly type = 'RestoreAnonymousPost';
}

export type AnonymousPostCommand =
  | CreateAnonymousPost
  | SupportAnonymousPost
  | ReplyToAnonymousPost
  | DeleteAnonymousPost
  | ReportAnonymousPost
  | HideAnonymousPost
  | RestoreAnonymousPost;
