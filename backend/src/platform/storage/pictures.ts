import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { BadRequestException } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import { FILE_MESSAGES } from '@pivot/rules';
import { storageKey, type FileStorage } from './storage.port.js';

/** The sizes a picture is stored at: the profile (512) and every list and avatar (128). */
export const PICTURE_SIZES = [512, 128] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];

/** Largest decoded image accepted (pixels): a small file that decodes to a huge bitmap is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

/** A picture's id: the first 32 hex digits of the SHA-256 of its 512 px rendering (content-addressed). */
export type PictureId = string;
const PICTURE_ID = /^[0-9a-f]{32}$/;

export function isPictureId(value: string): value is PictureId {
  return PICTURE_ID.test(value);
}

/** The key of one size of an owner's picture: `<owner>/pictures/<id>-<size>.webp`. */
export function pictureKey(ownerId: string, pictureId: PictureId, size: PictureSize): string {
  return storageKey(ownerId, 'pictures', `${pictureId}-${size}.webp`);
}

/** The path the client shows a picture by (the API route `GET /api/pictures/:owner/:picture`). */
export function pictureUrl(ownerId: string, pictureId: PictureId): string {
  return `/api/pictures/${ownerId}/${pictureId}`;
}

/** The picture id in an URL `pictureUrl` made for this owner, or null (another URL, none). */
export function pictureIdOf(ownerId: string, url: string | null): PictureId | null {
  const prefix = `/api/pictures/${ownerId}/`;
  const id = url?.startsWith(prefix) ? url.slice(prefix.length) : null;
  return id && isPictureId(id) ? id : null;
}

/**
 * Decodes an uploaded image as it streams in and answers `render`'s re-encoding of it (sharp, one
 * decoder): turned upright by its EXIF orientation first, and written with no metadata at all (EXIF,
 * GPS, ICC, XMP are dropped: sharp writes none unless told). Only the rendering is held in memory.
 * The upload's own failure (413, a broken request) is the answer; an image that cannot be decoded
 * is a Japanese 400.
 */
export async function renderImage(image: Readable, render: (decoder: Sharp) => Sharp): Promise<Buffer> {
  const decoder = sharp({ failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true });
  const rendering = render(decoder.rotate()).toBuffer();
  const failed = new Promise<never>((_, reject) => image.once('error', reject));
  rendering.catch(() => undefined);
  failed.catch(() => undefined);
  decoder.on('error', () => undefined);
  image.once('error', () => {
    image.unpipe(decoder);
    decoder.destroy();
  });
  image.pipe(decoder);
  try {
    return await Promise.race([rendering, failed]);
  } catch (error) {
    if (image.errored) throw image.errored;
    throw new BadRequestException(FILE_MESSAGES.unreadableImage, { cause: error });
  }
}

/**
 * Re-encodes an uploaded image as a profile picture (decision 0095) and stores it under its owner
 * (`renderImage`: upright, no metadata): cropped to the centred square, written at 512 and 128 px
 * as WebP. Answers the picture's id (the hash of its 512 px bytes).
 */
export async function storePicture(storage: FileStorage, ownerId: string, image: Readable): Promise<PictureId> {
  const large = await renderImage(image, (decoder) => decoder.resize(512, 512, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }));
  const small = await sharp(large).resize(128, 128).webp({ quality: 80 }).toBuffer();
  const pictureId = createHash('sha256').update(large).digest('hex').slice(0, 32);
  await storage.put(pictureKey(ownerId, pictureId, 512), Readable.from([large]), { contentType: 'image/webp' });
  await storage.put(pictureKey(ownerId, pictureId, 128), Readable.from([small]), { contentType: 'image/webp' });
  return pictureId;
}

/** Deletes both sizes of a picture the owner no longer shows. */
export async function deletePicture(storage: FileStorage, ownerId: string, pictureId: PictureId): Promise<void> {
  await Promise.all(PICTURE_SIZES.map((size) => storage.delete(pictureKey(ownerId, pictureId, size))));
}
