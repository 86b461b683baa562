import type { Type } from '@nestjs/common';
import { decideOnStream } from '../../../platform/commands/pass-through.js';
import { sharedHandler } from '../../../platform/commands/shared-handler.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { RecordLearningProgress, ResetLearningProgress, type LearningProgressCommand } from '../domain/learning-progress.commands.js';
import { learningProgressDecider, learningProgressStream } from '../domain/learning-progress.js';
import { LearningContentGuard } from './learning-content.guard.js';

/**
 * A command on the actor's progress through one content: the content must be visible to the actor
 * (`LearningContentGuard`), then the progress stream decides and appends.
 */
const onVisibleContent = <C extends LearningProgressCommand>(command: Type<C>) =>
  sharedHandler(command, [AggregateStore, LearningContentGuard], async (cmd, aggregates, contents) => {
    await contents.assertVisible(cmd.data.contentId, cmd.actor);
    await decideOnStream(aggregates, learningProgressStream.streamId(cmd.actor.id, cmd.data.contentId), learningProgressDecider, cmd);
  });

export const LEARNING_PROGRESS_COMMAND_HANDLERS = [onVisibleContent(RecordLearningProgress), onVisibleContent(ResetLearningProgress)];
