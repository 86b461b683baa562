import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { LearningProgressEvent } from '../events/learning-progress.events.js';
import type { LearningProgressCommand, RecordLearningProgress } from './learning-progress.commands.js';
import { LearningValidationError } from './learning.errors.js';
import { coveredPercent, READING_WORDING, reportedSeconds, unionOf, validStretches, type Stretch } from './watched-stretches.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/** One user's progress on one piece of content. Stream `learning-progress-<userId>-<contentId>`. */
export const learningProgressStream = streamCategory<[userId: string, contentId: string]>('learning-progress');

/** Completed from this percent on (the issue: ≥ 90 %). */
export const COMPLETION_PERCENT = 90;
/** Study time one report may add: a client reports about every 30 s, so more is not time spent watching. */
export const MAX_STUDY_SECONDS_PER_REPORT = 300;

export interface LearningProgressState {
  started: boolean;
  percent: number;
  position: number;
  completed: boolean;
  /** The union of the stretches watched of an uploaded video, or of the characters read of a reading lesson (empty for a link). */
  watched: readonly Stretch[];
}

/** What a report moves to: the percent reached, the study time it adds, the watched union (a video of known length). */
function reached(data: RecordLearningProgress['data'], state: LearningProgressState): { percent: number; seconds: number; watched?: Stretch[] } {
  const { percent, studySeconds, videoSeconds, readingCharacters } = data;
  if (videoSeconds != null) {
    // An uploaded video: only the stretches count, never the percent the client claims (decision 0096).
    const stretches = validStretches(data.watched ?? [], videoSeconds);
    const watched = unionOf(state.watched, stretches);
    return { percent: coveredPercent(watched, videoSeconds), seconds: Math.min(Math.round(reportedSeconds(stretches)), MAX_STUDY_SECONDS_PER_REPORT), watched };
  }
  const seconds = validStudySeconds(studySeconds);
  if (readingCharacters != null) {
    // A reading lesson: only the characters read count, never the percent the client claims; opening it reads nothing (decision 0105).
    const watched = unionOf(state.watched, validStretches(data.watched ?? [], readingCharacters, READING_WORDING));
    return { percent: coveredPercent(watched, readingCharacters), seconds, watched };
  }
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new LearningValidationError('INVALID_PERCENT', 'percent', '進捗は0から100の数で送ってください');
  }
  return { percent: Math.round(Math.max(state.percent, percent) * 10) / 10, seconds };
}

/** The study time a report adds: the client's own count of time with the lesson visible, at most 300 s. */
function validStudySeconds(studySeconds: number): number {
  if (!Number.isFinite(studySeconds) || studySeconds < 0) {
    throw new LearningValidationError('INVALID_STUDY_SECONDS', 'studySeconds', '学習時間は0以上の秒数で送ってください');
  }
  return Math.min(Math.round(studySeconds), MAX_STUDY_SECONDS_PER_REPORT);
}

const sameStretches = (a: readonly Stretch[], b: readonly Stretch[]) => a.length === b.length && a.every((s, i) => s[0] === b[i][0] && s[1] === b[i][1]);

function decide(command: LearningProgressCommand, state: LearningProgressState): LearningProgressEvent[] {
  const userId = command.actor.id;
  switch (command.type) {
    case 'RecordLearningProgress': {
      const { contentId, position, videoSeconds } = command.data;
      if (!Number.isFinite(position) || position < 0 || (videoSeconds != null && position > videoSeconds + 1)) {
        throw new LearningValidationError('INVALID_POSITION', 'position', '再開位置は0以上、動画の長さ以内の数で送ってください');
      }
      const next = reached(command.data, state);
      const watchedChanged = next.watched !== undefined && !sameStretches(next.watched, state.watched);
      const events: LearningProgressEvent[] = [];
      if (!state.started) events.push({ type: 'LearningStarted', data: { userId, contentId } });
      if (!state.started || next.percent !== state.percent || position !== state.position || next.seconds > 0 || watchedChanged) {
        const data = { userId, contentId, percent: next.percent, position, studySeconds: next.seconds };
        events.push({ type: 'LearningProgressRecorded', data: next.watched ? { ...data, watched: next.watched } : data });
      }
      if (!state.completed && next.percent >= COMPLETION_PERCENT) events.push({ type: 'LearningCompleted', data: { userId, contentId } });
      return events;
    }
    case 'ResetLearningProgress':
      return state.started ? [{ type: 'LearningProgressReset', data: { userId, contentId: command.data.contentId } }] : [];
    default:
      return assertNever(command);
  }
}

const initialState = (): LearningProgressState => ({ started: false, percent: 0, position: 0, completed: false, watched: [] });

function evolve(state: LearningProgressState, event: LearningProgressEvent): LearningProgressState {
  switch (event.type) {
    case 'LearningStarted':
      return { ...state, started: true };
    case 'LearningProgressRecorded':
      return { ...state, started: true, percent: event.data.percent, position: event.data.position, watched: event.data.watched ?? state.watched };
    case 'LearningCompleted':
      return { ...state, completed: true };
    case 'LearningProgressReset':
      return initialState();
    default:
      return assertNever(event);
  }
}

export const learningProgressDecider: Decider<LearningProgressState, LearningProgressCommand, LearningProgressEvent> = {
  initialState,
  evolve,
  decide,
};
