import { Module } from '@nestjs/common';
import { EventLogController } from './http/event-log.controller.js';
import { IndexTheEventLog1766100100000 } from './migrations/1766100100000-index-the-event-log.js';
import { EventLogReader } from './queries/event-log.reader.js';

/**
 * The admin event log browser (docs/modules/event-log.md): streams by category, each event's data
 * and metadata, a command's whole effect by correlation, an aggregate's state as of any version,
 * a live tail. Read-only.
 */
@Module({
  controllers: [EventLogController],
  providers: [EventLogReader],
})
export class EventLogModule {
  static readonly migrations = [IndexTheEventLog1766100100000];
}
