import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { LearningContentEvent } from '../../events/learning-content.events.js';

const HANDLED: readonly LearningContentEvent['type'][] = ['LearningContentPublished', 'LearningContentRevised'];

/** The learning catalogue: each event carries the whole content; an event older than the row is skipped. */
@Injectable()
@ReadModelProjection()
export class LearningCatalogueProjection implements Projection<LearningContentEvent> {
  readonly name = 'learning-catalogue';
  readonly handles = HANDLED;
  readonly tables = ['learning_contents'];

  async apply(event: RecordedEventOf<LearningContentEvent>, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case 'LearningContentPublished':
      case 'LearningContentRevised': {
        const d = event.data;
        await manager.query(
          `INSERT INTO learning_contents (id, title, description, content_type, video_url, thumbnail_url, duration_minutes, difficulty, category,
             tags, body, is_public, created_by, created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)
           ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, content_type = EXCLUDED.content_type,
             video_url = EXCLUDED.video_url, thumbnail_url = EXCLUDED.thumbnail_url, duration_minutes = EXCLUDED.duration_minutes,
             difficulty = EXCLUDED.difficulty, category = EXCLUDED.category, tags = EXCLUDED.tags, body = EXCLUDED.body,
             is_public = EXCLUDED.is_public, updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision
           WHERE learning_contents.revision < EXCLUDED.revision`,
          [
            d.contentId,
            d.title,
            d.description,
            d.contentType,
            d.videoUrl,
            d.thumbnailUrl,
            d.durationMinutes,
            d.difficulty,
            d.category,
            JSON.stringify(d.tags),
            d.body,
            d.isPublic,
            event.type === 'LearningContentPublished' ? event.metadata.userId : null,
            event.metadata.occurredAt,
            event.revision,
          ],
        );
        return;
      }
      default:
        assertNever(event);
    }
  }
}
