import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../auth/access.decorator.js';
import { NotFoundError } from '../../domain/domain-error.js';
import { ApiAnswers } from '../../http/api-answers.js';
import { ApiErrorDto } from '../../projections/http/projection-status.dto.js';
import { MailAdminReader } from '../mail-admin.reader.js';
import { MailOutboxWorker } from '../mail-outbox-worker.js';
import { CapturedMailDto, CapturedMailSummaryDto, MailOutboxOverviewDto } from './mail-admin.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_LIMIT = 100;

const notFound = (what: string) => new NotFoundError('MAIL.NOT_FOUND', `${what}が見つかりません`);

/** The admin console's mail screen: the outbox (what waits, what failed and why) and the development mailbox. */
@ApiTags('admin')
@ApiAnswers({ forbidden: { type: ApiErrorDto, description: '管理者のみ' } })
@Access('admin')
@Controller('api/admin/mail')
export class MailAdminController {
  constructor(
    private readonly reader: MailAdminReader,
    private readonly worker: MailOutboxWorker,
  ) {}

  @Get('outbox')
  @ApiOperation({ summary: 'The outbox: mails by status, the failing ones with their last error, the latest ones' })
  @ApiAnswers({ ok: MailOutboxOverviewDto })
  async outbox(): Promise<MailOutboxOverviewDto> {
    return MailOutboxOverviewDto.from(this.worker.kind, await this.reader.overview(LIST_LIMIT));
  }

  @Post('outbox/:id/retry')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Try a waiting mail again now instead of after its backoff' })
  @ApiAnswers({ noContent: 'Tried at once', notFound: { type: ApiErrorDto, description: '待機中でないメール' } })
  async retry(@Param('id') id: string): Promise<void> {
    if (!UUID.test(id) || !(await this.reader.retryNow(id))) throw notFound('再送を待っているメール');
    this.worker.wake();
  }

  @Get('dev-mailbox')
  @ApiOperation({ summary: 'What the development mail server received (without SMTP_URL), newest first' })
  @ApiAnswers({ ok: [CapturedMailSummaryDto] })
  async mailbox(): Promise<CapturedMailSummaryDto[]> {
    return (await this.reader.capturedList(LIST_LIMIT)).map(CapturedMailSummaryDto.from);
  }

  @Get('dev-mailbox/:id')
  @ApiOperation({ summary: 'One received mail, parsed: HTML and text parts, headers' })
  @ApiAnswers({ ok: CapturedMailDto, notFound: { type: ApiErrorDto, description: '存在しないメール' } })
  async mail(@Param('id') id: string): Promise<CapturedMailDto> {
    const mail = UUID.test(id) ? await this.reader.captured(id) : null;
    if (!mail) throw notFound('メール');
    return CapturedMailDto.fromMail(mail);
  }
}
