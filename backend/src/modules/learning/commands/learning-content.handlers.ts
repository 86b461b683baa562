import { passThrough } from '../../../platform/commands/pass-through.js';
import { SaveLearningContent, type SaveOutcome } from '../domain/learning-content.commands.js';
import { learningContentDecider, learningContentStream } from '../domain/learning-content.js';

/**
 * Saving a content decides on its stream alone (platform/commands/pass-through.ts) and answers what
 * it did. Admins only: the routes' `@Access('admin')` is the check (spec §6 leaves it open; the issue: "an admin can add content").
 */
export const LEARNING_CONTENT_COMMAND_HANDLERS = [
  passThrough(SaveLearningContent, (c) => learningContentStream.streamId(c.data.contentId), learningContentDecider, (_, { events }): SaveOutcome => {
    if (events.length === 0) return 'unchanged';
    return events[0].type === 'LearningContentPublished' ? 'added' : 'revised';
  }),
];
