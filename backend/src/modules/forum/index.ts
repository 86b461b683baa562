// The forum module's public surface: other modules import only from here.
export { ForumModule } from './forum.module.js';
// Commands the demo seeder may run, exactly as the HTTP layer does.
export { CreateForumPost, ReplyToForumPost, LikeForumPost, RecordForumPostView, PinForumPost } from './domain/forum-post.commands.js';
export { FORUM_CATEGORIES } from './domain/forum-categories.js';
// The moderation desk merges the forum's queue and log with the anonymous posts'.
export { GetForumModerationQueueQuery } from './queries/get-forum-moderation-queue/get-forum-moderation-queue.query.js';
export { GetForumModerationLogQuery } from './queries/get-forum-moderation-log/get-forum-moderation-log.query.js';
export type { ForumQueueItem, ForumModerationLogEntry } from './http/forum.response.dto.js';
export { ReportForumPost, HideForumPost, RestoreForumPost } from './domain/forum-post.commands.js';
export type { ForumPostEvent } from './events/forum-post.events.js';
// The global search asks the forum for the posts a query finds.
export { ForumSearch } from './queries/forum-search.js';
