import type { LearningContentResponse } from '../../../shared/api/generated/learning';
import type { LearningCourseResponse } from '../../../shared/api/generated/learning-courses';

/** A course as its viewer studies it: its lessons in order with their own progress (the library's, decision 0096). */
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

/** The course's progress from the library's lessons (each with the viewer's own progress). */
export function courseProgress(course: LearningCourseResponse, library: readonly LearningContentResponse[]): CourseProgress {
  const byId = new Map(library.map((lesson) => [lesson.id, lesson]));
  const lessons = course.lessonIds.flatMap((id) => byId.get(id) ?? []);
  const lessonPercent = (lesson: LearningContentResponse) => (lesson.myProgress.completed ? 100 : lesson.myProgress.progress);
  const total = lessons.reduce((sum, lesson) => sum + lessonPercent(lesson), 0);
  return {
    lessons,
    percent: lessons.length === 0 ? 0 : Math.round(total / lessons.length),
    completed: lessons.filter((lesson) => lesson.myProgress.completed).length,
    next: lessons.find((lesson) => !lesson.myProgress.completed),
    started: lessons.some((lesson) => lesson.myProgress.startedAt),
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
