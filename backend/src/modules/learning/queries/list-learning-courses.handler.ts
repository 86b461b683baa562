import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { progressView, type LearningProgressView, type ProgressRow } from './learning-content.view.js';

/** One lesson of a course with the reader's own progress (the library's rule: a finished lesson is 100). */
export interface CourseLessonView {
  id: string;
  progress: number;
  completed: boolean;
  started: boolean;
}

export interface LearningCourseView {
  id: string;
  title: string;
  description: string;
  /** The course's lessons in order (those the reader may see). */
  lessonIds: string[];
  revision: number;
  /** The same lessons with the reader's own progress. */
  lessons: CourseLessonView[];
  /** The mean of the lessons' progress, rounded; 0 for a course the reader sees no lesson of. */
  percent: number;
  completedCount: number;
  /** Where to continue: the first lesson in order not finished; null when all are. */
  nextLessonId: string | null;
  /** The reader has started one of its lessons (「続きから学ぶ」 rather than 「学習を始める」). */
  started: boolean;
}

/** The courses, newest first, with the reader's progress; each lists only the lessons the reader may see (an admin also sees unpublished ones). */
export class ListLearningCoursesQuery extends Query<LearningCourseView[]> {
  constructor(
    readonly userId: string,
    readonly includeHidden: boolean,
    readonly id?: string,
  ) {
    super();
  }
}

/** A course's progress from its lessons' (decision 0096's course page, computed here once for every screen). */
export function courseProgress(lessons: readonly LearningProgressView[]): Pick<LearningCourseView, 'percent' | 'completedCount' | 'started'> & { next: number } {
  const total = lessons.reduce((sum, lesson) => sum + lesson.progress, 0);
  return {
    percent: lessons.length === 0 ? 0 : Math.round(total / lessons.length),
    completedCount: lessons.filter((lesson) => lesson.completed).length,
    started: lessons.some((lesson) => lesson.startedAt !== null),
    next: lessons.findIndex((lesson) => !lesson.completed),
  };
}

@QueryHandler(ListLearningCoursesQuery)
export class ListLearningCoursesHandler implements IQueryHandler<ListLearningCoursesQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ userId, includeHidden, id }: ListLearningCoursesQuery): Promise<LearningCourseView[]> {
    const rows: (Pick<LearningCourseView, 'id' | 'title' | 'description' | 'revision'> & { lessons: ({ id: string } & ProgressRow)[] })[] = await this.manager.query(
      `SELECT k.id, k.title, k.description, k.revision,
              COALESCE((SELECT jsonb_agg(jsonb_build_object('id', l.id, 'progress', p.progress, 'position', p.position, 'completed', p.completed,
                                                            'startedAt', p.started_at, 'completedAt', p.completed_at) ORDER BY l.n)
                        FROM jsonb_array_elements_text(k.lesson_ids) WITH ORDINALITY AS l(id, n)
                        JOIN learning_contents c ON c.id = l.id
                        LEFT JOIN learning_progress p ON p.content_id = l.id AND p.user_id = $3
                        WHERE c.is_public OR $1), '[]'::jsonb) AS lessons
       FROM learning_courses k WHERE ($2::text IS NULL OR k.id = $2) ORDER BY k.created_at DESC, k.id`,
      [includeHidden, id ?? null, userId],
    );
    return rows.map(({ lessons: rowLessons, ...course }) => {
      const progress = rowLessons.map(progressView);
      const { next, ...summary } = courseProgress(progress);
      return {
        ...course,
        lessonIds: rowLessons.map((lesson) => lesson.id),
        lessons: rowLessons.map((lesson, index) => ({ id: lesson.id, progress: progress[index].progress, completed: progress[index].completed, started: progress[index].startedAt !== null })),
        ...summary,
        nextLessonId: next === -1 ? null : rowLessons[next].id,
      };
    });
  }
}
