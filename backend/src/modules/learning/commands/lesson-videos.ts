import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { logger } from '../../../platform/logging/logger.js';
import { decideOnStream } from '../../../platform/commands/pass-through.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { writePosterFrame } from '../../../platform/media/ffmpeg.js';
import { receiveProbedVideo } from '../../../platform/media/video-upload.js';
import { FILE_STORAGE, storageKey, type FileStorage } from '../../../platform/storage/storage.port.js';
import { LessonVideoUnknownError, RecordLessonVideo, lessonVideoDecider, lessonVideoStream } from '../domain/lesson-video.js';
import type { LessonVideoFile } from '../events/learning-content.events.js';

/** The library's files belong to the company, not a person: forgetting an author keeps them. */
const OWNER = 'library';
export const lessonVideoKey = (fileId: string) => storageKey(OWNER, fileId, 'video');
export const lessonPosterKey = (fileId: string) => storageKey(OWNER, fileId, 'poster.jpg');

/**
 * Lesson videos (decision 0096). An upload streams through the storage platform's parser (video
 * limit, type from the bytes) into a temporary file, where ffprobe reads its length
 * (`receiveProbedVideo`, an event recording's too) and ffmpeg takes the poster frame (both separate
 * processes with a timeout); then video and poster go to the storage and `LessonVideoUploaded` is
 * recorded. A file ffprobe cannot read is refused (415) and nothing is kept.
 */
@Injectable()
export class LessonVideos {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly aggregates: AggregateStore,
  ) {}

  async upload(req: Request, user: SessionUser): Promise<LessonVideoFile & { sizeBytes: number }> {
    return receiveProbedVideo(req, (video) => this.store({ videoPath: video.path, posterPath: `${video.path}.poster.jpg`, mimeType: video.mimeType, seconds: video.seconds }, user));
  }

  /**
   * A lesson's video was replaced (or removed): its old file and poster leave the storage. Called
   * after the lesson's new version is committed, like forgetting a person's files (decision 0095);
   * a failure is logged and never fails the edit (the file then stays under `library/`).
   */
  async discard(fileId: string): Promise<void> {
    try {
      await Promise.all([this.storage.delete(lessonVideoKey(fileId)), this.storage.delete(lessonPosterKey(fileId))]);
    } catch (error) {
      logger.warn({ err: error, fileId }, 'a replaced lesson video was not deleted; its file stays under library/');
    }
  }

  /** Stores a video file read from disk with its poster, and records it: the upload's last step, and the demo library's. */
  async store(
    { videoPath, posterPath, mimeType, seconds, fileId = randomUUID() }: { videoPath: string; posterPath: string; mimeType: string; seconds: number; fileId?: string },
    user: SessionUser,
  ): Promise<LessonVideoFile & { sizeBytes: number }> {
    // A poster is a nicety: a video whose frame ffmpeg cannot take still plays.
    const poster = await writePosterFrame(videoPath, seconds, posterPath).then(
      () => true,
      () => false,
    );
    const { size } = await stat(videoPath);
    await this.storage.put(lessonVideoKey(fileId), createReadStream(videoPath), { contentType: mimeType });
    if (poster) await this.storage.put(lessonPosterKey(fileId), createReadStream(posterPath), { contentType: 'image/jpeg' });
    const data = { fileId, mimeType, sizeBytes: size, seconds };
    await decideOnStream(this.aggregates, lessonVideoStream.streamId(fileId), lessonVideoDecider, new RecordLessonVideo(data, user));
    return data;
  }

  /** The uploaded video a lesson is saved with, or a 400 for an id no upload made. */
  async resolve(fileId: string): Promise<LessonVideoFile> {
    if (!/^[0-9a-z-]{1,64}$/i.test(fileId)) throw new LessonVideoUnknownError();
    const { state } = await this.aggregates.load(lessonVideoStream.streamId(fileId), lessonVideoDecider);
    if (state.status === 'none') throw new LessonVideoUnknownError();
    const { mimeType, seconds } = state.file;
    return { fileId, mimeType, seconds };
  }
}
