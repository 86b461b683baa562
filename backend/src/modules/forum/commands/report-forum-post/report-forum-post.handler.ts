import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ReportForumPost } from '../../domain/forum-post.commands.js';
import { forumPostDecider, forumPostStreamId } from '../../domain/forum-post.js';

/** Any member; the decider refuses their own text, a second report and a hidden text. */
@CommandHandler(ReportForumPost)
export class ReportForumPostHandler implements ICommandHandler<ReportForumPost> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: ReportForumPost): Promise<{ id: string }> {
    await this.aggregates.execute(forumPostStreamId(command.data.postId), forumPostDecider, (state) => forumPostDecider.decide(command, state));
    return { id: command.data.reportId };
  }
}
