import { LEARNING_LIMITS as RULES } from '@pivot/rules';
import { UserCommand } from '../../../platform/domain/command.js';
import type { Decider } from '../../../platform/domain/decider.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';
import type { LearningCourseEvent, LearningCourseFields } from '../events/learning-course.events.js';
import { LearningValidationError } from './learning.errors.js';

/** One course. Stream `learning-course-<courseId>`. */
export const learningCourseStream = streamCategory('learning-course');

/** A course holds at most this many lessons. */
export const MAX_COURSE_LESSONS = 50;

export type LearningCourseState = { status: 'none' } | { status: 'saved'; course: LearningCourseFields };

/** An author creates or edits a course; `knownLessonIds` (facts: the lessons that exist) is filled by the handler. */
export class SaveLearningCourse extends UserCommand<'SaveLearningCourse', { courseId: string; course: LearningCourseFields; knownLessonIds: readonly string[] }> {
  readonly type = 'SaveLearningCourse';
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
    throw new LearningValidationError('INVALID_LESSONS', 'lessonIds', `レッスンを1〜${MAX_COURSE_LESSONS}件選んでください`);
  }
  if (new Set(ids).size !== ids.length) throw new LearningValidationError('INVALID_LESSONS', 'lessonIds', '同じレッスンはコースに1度だけ入れられます');
  if (ids.some((id) => !knownLessonIds.includes(id))) throw new LearningValidationError('INVALID_LESSONS', 'lessonIds', '存在しないレッスンが含まれています');
  return { title, description, lessonIds: [...ids] };
}

export const learningCourseDecider: Decider<LearningCourseState, SaveLearningCourse, LearningCourseEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, { data: { courseId: _id, ...course } }) => ({ status: 'saved', course }),
  decide: ({ data }, state) => {
    const course = validCourse(data.course, data.knownLessonIds);
    if (state.status === 'saved' && JSON.stringify(state.course) === JSON.stringify(course)) return [];
    return [{ type: 'LearningCourseSaved', data: { courseId: data.courseId, ...course } }];
  },
};
