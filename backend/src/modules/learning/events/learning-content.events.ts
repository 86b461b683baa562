import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

export const LEARNING_CONTENT_TYPES = ['video', 'reading'] as const;
export type LearningContentType = (typeof LEARNING_CONTENT_TYPES)[number];

/** Spec part 2 §9's difficulty labels. */
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The three categories of the learning screen (spec part 2 §2), each with its bar. */
export const LEARNING_CATEGORIES = ['one_on_one_basics', 'matrix_usage', 'case_studies'] as const;
export type LearningCategory = (typeof LEARNING_CATEGORIES)[number];

/** A piece of learning content (spec part 2 §3 learning_content, with its tags and category). */
export interface LearningContentFields {
  title: string;
  description: string;
  contentType: LearningContentType;
  /** A video's address (https); null for a reading lesson. */
  videoUrl: string | null;
  thumbnailUrl: string | null;
  /** Minutes, 1..600. */
  durationMinutes: number;
  difficulty: Difficulty;
  category: LearningCategory;
  /** Up to 10; the card shows three. */
  tags: string[];
  /** A reading lesson's text: paragraphs separated by a blank line, a line starting with ■ a heading. Null for a video. */
  body: string | null;
  isPublic: boolean;
  /** A video uploaded through the storage platform (`LessonVideoUploaded`); with it `videoUrl` may be null. Absent on older events. */
  videoFile?: LessonVideoFile | null;
  /** The captions track (WebVTT, checked), for a video. Absent on older events. */
  captions?: string | null;
  /**
   * The author's own poster for the uploaded video (`LessonPosterUploaded`, decision 0109); null
   * shows the frame ffmpeg took. v2; a v1 event is upcast to null. Optional here only for callers
   * that build content (the seed and demo libraries): the decider always records it.
   */
  posterFileId?: string | null;
}

/** An uploaded video as a lesson holds it: the file, its probed length and type. The poster is the file's own. */
export interface LessonVideoFile {
  fileId: string;
  seconds: number;
  mimeType: string;
}

/** Content was published. Starts the stream `learning-content-<contentId>`; the author is `metadata.userId`. */
export type LearningContentPublished = DomainEvent<'LearningContentPublished', { contentId: string } & LearningContentFields>;

/** Content was edited (or the library's text changed): the whole new content. */
export type LearningContentRevised = DomainEvent<'LearningContentRevised', { contentId: string } & LearningContentFields>;

export type LearningContentEvent = LearningContentPublished | LearningContentRevised;

/** v2 (decision 0109): `posterFileId`; older events had no own poster. */
const withoutOwnPoster = (data: Record<string, unknown>) => ({ ...data, posterFileId: null });

export const LEARNING_CONTENT_EVENT_SCHEMAS = eventSchemas<LearningContentEvent>({
  LearningContentPublished: { version: 2, upcasters: { 1: withoutOwnPoster } },
  LearningContentRevised: { version: 2, upcasters: { 1: withoutOwnPoster } },
});
