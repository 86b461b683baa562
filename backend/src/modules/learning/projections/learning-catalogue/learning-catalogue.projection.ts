import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type { LearningContentEvent } from '../../events/learning-content.events.js';
import type { LearningCourseEvent } from '../../events/learning-course.events.js';

/** Each event carries the whole content; the author and creation time stay as first written. */
function write(event: RecordedEventOf<LearningContentEvent>, db: RowWriter) {
  const { data: d, metadata, revision } = event;
  return db.upsert(
    'learning_contents',
    {
      id: d.contentId,
      title: d.title,
      description: d.description,
      content_type: d.contentType,
      video_url: d.videoUrl,
      thumbnail_url: d.thumbnailUrl,
      duration_minutes: d.durationMinutes,
      difficulty: d.difficulty,
      category: d.category,
      tags: JSON.stringify(d.tags),
      body: d.body,
      is_public: d.isPublic,
      video_file: d.videoFile ? JSON.stringify(d.videoFile) : null,
      captions: d.captions ?? null,
      poster_file_id: d.posterFileId ?? null,
      created_by: event.type === 'LearningContentPublished' ? metadata.userId : null,
      created_at: metadata.occurredAt,
      updated_at: metadata.occurredAt,
      revision,
    },
    { key: ['id'], keep: ['created_by', 'created_at'], newer: 'revision' },
  );
}

/** The learning catalogue: each event carries the whole content; an event older than the row is skipped. */
export class LearningCatalogueProjection extends rowProjection<LearningContentEvent>({
  name: 'learning-catalogue',
  tables: ['learning_contents'],
  on: { LearningContentPublished: write, LearningContentRevised: write },
}) {}

/** Courses: each event carries the whole course. */
export class LearningCoursesProjection extends rowProjection<LearningCourseEvent>({
  name: 'learning-courses',
  tables: ['learning_courses'],
  on: {
    LearningCourseSaved: ({ data: d, metadata, revision }, db) =>
      db.upsert(
        'learning_courses',
        { id: d.courseId, title: d.title, description: d.description, lesson_ids: JSON.stringify(d.lessonIds), created_at: metadata.occurredAt, updated_at: metadata.occurredAt, revision },
        { key: ['id'], keep: ['created_at'], newer: 'revision' },
      ),
    LearningCourseDeleted: ({ data }, db) => db.delete('learning_courses', { id: data.courseId }),
  },
}) {}
