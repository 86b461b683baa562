import { ApiProperty } from '@nestjs/swagger';
import { BADGES, type Badge } from '../domain/learning-summary.js';
import { DIFFICULTIES, LEARNING_CATEGORIES, LEARNING_CONTENT_TYPES, type Difficulty, type LearningCategory, type LearningContentType } from '../events/learning-content.events.js';

export class LearningProgressResponse {
  @ApiProperty({ description: 'Furthest percent reached; 100 once completed' }) progress: number;
  @ApiProperty({ description: "Where to resume: a video's seconds, a reading lesson's percent scrolled" }) position: number;
  @ApiProperty() completed: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: Date | null;
}

/** An uploaded video, as the upload answers it. */
export class LessonVideoResponse {
  @ApiProperty() fileId: string;
  @ApiProperty({ description: 'Length read by ffprobe' }) seconds: number;
  @ApiProperty() mimeType: string;
  @ApiProperty() sizeBytes: number;
}

/** An author's own poster, as the upload answers it (decision 0109). */
export class LessonPosterResponse {
  @ApiProperty() fileId: string;
  @ApiProperty() sizeBytes: number;
  @ApiProperty({ description: 'Pixels, as stored (scaled to fit 1280x720)' }) width: number;
  @ApiProperty() height: number;
}

/** A lesson's uploaded video with the addresses the player uses. */
export class LessonVideoFileResponse {
  @ApiProperty() fileId: string;
  @ApiProperty({ description: 'Length read by ffprobe' }) seconds: number;
  @ApiProperty() mimeType: string;
  @ApiProperty({ description: 'The video (ranged)' }) src: string;
  @ApiProperty({ description: "The poster shown: the author's own, else the frame taken from the video" }) posterSrc: string;
  @ApiProperty({ description: 'The frame ffmpeg took from the video (shown when the own poster is removed)' }) framePosterSrc: string;
  @ApiProperty({ type: String, nullable: true, description: "The author's own poster (decision 0109), or null" }) posterFileId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The WebVTT captions, when the lesson has them' }) captionsSrc: string | null;
}

export class LearningContentResponse {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: LEARNING_CONTENT_TYPES }) contentType: LearningContentType;
  @ApiProperty({ type: String, nullable: true }) videoUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) thumbnailUrl: string | null;
  @ApiProperty({ description: 'Minutes (spec: duration)' }) duration: number;
  @ApiProperty({ description: 'Minutes' }) durationMinutes: number;
  @ApiProperty({ enum: DIFFICULTIES }) difficulty: Difficulty;
  @ApiProperty({ enum: LEARNING_CATEGORIES }) category: LearningCategory;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: String, nullable: true, description: 'A reading lesson’s text (only when one piece is asked for)' }) body: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A video’s WebVTT captions (only when one piece is asked for: the edit form keeps them)' }) captions: string | null;
  @ApiProperty() isPublic: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty() revision: number;
  @ApiProperty({ type: LearningProgressResponse }) myProgress: LearningProgressResponse;
  @ApiProperty({ type: LessonVideoFileResponse, nullable: true, description: 'An uploaded video (null for a link or reading)' }) videoFile: LessonVideoFileResponse | null;
}

export class BadgeResponse {
  @ApiProperty({ enum: BADGES }) badge: Badge;
  @ApiProperty() earned: boolean;
}

export class CategorySummaryResponse {
  @ApiProperty({ enum: LEARNING_CATEGORIES }) category: LearningCategory;
  @ApiProperty() itemCount: number;
  @ApiProperty() completedCount: number;
  @ApiProperty({ description: 'Mean progress over the items, 0..100' }) percent: number;
}

export class LearningSummaryResponse {
  @ApiProperty() totalCount: number;
  @ApiProperty() completedCount: number;
  @ApiProperty() startedCount: number;
  @ApiProperty({ description: 'completedCount / totalCount in percent' }) overallPercent: number;
  @ApiProperty({ description: 'Study time this calendar month (APP_TIME_ZONE)' }) studyMinutesThisMonth: number;
  @ApiProperty() studyMinutesTotal: number;
  @ApiProperty() badgesEarned: number;
  @ApiProperty({ type: [BadgeResponse] }) badges: BadgeResponse[];
  @ApiProperty({ type: [CategorySummaryResponse] }) categories: CategorySummaryResponse[];
}

export class SeedLearningLibraryResponse {
  @ApiProperty() added: number;
  @ApiProperty() revised: number;
  @ApiProperty() unchanged: number;
}
