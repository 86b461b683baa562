import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { CreateForumPost } from '../../domain/forum-post.commands.js';
import { forumPostDecider, forumPostStreamId } from '../../domain/forum-post.js';

@CommandHandler(CreateForumPost)
export class CreateForumPostHandler implements ICommandHandler<CreateForumPost> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: CreateForumPost): Promise<{ id: string }> {
    await this.aggregates.execute(forumPostStreamId(command.data.postId), forumPostDecider, (state) => forumPostDecider.decide(command, state));
    return { id: command.data.postId };
  }
}
