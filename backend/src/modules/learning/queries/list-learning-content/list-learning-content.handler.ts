import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { LearningContentView } from '../learning-content.view.js';
import { ListLearningContentQuery } from './list-learning-content.query.js';

@QueryHandler(ListLearningContentQuery)
export class ListLearningContentHandler implements IQueryHandler<ListLearningContentQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ userId, options }: ListLearningContentQuery): Promise<LearningContentView[]> {
    const rows: (Omit<LearningContentView, 'myProgress' | 'duration'> & {
      progress: number | null;
      position: number | null;
      completed: boolean | null;
      startedAt: Date | null;
      completedAt: Date | null;
    })[] = await this.manager.query(
      `SELECT c.id, c.title, c.description, c.content_type AS "contentType", c.video_url AS "videoUrl", c.thumbnail_url AS "thumbnailUrl",
              c.duration_minutes AS "durationMinutes", c.difficulty, c.category, c.tags, CASE WHEN $3::text IS NULL THEN NULL ELSE c.body END AS body,
              c.is_public AS "isPublic", c.created_at AS "createdAt", c.revision,
              p.progress, p.position, p.completed, p.started_at AS "startedAt", p.completed_at AS "completedAt"
       FROM learning_contents c
       LEFT JOIN learning_progress p ON p.content_id = c.id AND p.user_id = $1
       WHERE (c.is_public OR $2) AND ($3::text IS NULL OR c.id = $3)
       ORDER BY c.created_at DESC, c.id`,
      [userId, options.includeHidden, options.id ?? null],
    );
    return rows.map(({ progress, position, completed, startedAt, completedAt, ...content }) => ({
      ...content,
      duration: content.durationMinutes,
      myProgress: startedAt
        ? { progress: completed ? 100 : (progress ?? 0), position: position ?? 0, completed: completed ?? false, startedAt, completedAt }
        : { progress: 0, position: 0, completed: false, startedAt: null, completedAt: null },
    }));
  }
}
