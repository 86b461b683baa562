import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ReplyToAnonymousPost } from '../../domain/anonymous-post.commands.js';
import { anonymousPostDecider, anonymousPostStreamId } from '../../domain/anonymous-post.js';
import { AnonymousWriteMixer } from '../anonymous-write-mixer.js';
import { OwnershipProofs } from '../ownership-proofs.js';

@CommandHandler(ReplyToAnonymousPost)
export class ReplyToAnonymousPostHandler implements ICommandHandler<ReplyToAnonymousPost> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly proofs: OwnershipProofs,
    private readonly mixer: AnonymousWriteMixer,
  ) {}

  async execute(command: ReplyToAnonymousPost): Promise<{ id: string }> {
    const { data, actor } = command;
    const proof = this.proofs.owner(actor.id, data.replyId);
    await this.mixer.write(() =>
      this.aggregates.execute(anonymousPostStreamId(data.postId), anonymousPostDecider, (state) => anonymousPostDecider.decide(command, state, { proof })),
    );
    return { id: data.replyId };
  }
}
