import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

/**
 * An author uploaded a lesson video (stream `lesson-video-<fileId>`; the author is
 * `metadata.userId`): stored through the storage platform with the poster frame ffmpeg took,
 * its length read by ffprobe. A lesson refers to it by `fileId` once saved with it.
 */
export type LessonVideoUploaded = DomainEvent<'LessonVideoUploaded', { fileId: string; mimeType: string; sizeBytes: number; seconds: number }>;

/**
 * An author uploaded a poster for a lesson's video (stream `lesson-poster-<fileId>`, decision 0109):
 * re-encoded as WebP without metadata, at most 1280x720. A lesson shows it once saved with `posterFileId`.
 */
export type LessonPosterUploaded = DomainEvent<'LessonPosterUploaded', { fileId: string; sizeBytes: number; width: number; height: number }>;

export type LessonVideoEvent = LessonVideoUploaded;
export type LessonPosterEvent = LessonPosterUploaded;

export const LESSON_VIDEO_EVENT_SCHEMAS = eventSchemas<LessonVideoEvent | LessonPosterEvent>({ LessonVideoUploaded: 1, LessonPosterUploaded: 1 });
