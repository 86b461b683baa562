import { decideOnStream } from '../../../platform/commands/pass-through.js';
import { sharedHandler } from '../../../platform/commands/shared-handler.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { SaveLearningContent, type SaveOutcome } from '../domain/learning-content.commands.js';
import { learningContentDecider, learningContentStream, type LearningContentState } from '../domain/learning-content.js';
import { LessonVideos } from './lesson-videos.js';

const videoFileId = (state: LearningContentState) => (state.status === 'published' ? state.content.videoFile?.fileId : undefined);
const posterFileId = (state: LearningContentState) => (state.status === 'published' ? (state.content.posterFileId ?? undefined) : undefined);

/**
 * Saving a content decides on its stream alone and answers what it did. Authors only: the routes'
 * `@Access` is the check. When the save replaced the lesson's uploaded video or its own poster
 * (decision 0109), the old file leaves the storage once the new version is committed
 * (`LessonVideos.discard`, `discardPoster`: a failure is logged, the edit stands).
 */
export const LEARNING_CONTENT_COMMAND_HANDLERS = [
  sharedHandler(SaveLearningContent, [AggregateStore, LessonVideos], async (cmd, aggregates, videos): Promise<SaveOutcome> => {
    let before: LearningContentState = { status: 'empty' };
    const result = await decideOnStream(aggregates, learningContentStream.streamId(cmd.data.contentId), {
      ...learningContentDecider,
      decide: (command: SaveLearningContent, state: LearningContentState) => {
        before = state;
        return learningContentDecider.decide(command, state);
      },
    }, cmd);
    if (result.events.length === 0) return 'unchanged';
    const replaced = videoFileId(before);
    if (replaced && replaced !== videoFileId(result.state)) await videos.discard(replaced);
    const replacedPoster = posterFileId(before);
    if (replacedPoster && replacedPoster !== posterFileId(result.state)) await videos.discardPoster(replacedPoster);
    return result.events[0].type === 'LearningContentPublished' ? 'added' : 'revised';
  }),
];
