import type { Difficulty, LearningCategory, LearningContentType } from '../events/learning-content.events.js';
import type { LearningContentRow } from '../projections/learning-catalogue/learning-catalogue.read-model.js';

/** The user's progress on one piece of content (not started: 0, no dates). */
export interface LearningProgressView {
  progress: number;
  position: number;
  completed: boolean;
  startedAt: Date | null;
  completedAt: Date | null;
}

/** A card of the list (spec part 2 §7's shape and more): the body is left out of the list. */
export interface LearningContentView
  extends Pick<LearningContentRow, 'id' | 'title' | 'description' | 'videoUrl' | 'thumbnailUrl' | 'durationMinutes' | 'tags' | 'isPublic' | 'createdAt' | 'revision'> {
  contentType: LearningContentType;
  difficulty: Difficulty;
  category: LearningCategory;
  /** Spec part 2 §3 calls it duration: minutes. */
  duration: number;
  body: string | null;
  myProgress: LearningProgressView;
  /** An uploaded video with the player's addresses (each names the file, so a new upload is a new address). */
  videoFile: { fileId: string; seconds: number; mimeType: string; src: string; posterSrc: string; captionsSrc: string | null } | null;
}
