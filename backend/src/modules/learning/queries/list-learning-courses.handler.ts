import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { courseProgress, type CourseLessonProgress, type CourseProgress } from '../domain/course-progress.js';
import type { Difficulty, LearningContentType } from '../events/learning-content.events.js';
import { progressView, type ProgressRow } from './learning-content.view.js';

/** A lesson of a course as its page lists it: what the library's card says of it, and the reader's progress. */
export interface CourseLessonView extends CourseLessonProgress {
  title: string;
  contentType: LearningContentType;
  difficulty: Difficulty;
  /** Minutes (the library's `duration`). */
  duration: number;
}

/** A course with the reader's progress through it (`courseProgress`'s figures). */
export interface LearningCourseView extends CourseProgress {
  id: string;
  title: string;
  description: string;
  /** The course's lessons in order (those the reader may see). */
  lessonIds: string[];
  revision: number;
  /** The same lessons with what the page lists of each and the reader's own progress. */
  lessons: CourseLessonView[];
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

@QueryHandler(ListLearningCoursesQuery)
export class ListLearningCoursesHandler implements IQueryHandler<ListLearningCoursesQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ userId, includeHidden, id }: ListLearningCoursesQuery): Promise<LearningCourseView[]> {
    type LessonRow = Pick<CourseLessonView, 'id' | 'title' | 'contentType' | 'difficulty' | 'duration'> & ProgressRow;
    const rows: (Pick<LearningCourseView, 'id' | 'title' | 'description' | 'revision'> & { lessons: LessonRow[] })[] = await this.manager.query(
      `SELECT k.id, k.title, k.description, k.revision,
              COALESCE((SELECT jsonb_agg(jsonb_build_object('id', l.id, 'title', c.title, 'contentType', c.content_type, 'difficulty', c.difficulty,
                                                            'duration', c.duration_minutes,
                                                            'progress', p.progress, 'position', p.position, 'completed', p.completed,
                                                            'startedAt', p.started_at, 'completedAt', p.completed_at) ORDER BY l.n)
                        FROM jsonb_array_elements_text(k.lesson_ids) WITH ORDINALITY AS l(id, n)
                        JOIN learning_contents c ON c.id = l.id
                        LEFT JOIN learning_progress p ON p.content_id = l.id AND p.user_id = $3
                        WHERE c.is_public OR $1), '[]'::jsonb) AS lessons
       FROM learning_courses k WHERE ($2::text IS NULL OR k.id = $2) ORDER BY k.created_at DESC, k.id`,
      [includeHidden, id ?? null, userId],
    );
    return rows.map(({ lessons: rowLessons, ...course }) => {
      const lessons = rowLessons.map((row): CourseLessonView => {
        const { progress, completed, startedAt } = progressView(row);
        const { id, title, contentType, difficulty, duration } = row;
        return { id, title, contentType, difficulty, duration, progress, completed, started: startedAt !== null };
      });
      return { ...course, lessonIds: lessons.map((lesson) => lesson.id), lessons, ...courseProgress(lessons) };
    });
  }
}
