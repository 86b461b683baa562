import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntryAuditReader } from '../../../boards/index.js';
import { oneOnOneEntryStream } from '../../domain/one-on-one-entry.js';
import { OneOnOneEntryNotFoundError } from '../../domain/one-on-one-entry.errors.js';
import type { OneOnOneEntryCreated } from '../../events/one-on-one-entry.events.js';
import type { OneOnOneAuditRecordResponse } from '../../http/one-on-one.response.dto.js';
import { canReadEntriesOf } from '../one-on-one-entry.view.js';
import { oneOnOneAuditTrail } from './entry-audit.js';
import { GetOneOnOneEntryAuditQuery } from './get-entry-audit.query.js';

/**
 * Read from the entry's own events (`EntryAuditReader`). The entry's manager and admins may read
 * it (the same rule as the entry itself); anyone else is told it does not exist.
 */
@QueryHandler(GetOneOnOneEntryAuditQuery)
export class GetOneOnOneEntryAuditHandler implements IQueryHandler<GetOneOnOneEntryAuditQuery> {
  constructor(private readonly audit: EntryAuditReader) {}

  async execute({ entryId, reader }: GetOneOnOneEntryAuditQuery): Promise<OneOnOneAuditRecordResponse[]> {
    const { events, names } = await this.audit.read<OneOnOneEntryCreated>(
      oneOnOneEntryStream.streamId(entryId),
      'OneOnOneEntryCreated',
      () => new OneOnOneEntryNotFoundError(),
      (created) => {
        if (!canReadEntriesOf(created.managerId, reader)) throw new OneOnOneEntryNotFoundError();
      },
    );
    return oneOnOneAuditTrail(events, names);
  }
}
