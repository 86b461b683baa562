import type { Type } from '@nestjs/common';
import { decideOnStream } from '../../../platform/commands/pass-through.js';
import { sharedHandler } from '../../../platform/commands/shared-handler.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { RecordLearningProgress, RecordWatchProgress, ResetLearningProgress, type LearningProgressCommand } from '../domain/learning-progress.commands.js';
import { learningProgressDecider, learningProgressStream } from '../domain/learning-progress.js';
import { LearningContentGuard } from './learning-content.guard.js';

/**
 * A command on the actor's progress through one content: the content must be visible to the actor
 * (`LearningContentGuard`), then the progress stream decides and appends. A report on an uploaded
 * video carries the video's probed length (`videoSeconds`, from the content, never the client),
 * so the decider counts watched stretches; a report on a reading lesson carries its text's length
 * (`readingCharacters`), so the decider counts the characters read (decision 0105). Parallel reports are decided again on the newest state
 * (the aggregate store's retry), so no stretch is lost.
 */
const onVisibleContent = <C extends LearningProgressCommand>(command: Type<C>) =>
  sharedHandler(command, [AggregateStore, LearningContentGuard], async (cmd, aggregates, contents) => {
    const content = await contents.visible(cmd.data.contentId, cmd.actor);
    const decided =
      cmd instanceof RecordLearningProgress ? new RecordLearningProgress({ ...cmd.data, videoSeconds: content.videoFile?.seconds ?? null, readingCharacters: content.contentType === 'reading' ? (content.body?.length ?? 0) : null }, cmd.actor) : cmd;
    await decideOnStream(aggregates, learningProgressStream.streamId(cmd.actor.id, cmd.data.contentId), learningProgressDecider, decided);
  });

/**
 * Watching a video another module owns (decision 0108): that module checked the viewer and gives
 * the length, so the report goes to the same decider as an uploaded lesson video's, on the stream
 * keyed by the video's id. Only the watched stretches count; a claimed percent is never sent.
 */
const onOwnedVideo = sharedHandler(RecordWatchProgress, [AggregateStore], async (cmd, aggregates) => {
  const { videoId, seconds, position, watched } = cmd.data;
  const report = new RecordLearningProgress({ contentId: videoId, percent: 0, studySeconds: 0, position, watched, videoSeconds: seconds }, cmd.actor);
  await decideOnStream(aggregates, learningProgressStream.streamId(cmd.actor.id, videoId), learningProgressDecider, report);
});

export const LEARNING_PROGRESS_COMMAND_HANDLERS = [onVisibleContent(RecordLearningProgress), onVisibleContent(ResetLearningProgress), onOwnedVideo];
