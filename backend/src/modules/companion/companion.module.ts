import { ScheduleReplyDueWarnings } from './reactors/schedule-reply-due-warnings.reactor.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { INQUIRY_COMMAND_HANDLERS } from './commands/inquiry.handlers.js';
import { RecordWorksheetDownloadHandler } from './commands/record-worksheet-download/record-worksheet-download.handler.js';
import { RegisterDownloadRegistrantHandler } from './commands/register-download-registrant/register-download-registrant.handler.js';
import { DOWNLOAD_REGISTRANT_EVENT_SCHEMAS } from './events/download-registrant.events.js';
import { INQUIRY_EVENT_SCHEMAS } from './events/inquiry.events.js';
import { CompanionAdminController } from './http/companion-admin.controller.js';
import { CompanionController } from './http/companion.controller.js';
import { RegistrantCookie } from './http/registrant-cookie.js';
import { CreateCompanionReadModels1765200000000 } from './migrations/1765200000000-create-companion-read-models.js';
import { DownloadRegistrantsProjection } from './projections/download-registrants/download-registrants.projection.js';
import { DownloadRegistrantFileRow, DownloadRegistrantRow } from './projections/download-registrants/download-registrants.read-model.js';
import { InquiriesProjection } from './projections/inquiries/inquiries.projection.js';
import { InquiryRow } from './projections/inquiries/inquiries.read-model.js';
import { ListDownloadRegistrantsHandler } from './queries/list-download-registrants/list-download-registrants.handler.js';
import { ListInquiriesHandler } from './queries/list-inquiries/list-inquiries.handler.js';
import { MailOnCompanionEvents } from './reactors/mail-on-companion-events.reactor.js';
import { UsersModule } from '../users/index.js';
import { WorksheetFiles } from './worksheets/worksheet-files.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { downloadRegistrantDecider, downloadRegistrantStream } from './domain/download-registrant.js';
import { inquiryDecider, inquiryStream } from './domain/inquiry.js';

/**
 * The public companion site's server side: the 26 worksheets and the download gate (registrants
 * and their downloads), the contact form (inquiries), and the admin's lists of both.
 */
@Module({
  imports: [
    EventStoreModule.forFeature([...DOWNLOAD_REGISTRANT_EVENT_SCHEMAS, ...INQUIRY_EVENT_SCHEMAS], [streamFolder(downloadRegistrantStream, downloadRegistrantDecider), streamFolder(inquiryStream, inquiryDecider)]),
    TypeOrmModule.forFeature([DownloadRegistrantRow, DownloadRegistrantFileRow, InquiryRow]),
    UsersModule,
  ],
  controllers: [CompanionController, CompanionAdminController],
  providers: [
    WorksheetFiles,
    RegistrantCookie,
    RegisterDownloadRegistrantHandler,
    RecordWorksheetDownloadHandler,
    ...INQUIRY_COMMAND_HANDLERS,
    ScheduleReplyDueWarnings,
    ListDownloadRegistrantsHandler,
    ListInquiriesHandler,
    DownloadRegistrantsProjection,
    InquiriesProjection,
    MailOnCompanionEvents,
  ],
})
export class CompanionModule {
  static readonly migrations = [CreateCompanionReadModels1765200000000];
}
