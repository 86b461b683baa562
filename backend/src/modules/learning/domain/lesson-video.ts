import { UserCommand } from '../../../platform/domain/command.js';
import type { Decider } from '../../../platform/domain/decider.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';
import type { LessonVideoFile } from '../events/learning-content.events.js';
import type { LessonPosterEvent, LessonVideoEvent } from '../events/lesson-video.events.js';
import { LearningValidationError } from './learning.errors.js';

/** One uploaded lesson video. Stream `lesson-video-<fileId>`. */
export const lessonVideoStream = streamCategory('lesson-video');

export type LessonVideoState = { status: 'none' } | { status: 'uploaded'; file: LessonVideoFile & { sizeBytes: number } };

/** The server stored an author's video and read it (the upload route: stored, probed, poster written). */
export class RecordLessonVideo extends UserCommand<'RecordLessonVideo', { fileId: string; mimeType: string; sizeBytes: number; seconds: number }> {
  readonly type = 'RecordLessonVideo';
}

/** A lesson names an upload no upload made (its video, or its own poster: decision 0109). */
export class LessonFileUnknownError extends LearningValidationError {
  constructor(field: 'videoFileId' | 'posterFileId') {
    const video = field === 'videoFileId';
    super(video ? 'VIDEO_FILE_UNKNOWN' : 'POSTER_FILE_UNKNOWN', field, `アップロードされた${video ? '動画' : 'ポスター画像'}が見つかりません。もう一度アップロードしてください`);
  }
}

export const lessonVideoDecider: Decider<LessonVideoState, RecordLessonVideo, LessonVideoEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'uploaded', file: { fileId: event.data.fileId, mimeType: event.data.mimeType, sizeBytes: event.data.sizeBytes, seconds: event.data.seconds } }),
  // A file id is generated per upload: recorded once.
  decide: (command, state) => (state.status === 'none' ? [{ type: 'LessonVideoUploaded', data: command.data }] : []),
};

/** One uploaded lesson poster (decision 0109). Stream `lesson-poster-<fileId>`. */
export const lessonPosterStream = streamCategory('lesson-poster');

export type LessonPosterState = { status: 'none' } | { status: 'uploaded' };

/** The server stored an author's poster image, re-encoded. */
export class RecordLessonPoster extends UserCommand<'RecordLessonPoster', { fileId: string; sizeBytes: number; width: number; height: number }> {
  readonly type = 'RecordLessonPoster';
}

/** Recorded once, as a video: each upload has its own id. */
export const lessonPosterDecider: Decider<LessonPosterState, RecordLessonPoster, LessonPosterEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: () => ({ status: 'uploaded' }),
  decide: ({ data }, { status }) => (status === 'none' ? [{ type: 'LessonPosterUploaded', data }] : []),
};
