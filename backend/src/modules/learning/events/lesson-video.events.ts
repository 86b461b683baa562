import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

/**
 * An author uploaded a lesson video (stream `lesson-video-<fileId>`; the author is
 * `metadata.userId`): stored through the storage platform with the poster frame ffmpeg took,
 * its length read by ffprobe. A lesson refers to it by `fileId` once saved with it.
 */
export type LessonVideoUploaded = DomainEvent<'LessonVideoUploaded', { fileId: string; mimeType: string; sizeBytes: number; seconds: number }>;

export type LessonVideoEvent = LessonVideoUploaded;

export const LESSON_VIDEO_EVENT_SCHEMAS = eventSchemas<LessonVideoEvent>({ LessonVideoUploaded: 1 });
