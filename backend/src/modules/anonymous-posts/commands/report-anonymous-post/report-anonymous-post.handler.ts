import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ReportAnonymousPost } from '../../domain/anonymous-post.commands.js';
import { anonymousPostDecider, anonymousPostStreamId } from '../../domain/anonymous-post.js';
import { OwnershipProofs } from '../ownership-proofs.js';

@CommandHandler(ReportAnonymousPost)
export class ReportAnonymousPostHandler implements ICommandHandler<ReportAnonymousPost> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly proofs: OwnershipProofs,
  ) {}

  async execute(command: ReportAnonymousPost): Promise<{ id: string }> {
    const { data, actor } = command;
    const proof = this.proofs.owner(actor.id, data.postId);
    await this.aggregates.execute(anonymousPostStreamId(data.postId), anonymousPostDecider, (state) =>
      anonymousPostDecider.decide(command, state, { proof }),
    );
    return { id: data.reportId };
  }
}
