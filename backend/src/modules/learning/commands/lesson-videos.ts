import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { decideOnStream } from '../../../platform/commands/pass-through.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { writePosterFrame } from '../../../platform/media/ffmpeg.js';
import { receiveProbedVideo } from '../../../platform/media/video-upload.js';
import { renderImage } from '../../../platform/storage/pictures.js';
import { receiveUpload } from '../../../platform/storage/uploads.js';
import { deleteAfterCommit, FILE_STORAGE, storageKey, type FileStorage } from '../../../platform/storage/storage.port.js';
import {
  LessonFileUnknownError,
  RecordLessonPoster,
  RecordLessonVideo,
  lessonPosterDecider,
  lessonPosterStream,
  lessonVideoDecider,
  lessonVideoStream,
} from '../domain/lesson-video.js';
import type { LessonVideoFile } from '../events/learning-content.events.js';

/** The library's files belong to the company, not a person: forgetting an author keeps them. */
const OWNER = 'library';
export const lessonVideoKey = (fileId: string) => storageKey(OWNER, fileId, 'video');
export const lessonPosterKey = (fileId: string) => storageKey(OWNER, fileId, 'poster.jpg');
/** An author's own poster (decision 0109), under its own upload's id. */
export const lessonOwnPosterKey = (fileId: string) => storageKey(OWNER, fileId, 'poster.webp');
/** The largest an own poster is stored at (it is scaled down to fit, never up). */
const OWN_POSTER_BOX = { width: 1280, height: 720 } as const;
const FILE_ID = /^[0-9a-z-]{1,64}$/i;

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
   * An author's own poster for a lesson's video (decision 0109): the image goes through the upload
   * parser's `poster` kind (10 MB, JPEG/PNG/WebP read from the bytes), is re-encoded by the pictures'
   * `renderImage` (upright, no EXIF or location, WebP, scaled to fit 1280x720), stored under
   * `library/<fileId>/poster.webp` and recorded as `LessonPosterUploaded`. A refused file keeps nothing.
   */
  async uploadPoster(req: Request, user: SessionUser): Promise<{ fileId: string; sizeBytes: number; width: number; height: number }> {
    const image = await receiveUpload(req, 'poster', (file) =>
      renderImage(file.stream, (decoder) => decoder.resize(OWN_POSTER_BOX.width, OWN_POSTER_BOX.height, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 })),
    );
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const fileId = randomUUID();
    await this.storage.put(lessonOwnPosterKey(fileId), Readable.from([image]), { contentType: 'image/webp' });
    const data = { fileId, sizeBytes: image.length, width, height };
    await decideOnStream(this.aggregates, lessonPosterStream.streamId(fileId), lessonPosterDecider, new RecordLessonPoster(data, user));
    return data;
  }

  /**
   * A lesson's video was replaced (or removed): its old file and poster leave the storage. Called
   * after the lesson's new version is committed, like forgetting a person's files (decision 0095);
   * a failure is logged and never fails the edit (the file then stays under `library/`).
   */
  discard(fileId: string): Promise<void> {
    return deleteAfterCommit(this.storage, [lessonVideoKey(fileId), lessonPosterKey(fileId)], { fileId, what: 'a replaced lesson video' });
  }

  /** A lesson's own poster was replaced or removed (decision 0109): as `discard`, after the commit. */
  discardPoster(fileId: string): Promise<void> {
    return deleteAfterCommit(this.storage, [lessonOwnPosterKey(fileId)], { fileId, what: 'a replaced lesson poster' });
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
    if (!FILE_ID.test(fileId)) throw new LessonFileUnknownError('videoFileId');
    const { state } = await this.aggregates.load(lessonVideoStream.streamId(fileId), lessonVideoDecider);
    if (state.status === 'none') throw new LessonFileUnknownError('videoFileId');
    const { mimeType, seconds } = state.file;
    return { fileId, mimeType, seconds };
  }

  /** The own poster a lesson is saved with (its id), or a 400 for an id no poster upload made. */
  async resolvePoster(fileId: string): Promise<string> {
    if (!FILE_ID.test(fileId)) throw new LessonFileUnknownError('posterFileId');
    const { state } = await this.aggregates.load(lessonPosterStream.streamId(fileId), lessonPosterDecider);
    if (state.status === 'none') throw new LessonFileUnknownError('posterFileId');
    return fileId;
  }
}
