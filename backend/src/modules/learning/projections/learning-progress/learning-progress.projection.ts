import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type { PersonForgotten } from '../../../privacy/index.js';
import type { LearningProgressEvent } from '../../events/learning-progress.events.js';

interface ProgressValues {
  progress: number;
  position: number;
  completed: boolean;
  startedAt: string | null;
  completedAt: string | null;
}

type ProgressColumn = 'progress' | 'position' | 'completed' | 'started_at' | 'completed_at';

/**
 * The user's row for the content: inserted with `values`, or, over an older revision of the
 * stream, overwritten with them except in the `kept` columns.
 */
function writeProgress(event: RecordedEventOf<LearningProgressEvent>, db: RowWriter, values: ProgressValues, kept: readonly ProgressColumn[] = []) {
  const { userId, contentId } = event.data;
  return db.upsert(
    'learning_progress',
    {
      user_id: userId,
      content_id: contentId,
      progress: values.progress,
      position: values.position,
      completed: values.completed,
      started_at: values.startedAt,
      completed_at: values.completedAt,
      updated_at: event.metadata.occurredAt,
      revision: event.revision,
    },
    { key: ['user_id', 'content_id'], keep: kept, newer: 'revision' },
  );
}

/**
 * Each user's progress (one row per content) and the study-time log. A row change applies only
 * over an older revision of the stream, and the log is keyed by stream and revision, so a
 * redelivered event changes nothing. A forgotten person's rows go, lessons' and event recordings'
 * alike (decision 0108): what they watched and when is theirs.
 */
export class LearningProgressProjection extends rowProjection<LearningProgressEvent | PersonForgotten>({
  name: 'learning-progress',
  // 2: a forgotten person's rows are deleted (decision 0108); tables of 1 are rebuilt on start, so people forgotten before are gone too (decision 0113).
  version: 2,
  tables: ['learning_progress', 'learning_study_log'],
  on: {
    LearningStarted: (event, db) => {
      const at = event.metadata.occurredAt;
      return writeProgress(event, db, { progress: 0, position: 0, completed: false, startedAt: at, completedAt: null });
    },
    LearningProgressRecorded: async (event, db) => {
      const { data: d, metadata } = event;
      const at = metadata.occurredAt;
      const values = { progress: d.percent, position: d.position, completed: false, startedAt: at, completedAt: null };
      await writeProgress(event, db, values, ['completed', 'started_at', 'completed_at']);
      if (d.studySeconds > 0) {
        await db.insert(
          'learning_study_log',
          { stream_id: event.streamId, revision: event.revision, user_id: d.userId, content_id: d.contentId, seconds: d.studySeconds, recorded_at: at },
          ['stream_id', 'revision'],
        );
      }
    },
    LearningCompleted: (event, db) => {
      const at = event.metadata.occurredAt;
      return writeProgress(event, db, { progress: 100, position: 0, completed: true, startedAt: at, completedAt: at }, ['progress', 'position', 'started_at']);
    },
    LearningProgressReset: (event, db) =>
      writeProgress(event, db, { progress: 0, position: 0, completed: false, startedAt: null, completedAt: null }),
    PersonForgotten: async ({ data }, db) => {
      await db.query(`DELETE FROM learning_progress WHERE lower(user_id) = lower($1)`, [data.subjectId]);
      await db.query(`DELETE FROM learning_study_log WHERE lower(user_id) = lower($1)`, [data.subjectId]);
    },
  },
}) {}
