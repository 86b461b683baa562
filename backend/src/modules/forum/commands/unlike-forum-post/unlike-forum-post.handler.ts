import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { UnlikeForumPost } from '../../domain/forum-post.commands.js';
import { forumPostDecider, forumPostStreamId } from '../../domain/forum-post.js';

@CommandHandler(UnlikeForumPost)
export class UnlikeForumPostHandler implements ICommandHandler<UnlikeForumPost> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: UnlikeForumPost): Promise<void> {
    await this.aggregates.execute(forumPostStreamId(command.data.postId), forumPostDecider, (state) => forumPostDecider.decide(command, state));
  }
}
