import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ListJournalEntriesQuery } from '../queries/list-journal-entries/list-journal-entries.query.js';
import { JournalEntryResponse } from './journal.response.dto.js';

@ApiTags('journal')
@Controller('api/journal')
export class JournalController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Access('signed_in')
  @ApiOkResponse({
    type: [JournalEntryResponse],
    description: "The caller's own entries, newest first. Empty until the AI reflection journal can write entries.",
  })
  listJournalEntries(@CurrentUser() user: SessionUser): Promise<JournalEntryResponse[]> {
    return this.queries.execute(new ListJournalEntriesQuery(user));
  }
}
