/** One lesson of a course with the reader's progress on it, as the library shows it (a finished lesson is 100). */
export interface CourseLessonProgress {
  id: string;
  progress: number;
  completed: boolean;
  started: boolean;
}

export interface CourseProgress {
  /** The mean of the lessons' progress, rounded; 0 for a course the reader sees no lesson of. */
  percent: number;
  completedCount: number;
  /** The reader has started one of its lessons (「続きから学ぶ」 rather than 「学習を始める」). */
  started: boolean;
  /** Where to continue: the first lesson in order not finished; null when all are (or there is none). */
  nextLessonId: string | null;
}

/** A course's progress from its lessons' in study order (decision 0096's course page): computed once, on the server, for every screen. */
export function courseProgress(lessons: readonly CourseLessonProgress[]): CourseProgress {
  const total = lessons.reduce((sum, lesson) => sum + lesson.progress, 0);
  return {
    percent: lessons.length === 0 ? 0 : Math.round(total / lessons.length),
    completedCount: lessons.filter((lesson) => lesson.completed).length,
    started: lessons.some((lesson) => lesson.started),
    nextLessonId: lessons.find((lesson) => !lesson.completed)?.id ?? null,
  };
}
