import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';
import { receiveUpload } from '../storage/uploads.js';
import { MediaToolError, probeVideoSeconds } from './ffmpeg.js';

const UNREADABLE_VIDEO = '動画を読み取れませんでした。再生できる動画ファイル（MP4・WebM・MOV）を選んでください';

/** An uploaded video on the server's disk, its length read by ffprobe. */
export interface ProbedVideo {
  /** The temporary file: gone once `use` has answered. */
  path: string;
  /** Read from the bytes. */
  mimeType: string;
  seconds: number;
}

/**
 * Receives a video upload through the storage platform's one parser (the `video` kind: its size
 * limit, the type read from the bytes) into a temporary file, where ffprobe reads its length; a
 * file with no readable video stream is a 415 and nothing is kept. `use` stores what it needs
 * from the file; the temporary copy is removed whatever happens.
 */
export async function receiveProbedVideo<T>(req: Request, use: (video: ProbedVideo) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'video-upload-'));
  try {
    const videoPath = path.join(dir, 'video');
    const mimeType = await receiveUpload(req, 'video', async (file) => {
      await pipeline(file.stream, createWriteStream(videoPath));
      return file.mimeType;
    });
    const seconds = await probeVideoSeconds(videoPath).catch((error: unknown) => {
      if (error instanceof MediaToolError) throw new UnsupportedMediaTypeException(UNREADABLE_VIDEO);
      throw error;
    });
    return await use({ path: videoPath, mimeType, seconds });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
