import path from 'node:path';
import { Readable } from 'node:stream';
import { Controller, Delete, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_KINDS } from '@pivot/rules';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { deletePicture, pictureUrl, storePicture } from '../../../platform/storage/pictures.js';
import { FILE_STORAGE, type FileStorage } from '../../../platform/storage/storage.port.js';
import { displayNameOf, receiveUpload } from '../../../platform/storage/uploads.js';
import { forEachZipEntry } from '../../../platform/storage/zip-entries.js';
import { MemberPictures, normalisedEmail } from '../commands/member-pictures/member-pictures.js';
import { ChangeCompanyMemberPicture } from '../domain/company-member.commands.js';
import { OrganizationValidationError } from '../domain/organization.errors.js';
import { ErrorResponse } from './common.dto.js';
import { MemberPictureImportResponse, MemberPictureResponse, PictureFileRequest } from './member-pictures.dto.js';

const picture = FILE_KINDS.picture;

/**
 * Company members' profile pictures (decision 0095): one member's, uploaded by someone who manages
 * the member's team, or many at once as a ZIP of images named by e-mail address.
 */
@ApiTags('company-members')
@Controller('api/company-members')
export class MemberPicturesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly pictures: MemberPictures,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Put(':id/picture')
  @Access('signed_in')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: PictureFileRequest })
  @ApiAnswers({
    ok: MemberPictureResponse,
    badRequest: ErrorResponse,
    forbidden: ErrorResponse,
    notFound: ErrorResponse,
    payloadTooLarge: ErrorResponse,
    unsupportedMediaType: ErrorResponse,
  })
  async uploadMemberPicture(@Param('id') id: string, @Req() req: Request, @CurrentUser() actor: SessionUser): Promise<MemberPictureResponse> {
    const before = await this.pictures.requireManageable(id, actor);
    const pictureId = await receiveUpload(req, 'picture', (file) => storePicture(this.storage, id, file.stream));
    const url = pictureUrl(id, pictureId);
    try {
      await this.commands.execute(new ChangeCompanyMemberPicture({ memberId: id, pictureUrl: url }, actor));
    } catch (error) {
      if (before.pictureUrl !== url) await deletePicture(this.storage, id, pictureId);
      throw error;
    }
    await this.pictures.forgetOld(id, before.pictureUrl, url);
    return { memberId: id, pictureUrl: url };
  }

  @Delete(':id/picture')
  @Access('signed_in')
  @HttpCode(200)
  @ApiAnswers({ ok: MemberPictureResponse, forbidden: ErrorResponse, notFound: ErrorResponse })
  async removeMemberPicture(@Param('id') id: string, @CurrentUser() actor: SessionUser): Promise<MemberPictureResponse> {
    const before = await this.pictures.requireManageable(id, actor);
    await this.commands.execute(new ChangeCompanyMemberPicture({ memberId: id, pictureUrl: null }, actor));
    await this.pictures.forgetOld(id, before.pictureUrl, null);
    return { memberId: id, pictureUrl: null };
  }

  /**
   * A ZIP of pictures named by the members' e-mail addresses (`hanako.sato@example.com.jpg`),
   * read as it arrives, one picture at a time; each file gets its result.
   */
  @Post('pictures/import')
  @Access('signed_in')
  @HttpCode(200)
  @ApiQuery({ name: 'teamId', type: String, required: true })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: PictureFileRequest })
  @ApiAnswers({
    ok: MemberPictureImportResponse,
    badRequest: ErrorResponse,
    forbidden: ErrorResponse,
    notFound: ErrorResponse,
    payloadTooLarge: ErrorResponse,
    unsupportedMediaType: ErrorResponse,
  })
  async importMemberPictures(@Query('teamId') teamId: string | undefined, @Req() req: Request, @CurrentUser() actor: SessionUser): Promise<MemberPictureImportResponse> {
    if (!teamId) throw new OrganizationValidationError('TEAM_ID_REQUIRED', 'teamId: チームIDを指定してください');
    const members = await this.pictures.membersByEmail(teamId, actor);
    const results: MemberPictureImportResponse['results'] = [];
    await receiveUpload(req, 'pictureArchive', (zip) =>
      forEachZipEntry(zip.stream, picture.maxBytes, async (entry) => {
        const fileName = displayNameOf(entry.name);
        const email = normalisedEmail(path.posix.parse(fileName).name);
        const member = members.get(email);
        if ('tooLarge' in entry) return void results.push({ fileName, status: 'too_large', memberId: null, memberName: null });
        if (!member) return void results.push({ fileName, status: 'unknown_email', memberId: null, memberName: null });
        const type = await fileTypeFromBuffer(entry.data);
        if (!type || !(picture.types as readonly string[]).includes(type.mime)) {
          return void results.push({ fileName, status: 'not_image', memberId: member.memberId, memberName: member.displayName });
        }
        let url: string;
        try {
          url = pictureUrl(member.memberId, await storePicture(this.storage, member.memberId, Readable.from([entry.data])));
        } catch {
          return void results.push({ fileName, status: 'not_image', memberId: member.memberId, memberName: member.displayName });
        }
        await this.commands.execute(new ChangeCompanyMemberPicture({ memberId: member.memberId, pictureUrl: url }, actor));
        await this.pictures.forgetOld(member.memberId, member.pictureUrl, url);
        member.pictureUrl = url;
        results.push({ fileName, status: 'matched', memberId: member.memberId, memberName: member.displayName });
      }),
    );
    return { matched: results.filter((r) => r.status === 'matched').length, results };
  }
}
