import { Inject, type Type } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { RecordLearningProgress, ResetLearningProgress, type LearningProgressCommand } from '../domain/learning-progress.commands.js';
import { learningProgressDecider, learningProgressStreamId } from '../domain/learning-progress.js';
import { LearningContentGuard } from './learning-content.guard.js';

/**
 * The handler of a command on the actor's progress through one content: the content must be
 * visible to the actor (`LearningContentGuard`), then the progress stream decides and appends.
 * Nest registers a handler class per command, so this makes one, named after its command.
 */
function onVisibleContent<C extends LearningProgressCommand>(command: Type<C>): Type<{ execute(command: C): Promise<void> }> {
  @CommandHandler(command)
  class LearningProgressCommandHandler {
    constructor(
      @Inject(AggregateStore) private readonly aggregates: AggregateStore,
      @Inject(LearningContentGuard) private readonly contents: LearningContentGuard,
    ) {}

    async execute(cmd: C): Promise<void> {
      await this.contents.assertVisible(cmd.data.contentId, cmd.actor);
      await this.aggregates.execute(learningProgressStreamId(cmd.actor.id, cmd.data.contentId), learningProgressDecider, (state) =>
        learningProgressDecider.decide(cmd, state),
      );
    }
  }
  Object.defineProperty(LearningProgressCommandHandler, 'name', { value: `${command.name}Handler` });
  return LearningProgressCommandHandler;
}

export const LEARNING_PROGRESS_COMMAND_HANDLERS = [onVisibleContent(RecordLearningProgress), onVisibleContent(ResetLearningProgress)];
