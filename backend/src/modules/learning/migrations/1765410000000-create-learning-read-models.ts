import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTables, dropTables, orNull, t, table, versioned } from '../../../platform/database/schema.js';

const tables = [
  table('learning_contents', {
    id: t.id, title: t.text, description: t.text, content_type: t.text, video_url: orNull.text, thumbnail_url: orNull.text,
    duration_minutes: t.integer, difficulty: t.text, category: t.text, tags: t.jsonb, body: orNull.text, is_public: t.boolean,
    created_by: orNull.text, ...versioned,
  }),
  table(
    'learning_progress',
    {
      user_id: t.text, content_id: t.text, progress: t.real, position: t.real, completed: t.boolean, started_at: orNull.timestamptz,
      completed_at: orNull.timestamptz, updated_at: t.timestamptz, revision: t.integer,
    },
    { primaryKey: 'user_id, content_id' },
  ),
  table(
    'learning_study_log',
    { stream_id: t.text, revision: t.integer, user_id: t.text, content_id: t.text, seconds: t.integer, recorded_at: t.timestamptz },
    { primaryKey: 'stream_id, revision', indexes: [{ on: 'user_id, recorded_at' }] },
  ),
];

/** The learning catalogue, each user's progress, and the log of study time (docs/modules/learning.md). */
export class CreateLearningReadModels1765410000000 implements MigrationInterface {
  name = 'CreateLearningReadModels1765410000000';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, tables);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, tables);
  }
}
