import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { LearningProgressEvent } from '../../events/learning-progress.events.js';

const HANDLED: readonly LearningProgressEvent['type'][] = ['LearningStarted', 'LearningProgressRecorded', 'LearningCompleted', 'LearningProgressReset'];

/**
 * Each user's progress (one row per content) and the study-time log. A row change applies only
 * over an older revision of the stream, and the log is keyed by stream and revision, so a
 * redelivered event changes nothing.
 */
@Injectable()
@ReadModelProjection()
export class LearningProgressProjection implements Projection<LearningProgressEvent> {
  readonly name = 'learning-progress';
  readonly handles = HANDLED;
  readonly tables = ['learning_progress', 'learning_study_log'];

  async apply(event: RecordedEventOf<LearningProgressEvent>, manager: EntityManager): Promise<void> {
    const { userId, contentId } = event.data;
    const at = event.metadata.occurredAt;
    const upsert = (set: string, insert: { progress: number; position: number; completed: boolean; startedAt: string | null; completedAt: string | null }) =>
      manager.query(
        `INSERT INTO learning_progress (user_id, content_id, progress, position, completed, started_at, completed_at, updated_at, revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (user_id, content_id) DO UPDATE SET ${set}, updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision
         WHERE learning_progress.revision < EXCLUDED.revision`,
        [userId, contentId, insert.progress, insert.position, insert.completed, insert.startedAt, insert.completedAt, at, event.revision],
      );
    switch (event.type) {
      case 'LearningStarted':
        await upsert('started_at = EXCLUDED.started_at, progress = 0, position = 0, completed = false, completed_at = NULL', {
          progress: 0,
          position: 0,
          completed: false,
          startedAt: at,
          completedAt: null,
        });
        return;
      case 'LearningProgressRecorded': {
        const d = event.data;
        await upsert('progress = EXCLUDED.progress, position = EXCLUDED.position', {
          progress: d.percent,
          position: d.position,
          completed: false,
          startedAt: at,
          completedAt: null,
        });
        if (d.studySeconds > 0) {
          await manager.query(
            `INSERT INTO learning_study_log (stream_id, revision, user_id, content_id, seconds, recorded_at) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (stream_id, revision) DO NOTHING`,
            [event.streamId, event.revision, userId, contentId, d.studySeconds, at],
          );
        }
        return;
      }
      case 'LearningCompleted':
        await upsert('completed = true, completed_at = EXCLUDED.completed_at', { progress: 100, position: 0, completed: true, startedAt: at, completedAt: at });
        return;
      case 'LearningProgressReset':
        await upsert('progress = 0, position = 0, completed = false, started_at = NULL, completed_at = NULL', {
          progress: 0,
          position: 0,
          completed: false,
          startedAt: null,
          completedAt: null,
        });
        return;
      default:
        assertNever(event);
    }
  }
}
