import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { HideAnonymousPost } from '../../domain/anonymous-post.commands.js';
import { anonymousPostDecider, anonymousPostStreamId } from '../../domain/anonymous-post.js';

/** Moderators only (the route's access rule); the moderator is named in the event, the author never. */
@CommandHandler(HideAnonymousPost)
export class HideAnonymousPostHandler implements ICommandHandler<HideAnonymousPost> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: HideAnonymousPost): Promise<void> {
    await this.aggregates.execute(anonymousPostStreamId(command.data.postId), anonymousPostDecider, (state) =>
      anonymousPostDecider.decide(command, state),
    );
  }
}
