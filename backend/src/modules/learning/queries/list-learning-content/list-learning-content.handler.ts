import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { LessonVideoFile } from '../../events/learning-content.events.js';
import { progressView, type LearningContentView } from '../learning-content.view.js';
import { ListLearningContentQuery } from './list-learning-content.query.js';

/**
 * The player's addresses of a lesson's uploaded video; `?v=` names the file, so each upload is its
 * own cached address. The author's own poster (decision 0109) is named by its own upload's id.
 */
function videoAddresses(id: string, video: LessonVideoFile, posterFileId: string | null, hasCaptions: boolean): NonNullable<LearningContentView['videoFile']> {
  const base = `/api/learning-content/${encodeURIComponent(id)}`;
  const v = `?v=${video.fileId}`;
  const framePosterSrc = `${base}/poster${v}`;
  return {
    ...video,
    src: `${base}/video${v}`,
    posterSrc: posterFileId ? `${base}/own-poster?v=${posterFileId}` : framePosterSrc,
    framePosterSrc,
    posterFileId,
    captionsSrc: hasCaptions ? `${base}/captions${v}` : null,
  };
}

@QueryHandler(ListLearningContentQuery)
export class ListLearningContentHandler implements IQueryHandler<ListLearningContentQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ userId, options }: ListLearningContentQuery): Promise<LearningContentView[]> {
    const rows: (Omit<LearningContentView, 'myProgress' | 'duration' | 'videoFile'> & {
      video: LessonVideoFile | null;
      posterFileId: string | null;
      hasCaptions: boolean;
      progress: number | null;
      position: number | null;
      completed: boolean | null;
      startedAt: Date | null;
      completedAt: Date | null;
    })[] = await this.manager.query(
      `SELECT c.id, c.title, c.description, c.content_type AS "contentType", c.video_url AS "videoUrl", c.thumbnail_url AS "thumbnailUrl",
              c.duration_minutes AS "durationMinutes", c.difficulty, c.category, c.tags, CASE WHEN $3::text IS NULL THEN NULL ELSE c.body END AS body,
              CASE WHEN $3::text IS NULL THEN NULL ELSE c.captions END AS captions,
              c.is_public AS "isPublic", c.created_at AS "createdAt", c.revision, c.video_file AS video, c.poster_file_id AS "posterFileId", c.captions IS NOT NULL AS "hasCaptions",
              p.progress, p.position, p.completed, p.started_at AS "startedAt", p.completed_at AS "completedAt"
       FROM learning_contents c
       LEFT JOIN learning_progress p ON p.content_id = c.id AND p.user_id = $1
       WHERE (c.is_public OR $2) AND ($3::text IS NULL OR c.id = $3)
       ORDER BY c.created_at DESC, c.id`,
      [userId, options.includeHidden, options.id ?? null],
    );
    return rows.map(({ progress, position, completed, startedAt, completedAt, video, posterFileId, hasCaptions, ...content }) => ({
      ...content,
      videoFile: video ? videoAddresses(content.id, video, posterFileId, hasCaptions) : null,
      duration: content.durationMinutes,
      myProgress: progressView({ progress, position, completed, startedAt, completedAt }),
    }));
  }
}
