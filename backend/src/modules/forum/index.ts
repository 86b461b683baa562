// The forum module's public surface: other modules import only from here.
export { ForumModule } from './forum.module.js';
// Commands the demo seeder may run, exactly as the HTTP layer does.
export { CreateForumPost, ReplyToForumPost, LikeForumPost, RecordForumPostView, PinForumPost } from './domain/forum-post.commands.js';
export { FORUM_CATEGORIES } from './domain/forum-categories.js';
