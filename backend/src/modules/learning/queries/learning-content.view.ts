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

/** A user's progress row as read (a LEFT JOIN: all null when never started). */
export interface ProgressRow {
  progress: number | null;
  position: number | null;
  completed: boolean | null;
  startedAt: Date | null;
  completedAt: Date | null;
}

/** The progress a user sees: a finished lesson is 100; not started (or reset) is 0 with no dates. */
export function progressView({ progress, position, completed, startedAt, completedAt }: ProgressRow): LearningProgressView {
  return startedAt
    ? { progress: completed ? 100 : (progress ?? 0), position: position ?? 0, completed: completed ?? false, startedAt, completedAt }
    : { progress: 0, position: 0, completed: false, startedAt: null, completedAt: null };
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
  /** A video's captions text: like `body`, only when one piece is asked for. */
  captions: string | null;
  myProgress: LearningProgressView;
  /**
   * An uploaded video with the player's addresses (each names the file, so a new upload is a new
   * address): the poster shown is the author's own when set (decision 0109), else the frame.
   */
  videoFile: {
    fileId: string;
    seconds: number;
    mimeType: string;
    src: string;
    posterSrc: string;
    framePosterSrc: string;
    posterFileId: string | null;
    captionsSrc: string | null;
  } | null;
}
