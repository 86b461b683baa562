import type { LearningContentResponse } from '../../../shared/api/generated/learning';
import type { LearningCourseResponse } from '../../../shared/api/generated/learning-courses';

/** A course as its viewer studies it: its lessons in order, and the server's numbers for it (decision 0096). */
export interface CourseProgress {
  lessons: LearningContentResponse[];
  /** The course's share done: the mean of its lessons' progress (a finished lesson counts 100). */
  percent: number;
  completed: number;
  /** Where to continue: the first lesson in order not yet finished; none when all are. */
  next: LearningContentResponse | undefined;
  /** The viewer has started one of its lessons. */
  started: boolean;
}

/**
 * A course with its lessons from the library (each with the viewer's own progress, shown per row);
 * the course's percent, count and the lesson to continue with are the server's answer, computed
 * there from the same progress (`GET /api/learning-courses`).
 */
export function courseProgress(course: LearningCourseResponse, library: readonly LearningContentResponse[]): CourseProgress {
  const byId = new Map(library.map((lesson) => [lesson.id, lesson]));
  return {
    lessons: course.lessonIds.flatMap((id) => byId.get(id) ?? []),
    percent: course.percent,
    completed: course.completedCount,
    next: course.nextLessonId === null ? undefined : byId.get(course.nextLessonId),
    started: course.started,
  };
}

/** Moves the item at `index` one place by `step` (-1 earlier, +1 later); the same list at an end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
