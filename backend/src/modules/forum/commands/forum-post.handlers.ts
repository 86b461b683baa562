import { passThrough } from '../../../platform/commands/pass-through.js';
import {
  CreateForumPost,
  DeleteForumPost,
  EditForumPost,
  EditForumReply,
  HideForumPost,
  LikeForumPost,
  LikeForumReply,
  PinForumPost,
  RecordForumPostView,
  ReplyToForumPost,
  ReportForumPost,
  RestoreForumPost,
  UnlikeForumPost,
} from '../domain/forum-post.commands.js';
import { forumPostDecider, forumPostStream } from '../domain/forum-post.js';

const onPost = (command: { data: { postId: string } }) => forumPostStream.streamId(command.data.postId);

/**
 * Every forum command decides on its post's stream alone (who may do what is the route's access
 * rule and the decider's: the decider refuses a member's report of their own text, a second
 * report and a report of a hidden text; moderators hiding or restoring are named in the event and
 * the log), so each is a pass-through registration (platform/commands/pass-through.ts).
 */
export const FORUM_POST_COMMAND_HANDLERS = [
  passThrough(CreateForumPost, onPost, forumPostDecider, (c) => ({ id: c.data.postId })),
  passThrough(ReplyToForumPost, onPost, forumPostDecider, (c) => ({ id: c.data.replyId })),
  passThrough(LikeForumPost, onPost, forumPostDecider),
  passThrough(UnlikeForumPost, onPost, forumPostDecider),
  passThrough(LikeForumReply, onPost, forumPostDecider),
  passThrough(RecordForumPostView, onPost, forumPostDecider),
  passThrough(PinForumPost, onPost, forumPostDecider),
  passThrough(ReportForumPost, onPost, forumPostDecider, (c) => ({ id: c.data.reportId })),
  passThrough(HideForumPost, onPost, forumPostDecider),
  passThrough(RestoreForumPost, onPost, forumPostDecider),
  passThrough(EditForumPost, onPost, forumPostDecider),
  passThrough(EditForumReply, onPost, forumPostDecider),
  passThrough(DeleteForumPost, onPost, forumPostDecider),
];
