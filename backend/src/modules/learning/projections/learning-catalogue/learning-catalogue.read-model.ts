import { Column, Entity, PrimaryColumn } from 'typeorm';

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
  /** The user who published it (the first event's metadata). */
  @Column({ name: 'created_by', type: 'text', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ type: 'integer' }) revision: number;
}
