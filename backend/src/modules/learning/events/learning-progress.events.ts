import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

// One user's progress through one piece of content. Stream `learning-progress-<userId>-<contentId>`.

/** The user opened the content and began (the first progress report). */
export type LearningStarted = DomainEvent<'LearningStarted', { userId: string; contentId: string }>;

/**
 * A progress report while watching or reading. `percent` is the furthest point reached (never
 * lower than before); `position` where to resume (a video's seconds, a reading lesson's percent
 * scrolled); `studySeconds` the time spent since the last report (at most 300). On an uploaded
 * video `watched` is the union of the stretches watched so far (`[start, end]` seconds), `percent`
 * the share of the video it covers, and `studySeconds` the seconds of the report's stretches.
 */
export type LearningProgressRecorded = DomainEvent<
  'LearningProgressRecorded',
  { userId: string; contentId: string; percent: number; position: number; studySeconds: number; watched?: [number, number][] }
>;

/** The user reached 90 %; it stays completed on a re-watch until the user resets. */
export type LearningCompleted = DomainEvent<'LearningCompleted', { userId: string; contentId: string }>;

/** The user reset their progress: not started again. Time already spent still counts as study time. */
export type LearningProgressReset = DomainEvent<'LearningProgressReset', { userId: string; contentId: string }>;

export type LearningProgressEvent = LearningStarted | LearningProgressRecorded | LearningCompleted | LearningProgressReset;

export const LEARNING_PROGRESS_EVENT_SCHEMAS = eventSchemas<LearningProgressEvent>({
  LearningStarted: 1,
  LearningProgressRecorded: 1,
  LearningCompleted: 1,
  LearningProgressReset: 1,
});
