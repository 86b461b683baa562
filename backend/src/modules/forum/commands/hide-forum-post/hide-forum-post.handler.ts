import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { HideForumPost } from '../../domain/forum-post.commands.js';
import { forumPostDecider, forumPostStreamId } from '../../domain/forum-post.js';

/** Moderators only (the route's access rule); the moderator is named in the event and the log. */
@CommandHandler(HideForumPost)
export class HideForumPostHandler implements ICommandHandler<HideForumPost> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: HideForumPost): Promise<void> {
    await this.aggregates.execute(forumPostStreamId(command.data.postId), forumPostDecider, (state) => forumPostDecider.decide(command, state));
  }
}
