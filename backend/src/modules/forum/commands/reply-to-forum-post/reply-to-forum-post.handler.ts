import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ReplyToForumPost } from '../../domain/forum-post.commands.js';
import { forumPostDecider, forumPostStreamId } from '../../domain/forum-post.js';

@CommandHandler(ReplyToForumPost)
export class ReplyToForumPostHandler implements ICommandHandler<ReplyToForumPost> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: ReplyToForumPost): Promise<{ id: string }> {
    await this.aggregates.execute(forumPostStreamId(command.data.postId), forumPostDecider, (state) => forumPostDecider.decide(command, state));
    return { id: command.data.replyId };
  }
}
