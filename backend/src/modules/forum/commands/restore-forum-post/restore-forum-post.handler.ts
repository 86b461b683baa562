import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { RestoreForumPost } from '../../domain/forum-post.commands.js';
import { forumPostDecider, forumPostStreamId } from '../../domain/forum-post.js';

/** Moderators only (the route's access rule); the moderator is named in the event and the log. */
@CommandHandler(RestoreForumPost)
export class RestoreForumPostHandler implements ICommandHandler<RestoreForumPost> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: RestoreForumPost): Promise<void> {
    await this.aggregates.execute(forumPostStreamId(command.data.postId), forumPostDecider, (state) => forumPostDecider.decide(command, state));
  }
}
