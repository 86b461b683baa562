import { orNull, SchemaMigration, t, table, versioned } from '../../../platform/database/schema.js';

/** Lessons' uploaded videos and captions, and courses (ordered lessons); docs/modules/learning.md, decision 0096. */
export class AddLessonVideosAndCourses1767800000000 extends SchemaMigration {
  name = 'AddLessonVideosAndCourses1767800000000';
  protected readonly columns = { learning_contents: { video_file: orNull.jsonb, captions: orNull.text } };
  protected readonly tables = [table('learning_courses', { id: t.id, title: t.text, description: t.text, lesson_ids: t.jsonb, ...versioned })];
}
