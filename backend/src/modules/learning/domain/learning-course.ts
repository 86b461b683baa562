import { LEARNING_LIMITS as RULES } from '@pivot/rules';
import { UserCommand } from '../../../platform/domain/command.js';
import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import { NotFoundError } from '../../../platform/domain/domain-error.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';
import type { LearningCourseEvent, LearningCourseFields } from '../events/learning-course.events.js';
import { LearningValidationError } from './learning.errors.js';

/** One course. Stream `learning-course-<courseId>`. */
export const learningCourseStream = streamCategory('learning-course');

/** A course holds at most this many lessons. */
export const MAX_COURSE_LESSONS = RULES.courseLessons.max;

export type LearningCourseState = { status: 'none' } | { status: 'saved'; course: LearningCourseFields } | { status: 'deleted' };

/** An author creates or edits a course; `knownLessonIds` (facts: the lessons that exist) is filled by the handler. */
export class SaveLearningCourse extends UserCommand<'SaveLearningCourse', { courseId: string; course: LearningCourseFields; knownLessonIds: readonly string[] }> {
  readonly type = 'SaveLearningCourse';
}

/** An author deletes a course; its lessons stay in the library. */
export class DeleteLearningCourse extends UserCommand<'DeleteLearningCourse', { courseId: string }> {
  readonly type = 'DeleteLearningCourse';
}

export class LearningCourseNotFoundError extends NotFoundError {
  constructor() {
    super('LEARNING.COURSE_NOT_FOUND', 'コースが見つかりません');
  }
}

/** The course as stored, or a Japanese refusal: a title, 1..50 lessons that exist, each once. */
export function validCourse(course: LearningCourseFields, knownLessonIds: readonly string[]): LearningCourseFields {
  const title = course.title.normalize('NFC').trim();
  if (!title) throw new LearningValidationError('REQUIRED', 'title', 'コース名は必須です');
  if (title.length > RULES.title.max) throw new LearningValidationError('TOO_LONG', 'title', `コース名は${RULES.title.max}文字以内で入力してください`);
  const description = course.description.normalize('NFC').trim();
  if (description.length > RULES.description.max) {
    throw new LearningValidationError('TOO_LONG', 'description', `説明は${RULES.description.max}文字以内で入力してください`);
  }
  const ids = course.lessonIds;
  if (ids.length === 0 || ids.length > MAX_COURSE_LESSONS) {
    throw new LearningValidationError('INVALID_LESSONS', 'lessonIds', RULES.courseLessons.message);
  }
  if (new Set(ids).size !== ids.length) throw new LearningValidationError('INVALID_LESSONS', 'lessonIds', '同じレッスンはコースに1度だけ入れられます');
  if (ids.some((id) => !knownLessonIds.includes(id))) throw new LearningValidationError('INVALID_LESSONS', 'lessonIds', '存在しないレッスンが含まれています');
  return { title, description, lessonIds: [...ids] };
}

export const learningCourseDecider: Decider<LearningCourseState, SaveLearningCourse | DeleteLearningCourse, LearningCourseEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    if (event.type === 'LearningCourseDeleted') return { status: 'deleted' };
    const { courseId: _id, ...course } = event.data;
    return { status: 'saved', course };
  },
  decide: (command, state) => {
    // A deleted course stays deleted: its id is not reused.
    if (state.status === 'deleted') throw new LearningCourseNotFoundError();
    switch (command.type) {
      case 'SaveLearningCourse': {
        const { data } = command;
        const course = validCourse(data.course, data.knownLessonIds);
        if (state.status === 'saved' && JSON.stringify(state.course) === JSON.stringify(course)) return [];
        return [{ type: 'LearningCourseSaved', data: { courseId: data.courseId, ...course } }];
      }
      case 'DeleteLearningCourse':
        if (state.status === 'none') throw new LearningCourseNotFoundError();
        return [{ type: 'LearningCourseDeleted', data: { courseId: command.data.courseId } }];
      default:
        return assertNever(command);
    }
  },
};
