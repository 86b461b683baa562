import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { LikeForumReply } from '../../domain/forum-post.commands.js';
import { forumPostDecider, forumPostStreamId } from '../../domain/forum-post.js';

@CommandHandler(LikeForumReply)
export class LikeForumReplyHandler implements ICommandHandler<LikeForumReply> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: LikeForumReply): Promise<void> {
    await this.aggregates.execute(forumPostStreamId(command.data.postId), forumPostDecider, (state) => forumPostDecider.decide(command, state));
  }
}
