// The anonymous-posts module's public surface: other modules import only from here.
export { AnonymousPostsModule } from './anonymous-posts.module.js';
// Commands the demo seeder may run, exactly as the HTTP layer does.
export { CreateAnonymousPost, SupportAnonymousPost, ReplyToAnonymousPost } from './domain/anonymous-post.commands.js';
// The moderation desk merges the anonymous posts' queue and log with the forum's.
export { GetModerationQueueQuery as GetAnonymousModerationQueueQuery } from './queries/get-moderation-queue/get-moderation-queue.query.js';
export { GetModerationLogQuery as GetAnonymousModerationLogQuery } from './queries/get-moderation-log/get-moderation-log.query.js';
export type { AnonymousPostEvent } from './events/anonymous-post.events.js';
// Notifications find the author of an anonymous post by its owner proof, never by a stored id (decision 0082).
export { OwnershipProofs } from './commands/ownership-proofs.js';
