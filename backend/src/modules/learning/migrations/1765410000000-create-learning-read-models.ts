import { orNull, SchemaMigration, t, table, versioned } from '../../../platform/database/schema.js';

/** The learning catalogue, each user's progress, and the log of study time (docs/modules/learning.md). */
export class CreateLearningReadModels1765410000000 extends SchemaMigration {
  name = 'CreateLearningReadModels1765410000000';
  protected readonly tables = [
    table('learning_contents', {
      id: t.id, title: t.text, description: t.text, content_type: t.text, video_url: orNull.text, thumbnail_url: orNull.text,
      duration_minutes: t.integer, difficulty: t.text, category: t.text, tags: t.jsonb, body: orNull.text, is_public: t.boolean,
      created_by: orNull.text, ...versioned,
    }),
    table('learning_progress', {
      user_id: t.text, content_id: t.text, progress: t.real, position: t.real, completed: t.boolean, started_at: orNull.timestamptz,
      completed_at: orNull.timestamptz, updated_at: t.timestamptz, revision: t.integer,
    }, { primaryKey: 'user_id, content_id' }),
    table(
      'learning_study_log',
      { stream_id: t.text, revision: t.integer, user_id: t.text, content_id: t.text, seconds: t.integer, recorded_at: t.timestamptz },
      { primaryKey: 'stream_id, revision', indexes: [{ on: 'user_id, recorded_at' }] },
    ),
  ];
}
