import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { LessonVideoFile } from '../../events/learning-content.events.js';
import type { LearningContentView } from '../learning-content.view.js';
import { ListLearningContentQuery } from './list-learning-content.query.js';

/** The player's addresses of a lesson's uploaded video; `?v=` names the file, so each upload is its own cached address. */
function videoAddresses(id: string, video: LessonVideoFile, hasCaptions: boolean): NonNullable<LearningContentView['videoFile']> {
  const base = `/api/learning-content/${encodeURIComponent(id)}`;
  const v = `?v=${video.fileId}`;
  return { ...video, src: `${base}/video${v}`, posterSrc: `${base}/poster${v}`, captionsSrc: hasCaptions ? `${base}/captions${v}` : null };
}

@QueryHandler(ListLearningContentQuery)
export class ListLearningContentHandler implements IQueryHandler<ListLearningContentQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ userId, options }: ListLearningContentQuery): Promise<LearningContentView[]> {
    const rows: (Omit<LearningContentView, 'myProgress' | 'duration' | 'videoFile'> & {
      video: LessonVideoFile | null;
      hasCaptions: boolean;
      progress: number | null;
      position: number | null;
      completed: boolean | null;
      startedAt: Date | null;
      completedAt: Date | null;
    })[] = await this.manager.query(
      `SELECT c.id, c.title, c.description, c.content_type AS "contentType", c.video_url AS "videoUrl", c.thumbnail_url AS "thumbnailUrl",
              c.duration_minutes AS "durationMinutes", c.difficulty, c.category, c.tags, CASE WHEN $3::text IS NULL THEN NULL ELSE c.body END AS body,
              c.is_public AS "isPublic", c.created_at AS "createdAt", c.revision, c.video_file AS video, c.captions IS NOT NULL AS "hasCaptions",
              p.progress, p.position, p.completed, p.started_at AS "startedAt", p.completed_at AS "completedAt"
       FROM learning_contents c
       LEFT JOIN learning_progress p ON p.content_id = c.id AND p.user_id = $1
       WHERE (c.is_public OR $2) AND ($3::text IS NULL OR c.id = $3)
       ORDER BY c.created_at DESC, c.id`,
      [userId, options.includeHidden, options.id ?? null],
    );
    return rows.map(({ progress, position, completed, startedAt, completedAt, video, hasCaptions, ...content }) => ({
      ...content,
      videoFile: video ? videoAddresses(content.id, video, hasCaptions) : null,
      duration: content.durationMinutes,
      myProgress: startedAt
        ? { progress: completed ? 100 : (progress ?? 0), position: position ?? 0, completed: completed ?? false, startedAt, completedAt }
        : { progress: 0, position: 0, completed: false, startedAt: null, completedAt: null },
    }));
  }
}
