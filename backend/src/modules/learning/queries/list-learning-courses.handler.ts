import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

export interface LearningCourseView {
  id: string;
  title: string;
  description: string;
  /** The course's lessons in order (those the reader may see). */
  lessonIds: string[];
  revision: number;
}

/** The courses, newest first; each lists only the lessons the reader may see (an admin also sees unpublished ones). */
export class ListLearningCoursesQuery extends Query<LearningCourseView[]> {
  constructor(
    readonly includeHidden: boolean,
    readonly id?: string,
  ) {
    super();
  }
}

@QueryHandler(ListLearningCoursesQuery)
export class ListLearningCoursesHandler implements IQueryHandler<ListLearningCoursesQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  execute({ includeHidden, id }: ListLearningCoursesQuery): Promise<LearningCourseView[]> {
    return this.manager.query(
      `SELECT k.id, k.title, k.description, k.revision,
              COALESCE((SELECT jsonb_agg(l.id ORDER BY l.n) FROM jsonb_array_elements_text(k.lesson_ids) WITH ORDINALITY AS l(id, n)
                        JOIN learning_contents c ON c.id = l.id WHERE c.is_public OR $1), '[]'::jsonb) AS "lessonIds"
       FROM learning_courses k WHERE ($2::text IS NULL OR k.id = $2) ORDER BY k.created_at DESC, k.id`,
      [includeHidden, id ?? null],
    );
  }
}
