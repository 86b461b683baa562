import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

/** A course: lessons in the order to study them (stream `learning-course-<courseId>`). */
export interface LearningCourseFields {
  title: string;
  description: string;
  /** Lesson ids, in order, each once. */
  lessonIds: string[];
}

/** An author saved a course (created or edited): the whole course; the author is `metadata.userId`. */
export type LearningCourseSaved = DomainEvent<'LearningCourseSaved', { courseId: string } & LearningCourseFields>;

/** An author deleted a course (its lessons stay in the library); the author is `metadata.userId`. */
export type LearningCourseDeleted = DomainEvent<'LearningCourseDeleted', { courseId: string }>;

export type LearningCourseEvent = LearningCourseSaved | LearningCourseDeleted;

export const LEARNING_COURSE_EVENT_SCHEMAS = eventSchemas<LearningCourseEvent>({ LearningCourseSaved: 1, LearningCourseDeleted: 1 });
