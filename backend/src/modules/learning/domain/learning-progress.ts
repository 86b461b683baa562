import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { LearningProgressEvent } from '../events/learning-progress.events.js';
import type { LearningProgressCommand } from './learning-progress.commands.js';
import { LearningValidationError } from './learning.errors.js';
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
}

function decide(command: LearningProgressCommand, state: LearningProgressState): LearningProgressEvent[] {
  const userId = command.actor.id;
  switch (command.type) {
    case 'RecordLearningProgress': {
      const { contentId, percent, position, studySeconds } = command.data;
      if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
        throw new LearningValidationError('INVALID_PERCENT', 'percent', '進捗は0から100の数で送ってください');
      }
      if (!Number.isFinite(position) || position < 0) throw new LearningValidationError('INVALID_POSITION', 'position', '再開位置は0以上の数で送ってください');
      if (!Number.isFinite(studySeconds) || studySeconds < 0) {
        throw new LearningValidationError('INVALID_STUDY_SECONDS', 'studySeconds', '学習時間は0以上の秒数で送ってください');
      }
      const reached = Math.round(Math.max(state.percent, percent) * 10) / 10;
      const seconds = Math.min(Math.round(studySeconds), MAX_STUDY_SECONDS_PER_REPORT);
      const events: LearningProgressEvent[] = [];
      if (!state.started) events.push({ type: 'LearningStarted', data: { userId, contentId } });
      if (!state.started || reached !== state.percent || position !== state.position || seconds > 0) {
        events.push({ type: 'LearningProgressRecorded', data: { userId, contentId, percent: reached, position, studySeconds: seconds } });
      }
      if (!state.completed && reached >= COMPLETION_PERCENT) events.push({ type: 'LearningCompleted', data: { userId, contentId } });
      return events;
    }
    case 'ResetLearningProgress':
      return state.started ? [{ type: 'LearningProgressReset', data: { userId, contentId: command.data.contentId } }] : [];
    default:
      return assertNever(command);
  }
}

const initialState = (): LearningProgressState => ({ started: false, percent: 0, position: 0, completed: false });

function evolve(state: LearningProgressState, event: LearningProgressEvent): LearningProgressState {
  switch (event.type) {
    case 'LearningStarted':
      return { ...state, started: true };
    case 'LearningProgressRecorded':
      return { ...state, started: true, percent: event.data.percent, position: event.data.position };
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
