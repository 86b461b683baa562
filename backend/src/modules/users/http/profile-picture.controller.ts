import { Controller, Delete, Get, HttpCode, Inject, Param, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { deletePicture, pictureIdOf, pictureUrl, storePicture } from '../../../platform/storage/pictures.js';
import { FILE_STORAGE, type FileStorage } from '../../../platform/storage/storage.port.js';
import { receiveUpload } from '../../../platform/storage/uploads.js';
import { ChangeProfilePicture } from '../domain/user.commands.js';
import { NotYourProfileError, UserNotFoundError } from '../domain/user.errors.js';
import { GetUserQuery } from '../queries/get-user/get-user.query.js';
import { UserDirectory } from '../queries/user-directory.js';
import { PictureUploadRequest, UserPictureResponse, UserResponse } from './users.response.dto.js';

/**
 * A user's profile picture (decision 0095): uploaded by the user or an admin as a multipart file,
 * re-encoded and stored under the user (`platform/storage/pictures.ts`), then recorded by
 * `ProfilePictureChanged`; the picture it replaces is deleted from storage.
 */
@ApiTags('users')
@Controller('api/users')
export class ProfilePictureController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly directory: UserDirectory,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Get('pictures')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [UserPictureResponse], description: 'Every user who shows a picture, with its URL (the avatars of lists and posts)' } })
  listPictures(): Promise<UserPictureResponse[]> {
    return this.directory.pictures();
  }

  @Put(':id/picture')
  @Access('signed_in')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: PictureUploadRequest })
  @ApiAnswers({
    ok: UserResponse,
    badRequest: 'No file, an empty file or an image that cannot be read',
    forbidden: 'Neither the user themself nor an admin',
    notFound: 'No such user',
    payloadTooLarge: 'Over the picture limit (10 MB)',
    unsupportedMediaType: 'Not a JPEG, PNG or WebP image (read from its bytes)',
  })
  async uploadPicture(@Param('id') id: string, @Req() req: Request, @CurrentUser() actor: SessionUser): Promise<UserResponse> {
    const before = await this.ownProfile(id, actor);
    const pictureId = await receiveUpload(req, 'picture', (file) => storePicture(this.storage, id, file.stream));
    const url = pictureUrl(id, pictureId);
    try {
      await this.commandBus.execute(new ChangeProfilePicture({ userId: id, pictureUrl: url }, actor));
    } catch (error) {
      if (before.profileImageUrl !== url) await deletePicture(this.storage, id, pictureId);
      throw error;
    }
    await this.forgetOld(id, before.profileImageUrl, url);
    return this.view(id);
  }

  @Delete(':id/picture')
  @Access('signed_in')
  @HttpCode(200)
  @ApiAnswers({ ok: UserResponse, forbidden: 'Neither the user themself nor an admin', notFound: 'No such user' })
  async removePicture(@Param('id') id: string, @CurrentUser() actor: SessionUser): Promise<UserResponse> {
    const before = await this.ownProfile(id, actor);
    await this.commandBus.execute(new ChangeProfilePicture({ userId: id, pictureUrl: null }, actor));
    await this.forgetOld(id, before.profileImageUrl, null);
    return this.view(id);
  }

  /** Checked before a byte of the upload is read: the user themself or an admin, on a user that exists. */
  private async ownProfile(id: string, actor: SessionUser): Promise<UserResponse> {
    if (actor.id !== id && !actor.isAdmin) throw new NotYourProfileError();
    return this.view(id);
  }

  private async view(id: string): Promise<UserResponse> {
    const view = await this.queryBus.execute(new GetUserQuery(id));
    if (!view) throw new UserNotFoundError();
    return view;
  }

  /** The files of the picture no longer shown (an issuer's picture URL is not ours to delete). */
  private async forgetOld(id: string, before: string | null, now: string | null): Promise<void> {
    const old = before === now ? null : pictureIdOf(id, before);
    if (old) await deletePicture(this.storage, id, old);
  }
}
