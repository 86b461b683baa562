import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ResetLearningProgress } from '../../domain/learning-progress.commands.js';
import { learningProgressDecider, learningProgressStreamId } from '../../domain/learning-progress.js';
import { LearningContentGuard } from '../learning-content.guard.js';

@CommandHandler(ResetLearningProgress)
export class ResetLearningProgressHandler implements ICommandHandler<ResetLearningProgress> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly contents: LearningContentGuard,
  ) {}

  async execute(command: ResetLearningProgress): Promise<void> {
    await this.contents.assertVisible(command.data.contentId, command.actor);
    await this.aggregates.execute(learningProgressStreamId(command.actor.id, command.data.contentId), learningProgressDecider, (state) =>
      learningProgressDecider.decide(command, state),
    );
  }
}
