import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { LessonVideoFile } from '../../events/learning-content.events.js';

// Written only by LearningCatalogueProjection; created by the migration 1765410000000.

@Entity({ name: 'learning_contents' })
export class LearningContentRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text' }) description: string;
  @Column({ name: 'content_type', type: 'text' }) contentType: string;
  @Column({ name: 'video_url', type: 'text', nullable: true }) videoUrl: string | null;
  @Column({ name: 'thumbnail_url', type: 'text', nullable: true }) thumbnailUrl: string | null;
  @Column({ name: 'duration_minutes', type: 'integer' }) durationMinutes: number;
  @Column({ type: 'text' }) difficulty: string;
  @Column({ type: 'text' }) category: string;
  @Column({ type: 'jsonb' }) tags: string[];
  @Column({ type: 'text', nullable: true }) body: string | null;
  @Column({ name: 'is_public', type: 'boolean' }) isPublic: boolean;
  /** An uploaded video (`LessonVideoFile`), added by the migration 1767800000000. */
  @Column({ name: 'video_file', type: 'jsonb', nullable: true }) videoFile: LessonVideoFile | null;
  /** The WebVTT captions track. */
  @Column({ type: 'text', nullable: true }) captions: string | null;
  /** The author's own poster for the uploaded video (decision 0109), added by the migration 1767812000000. */
  @Column({ name: 'poster_file_id', type: 'text', nullable: true }) posterFileId: string | null;
  /** The user who published it (the first event's metadata). */
  @Column({ name: 'created_by', type: 'text', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ type: 'integer' }) revision: number;
}

/** Courses (migration 1767800000000), written only by LearningCoursesProjection. */
@Entity({ name: 'learning_courses' })
export class LearningCourseRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text' }) description: string;
  @Column({ name: 'lesson_ids', type: 'jsonb' }) lessonIds: string[];
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ type: 'integer' }) revision: number;
}
