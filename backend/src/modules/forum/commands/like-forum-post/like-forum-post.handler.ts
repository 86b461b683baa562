import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { LikeForumPost } from '../../domain/forum-post.commands.js';
import { forumPostDecider, forumPostStreamId } from '../../domain/forum-post.js';

@CommandHandler(LikeForumPost)
export class LikeForumPostHandler implements ICommandHandler<LikeForumPost> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: LikeForumPost): Promise<void> {
    await this.aggregates.execute(forumPostStreamId(command.data.postId), forumPostDecider, (state) => forumPostDecider.decide(command, state));
  }
}
