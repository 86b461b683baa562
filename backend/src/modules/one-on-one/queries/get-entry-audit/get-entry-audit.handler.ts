import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port.js';
import { UserDirectory } from '../../../users/index.js';
import { oneOnOneEntryStreamId } from '../../domain/one-on-one-entry.js';
import { OneOnOneEntryNotFoundError } from '../../domain/one-on-one-entry.errors.js';
import type { OneOnOneEntryCreated } from '../../events/one-on-one-entry.events.js';
import type { OneOnOneAuditRecordResponse } from '../../http/one-on-one.response.dto.js';
import { canReadEntriesOf } from '../one-on-one-entry.view.js';
import { oneOnOneAuditTrail } from './entry-audit.js';
import { GetOneOnOneEntryAuditQuery } from './get-entry-audit.query.js';

/**
 * Read from the entry's own events, not from the board: the log keeps deleted points and removed
 * entries. The entry's manager and admins may read it (the same rule as the entry itself); anyone
 * else is told it does not exist.
 */
@QueryHandler(GetOneOnOneEntryAuditQuery)
export class GetOneOnOneEntryAuditHandler implements IQueryHandler<GetOneOnOneEntryAuditQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UserDirectory,
  ) {}

  async execute({ entryId, reader }: GetOneOnOneEntryAuditQuery): Promise<OneOnOneAuditRecordResponse[]> {
    const events = await this.store.readStream(oneOnOneEntryStreamId(entryId));
    const created = events.filter((e) => e.type === 'OneOnOneEntryCreated');
    if (created.length === 0) throw new OneOnOneEntryNotFoundError();
    const managerId = (created[created.length - 1].data as OneOnOneEntryCreated['data']).managerId;
    if (!canReadEntriesOf(managerId, reader)) throw new OneOnOneEntryNotFoundError();
    const actorIds = [...new Set(events.map((e) => e.metadata.userId).filter((id): id is string => id !== null))];
    return oneOnOneAuditTrail(events, await this.users.displayNames(actorIds));
  }
}
