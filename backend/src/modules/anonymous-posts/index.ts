// The anonymous-posts module's public surface: other modules import only from here.
export { AnonymousPostsModule } from './anonymous-posts.module.js';
// Commands the demo seeder may run, exactly as the HTTP layer does.
export { CreateAnonymousPost, SupportAnonymousPost, ReplyToAnonymousPost } from './domain/anonymous-post.commands.js';
