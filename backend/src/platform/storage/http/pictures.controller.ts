import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../auth/access.decorator.js';
import { ApiAnswers } from '../../http/api-answers.js';
import { sendStoredFile } from '../downloads.js';
import { isPictureId, pictureKey } from '../pictures.js';
import { FILE_STORAGE, type FileStorage } from '../storage.port.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Profile pictures (users', company members'), for every signed-in reader (decision 0095).
 * Content-addressed: a new picture is a new URL, so each is cached for a year (`immutable`).
 */
@ApiTags('pictures')
@Controller('api/pictures')
export class PicturesController {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  @Get(':ownerId/:pictureId')
  @Access('signed_in')
  @ApiProduces('image/webp')
  @ApiQuery({ name: 'size', required: false, enum: ['512', '128'], description: '512 (the default) or 128 px square' })
  @ApiAnswers({
    ok: { description: 'The picture (WebP)', schema: { type: 'string', format: 'binary' } },
    partialContent: 'The byte range asked for',
    notModified: 'The ETag still holds',
    notFound: 'No such picture',
    rangeNotSatisfiable: 'A range past the end',
  })
  async picture(
    @Param('ownerId') ownerId: string,
    @Param('pictureId') pictureId: string,
    @Query('size') size: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const valid = UUID.test(ownerId) && isPictureId(pictureId);
    const key = valid ? pictureKey(ownerId.toLowerCase(), pictureId, size === '128' ? 128 : 512) : '';
    await sendStoredFile(req, res, { storage: this.storage, key, caching: 'immutable', allowed: valid });
  }
}
