import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { SupportAnonymousPost } from '../../domain/anonymous-post.commands.js';
import { anonymousPostDecider, anonymousPostStreamId } from '../../domain/anonymous-post.js';
import { AnonymousWriteMixer } from '../anonymous-write-mixer.js';
import { OwnershipProofs } from '../ownership-proofs.js';

@CommandHandler(SupportAnonymousPost)
export class SupportAnonymousPostHandler implements ICommandHandler<SupportAnonymousPost> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly proofs: OwnershipProofs,
    private readonly mixer: AnonymousWriteMixer,
  ) {}

  async execute(command: SupportAnonymousPost): Promise<void> {
    const { data, actor } = command;
    const proof = this.proofs.supporter(actor.id, data.postId);
    await this.mixer.write(() =>
      this.aggregates.execute(anonymousPostStreamId(data.postId), anonymousPostDecider, (state) => anonymousPostDecider.decide(command, state, { proof })),
    );
  }
}
