import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { create as contentDisposition } from 'content-disposition';
import type { Request, Response } from 'express';
import { Access } from '../../../platform/auth/access.decorator.js';
import { NotFoundError } from '../../../platform/domain/domain-error.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { logger } from '../../../platform/logging/logger.js';
import { INQUIRY_RECEIVED_MESSAGE } from '../domain/companion.messages.js';
import { RecordWorksheetDownload, RegisterDownloadRegistrant } from '../domain/download-registrant.commands.js';
import { ReceiveInquiry } from '../domain/inquiry.commands.js';
import { WORKSHEET_CATEGORIES, WORKSHEETS } from '../worksheets/worksheet-catalogue.js';
import { WorksheetFiles } from '../worksheets/worksheet-files.js';
import { ContactRequest, RegisterDownloadRequest } from './companion.request.dto.js';
import { CompanionSubmissionResponse, WorksheetResponse } from './companion.response.dto.js';
import { RegistrantCookie } from './registrant-cookie.js';

export const REGISTERED_MESSAGE = '登録が完了しました。ダウンロードを開始します';

class DownloadNotFoundError extends NotFoundError {
  constructor() {
    super('COMPANION.DOWNLOAD_NOT_FOUND', 'ダウンロード資料が見つかりません');
  }
}

const PUBLIC_WRITE = {
  forbidden: 'Without the X-XSRF-TOKEN header of the XSRF-TOKEN cookie (a cross-site form post): CSRFトークンが無効です',
  tooMany: 'More than RATE_LIMIT_PUBLIC_POST public writes a minute from one address (Retry-After)',
};

/**
 * The public companion site's calls (spec part 1 §7): the download gate, the worksheet files and
 * the contact form. Anyone may call them; the writes are rate limited per address and need the
 * double-submit CSRF token like every write (decisions 0022, 0026).
 */
@ApiTags('companion')
@Controller('api')
export class CompanionController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly files: WorksheetFiles,
    private readonly cookie: RegistrantCookie,
  ) {}

  @Post('download-registrant')
  @Access('public')
  @ApiAnswers({
    created: { type: CompanionSubmissionResponse, description: 'Registered; sets the httpOnly cookie that lets later downloads be recorded for this registrant' },
    badRequest: 'A rule of spec §5, each message naming its field',
    forbidden: PUBLIC_WRITE.forbidden,
    tooManyRequests: PUBLIC_WRITE.tooMany,
  })
  async register(@Body() body: RegisterDownloadRequest, @Res({ passthrough: true }) res: Response): Promise<CompanionSubmissionResponse> {
    const { id } = await this.commandBus.execute(
      new RegisterDownloadRegistrant({ registrantId: randomUUID(), name: body.name, companyName: body.companyName, email: body.email, fileType: body.fileType }),
    );
    this.cookie.set(res, id);
    return { success: true, message: REGISTERED_MESSAGE };
  }

  @Get('worksheets')
  @Access('public')
  @ApiAnswers({ ok: { type: [WorksheetResponse], description: 'The 26 worksheets in catalogue order (the bulk set pivot-all is not one of them)' } })
  listWorksheets(): WorksheetResponse[] {
    return WORKSHEETS.map(({ id, title, category, description }) => ({ id, title, category: WORKSHEET_CATEGORIES[category], description }));
  }

  @Get('download/:id')
  @Access('public')
  @ApiProduces('application/pdf', 'application/zip')
  @ApiAnswers({
    ok: { description: 'The worksheet as a PDF (inline, to print from the tab it opens in), or pivot-all as a ZIP of all 26', schema: { type: 'string', format: 'binary' } },
    notFound: 'Not a worksheet id nor pivot-all',
  })
  async download(@Param('id') id: string, @Req() req: Request): Promise<StreamableFile> {
    const file = await this.files.get(id);
    if (!file) throw new DownloadNotFoundError();
    await this.recordFor(req, id);
    return new StreamableFile(file.body, {
      type: file.contentType,
      length: file.body.length,
      disposition: contentDisposition(file.fileName, { type: file.contentType === 'application/pdf' ? 'inline' : 'attachment', fallback: file.asciiFileName }),
    });
  }

  @Post('contact')
  @Access('public')
  @HttpCode(201)
  @ApiAnswers({
    created: { type: CompanionSubmissionResponse, description: 'Received; a person replies within 3 business days' },
    badRequest: 'A required field is missing or malformed, each message naming its field',
    forbidden: PUBLIC_WRITE.forbidden,
    tooManyRequests: PUBLIC_WRITE.tooMany,
  })
  async contact(@Body() body: ContactRequest): Promise<CompanionSubmissionResponse> {
    await this.commandBus.execute(new ReceiveInquiry({ inquiryId: randomUUID(), ...body }));
    return { success: true, message: INQUIRY_RECEIVED_MESSAGE };
  }

  /**
   * Records the download for the browser's registrant, if it has one. The file is served either
   * way (the gate lives in the browser, spec §4), and a failed record never withholds it.
   */
  private async recordFor(req: Request, fileId: string): Promise<void> {
    const registrantId = this.cookie.read(req);
    if (!registrantId) return;
    try {
      await this.commandBus.execute(new RecordWorksheetDownload({ registrantId, fileId }));
    } catch (error) {
      logger.warn({ err: error, registrantId, fileId }, 'download not recorded');
    }
  }
}
