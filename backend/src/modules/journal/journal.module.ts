import { Module } from '@nestjs/common';
import { JournalController } from './http/journal.controller.js';
import { ListJournalEntriesHandler } from './queries/list-journal-entries/list-journal-entries.handler.js';

/** The reflection journal (spec part 2, AI reflection). Read side only for now: docs/modules/journal.md. */
@Module({
  controllers: [JournalController],
  providers: [ListJournalEntriesHandler],
})
export class JournalModule {}
