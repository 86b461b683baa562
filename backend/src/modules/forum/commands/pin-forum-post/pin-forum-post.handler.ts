import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { PinForumPost } from '../../domain/forum-post.commands.js';
import { forumPostDecider, forumPostStreamId } from '../../domain/forum-post.js';

@CommandHandler(PinForumPost)
export class PinForumPostHandler implements ICommandHandler<PinForumPost> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: PinForumPost): Promise<void> {
    await this.aggregates.execute(forumPostStreamId(command.data.postId), forumPostDecider, (state) => forumPostDecider.decide(command, state));
  }
}
