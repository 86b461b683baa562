import { Column, Entity, PrimaryColumn } from 'typeorm';

// Written only by LearningProgressProjection; created by the migration 1765410000000.

/** Spec part 2 §3 learning_progress: one row per user and content once started. */
@Entity({ name: 'learning_progress' })
export class LearningProgressRow {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @PrimaryColumn({ name: 'content_id', type: 'text' }) contentId: string;
  /** The furthest percent reached, 0..100. */
  @Column({ type: 'real' }) progress: number;
  /** Where to resume: a video's seconds, a reading lesson's percent scrolled. */
  @Column({ type: 'real' }) position: number;
  @Column({ type: 'boolean' }) completed: boolean;
  /** Null after a reset (not started). */
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true }) startedAt: Date | null;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt: Date | null;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ type: 'integer' }) revision: number;
}

/** Study time as reported, one row per progress event: summed per month for the summary card. */
@Entity({ name: 'learning_study_log' })
export class LearningStudyLogRow {
  @PrimaryColumn({ name: 'stream_id', type: 'text' }) streamId: string;
  @PrimaryColumn({ type: 'integer' }) revision: number;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ name: 'content_id', type: 'text' }) contentId: string;
  @Column({ type: 'integer' }) seconds: number;
  @Column({ name: 'recorded_at', type: 'timestamptz' }) recordedAt: Date;
}
