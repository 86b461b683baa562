import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { ApiIfMatch, IfMatch } from '../../../platform/http/if-match.js';
import { InquiryNotFoundError } from '../domain/companion.errors.js';
import { ProcessInquiry } from '../domain/inquiry.commands.js';
import { downloadRegistrantsCsv, inquiriesCsv } from '../queries/companion-csv.js';
import { ListDownloadRegistrantsQuery } from '../queries/list-download-registrants/list-download-registrants.query.js';
import { ListInquiriesQuery } from '../queries/list-inquiries/list-inquiries.query.js';
import { DownloadRegistrantFilterRequest, InquiryFilterRequest, ProcessInquiryRequest } from './companion.request.dto.js';
import { DownloadRegistrantResponse, InquiryResponse } from './companion.response.dto.js';

const ADMIN_ONLY = 'Admins only (userType admin or ADMIN_EMAILS): the lists hold personal data';

const csvFile = (csv: string, name: string) =>
  new StreamableFile(Buffer.from(csv, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${name}"` });

/** The admin's lists of the companion site: download registrants and inquiries, with CSV exports of what the filter shows. */
@ApiTags('companion-admin')
@Controller('api/admin')
@Access('admin')
export class CompanionAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('download-registrants')
  @ApiAnswers({ ok: { type: [DownloadRegistrantResponse], description: 'Newest first, each with the files downloaded' }, forbidden: ADMIN_ONLY })
  listRegistrants(@Query() filter: DownloadRegistrantFilterRequest): Promise<DownloadRegistrantResponse[]> {
    return this.queryBus.execute(new ListDownloadRegistrantsQuery(filter));
  }

  @Get('download-registrants/export.csv')
  @ApiProduces('text/csv')
  @ApiAnswers({ ok: { description: 'UTF-8 with BOM; the registrants the same filter lists', schema: { type: 'string' } }, forbidden: ADMIN_ONLY })
  async exportRegistrants(@Query() filter: DownloadRegistrantFilterRequest): Promise<StreamableFile> {
    const rows = await this.queryBus.execute(new ListDownloadRegistrantsQuery(filter));
    return csvFile(downloadRegistrantsCsv(rows, this.config.timeZone), 'download-registrants.csv');
  }

  @Get('inquiries')
  @ApiAnswers({ ok: { type: [InquiryResponse], description: 'Newest first, each with its reply deadline (3 business days)' }, forbidden: ADMIN_ONLY })
  listInquiries(@Query() filter: InquiryFilterRequest): Promise<InquiryResponse[]> {
    return this.queryBus.execute(new ListInquiriesQuery(filter));
  }

  @Get('inquiries/export.csv')
  @ApiProduces('text/csv')
  @ApiAnswers({ ok: { description: 'UTF-8 with BOM; the inquiries the same filter lists', schema: { type: 'string' } }, forbidden: ADMIN_ONLY })
  async exportInquiries(@Query() filter: InquiryFilterRequest): Promise<StreamableFile> {
    const rows = await this.queryBus.execute(new ListInquiriesQuery(filter));
    return csvFile(inquiriesCsv(rows, this.config.timeZone), 'inquiries.csv');
  }

  @Post('inquiries/:id/process')
  @HttpCode(200)
  @ApiIfMatch()
  @ApiAnswers({
    ok: InquiryResponse,
    badRequest: 'Note too long',
    forbidden: ADMIN_ONLY,
    notFound: 'Unknown inquiry',
    conflict: 'Already processed, or a stale If-Match',
  })
  async process(
    @Param('id') id: string,
    @Body() body: ProcessInquiryRequest,
    @CurrentUser() user: SessionUser,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<InquiryResponse> {
    await this.commandBus.execute(new ProcessInquiry({ inquiryId: id, note: body.note ?? '' }, user, ifMatch));
    const [inquiry] = await this.queryBus.execute(new ListInquiriesQuery({ id }));
    if (!inquiry) throw new InquiryNotFoundError();
    return inquiry;
  }
}
