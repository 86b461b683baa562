import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { RecordForumPostView } from '../../domain/forum-post.commands.js';
import { forumPostDecider, forumPostStreamId } from '../../domain/forum-post.js';

@CommandHandler(RecordForumPostView)
export class RecordForumPostViewHandler implements ICommandHandler<RecordForumPostView> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: RecordForumPostView): Promise<void> {
    await this.aggregates.execute(forumPostStreamId(command.data.postId), forumPostDecider, (state) => forumPostDecider.decide(command, state));
  }
}
