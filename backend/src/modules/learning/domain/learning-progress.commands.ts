import { UserCommand } from '../../../platform/domain/command.js';

/**
 * The signed-in user reports progress on content (stream `learning-progress-<userId>-<contentId>`).
 * On an uploaded video (`videoSeconds`: its probed length, filled in by the handler from the
 * content, never by the client) only `watched` counts: the stretches played since the last report.
 * On a reading lesson (`readingCharacters`: its text's length, filled in the same way) `watched`
 * is the character ranges that were on screen long enough to be read (decision 0105).
 */
export class RecordLearningProgress extends UserCommand<
  'RecordLearningProgress',
  { contentId: string; percent: number; position: number; studySeconds: number; watched?: unknown; videoSeconds?: number | null; readingCharacters?: number | null }
> {
  readonly type = 'RecordLearningProgress';
}

/** The signed-in user starts over on content: not started, not completed. */
export class ResetLearningProgress extends UserCommand<'ResetLearningProgress', { contentId: string }> {
  readonly type = 'ResetLearningProgress';
}

/**
 * The signed-in user reports watching a video another module owns (an event's recording,
 * decision 0108): the same progress stream and rule as an uploaded lesson video, keyed by the
 * video's id (`learning-progress-<userId>-<videoId>`). The owning module has checked that the
 * viewer may watch it, and gives its probed length (`seconds`), never the client.
 */
export class RecordWatchProgress extends UserCommand<'RecordWatchProgress', { videoId: string; seconds: number; position: number; watched: unknown }> {
  readonly type = 'RecordWatchProgress';
}

export type LearningProgressCommand = RecordLearningProgress | ResetLearningProgress;
