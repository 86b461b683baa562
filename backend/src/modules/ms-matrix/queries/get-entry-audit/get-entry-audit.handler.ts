import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { UserDirectory } from '../../../users/index.js';
import { msMatrixEntryStreamId } from '../../domain/ms-matrix-entry.js';
import { MatrixEntryNotFoundError, teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';
import type { MatrixMemberPlaced } from '../../events/ms-matrix-entry.events.js';
import { auditTrail } from './entry-audit.js';
import { GetEntryAuditQuery, type MatrixAuditRecord } from './get-entry-audit.query.js';

/**
 * Read from the entry's own events, not from a read model: the log is the audit trail, and it
 * keeps what the board no longer shows (deleted points, removed members). Only those who may
 * change the team's board (its managers) may read who changed it.
 */
@QueryHandler(GetEntryAuditQuery)
export class GetEntryAuditHandler implements IQueryHandler<GetEntryAuditQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly organization: OrganizationDirectory,
    private readonly users: UserDirectory,
  ) {}

  async execute({ entryId, user }: GetEntryAuditQuery): Promise<MatrixAuditRecord[]> {
    const events = await this.store.readStream(msMatrixEntryStreamId(entryId));
    const placed = events.filter((e) => e.type === 'MatrixMemberPlaced');
    if (placed.length === 0) throw new MatrixEntryNotFoundError();
    const teamId = (placed[placed.length - 1].data as MatrixMemberPlaced['data']).teamId;
    await this.organization.requireTeamAccess(teamId, user, 'manage', teamAccessRefused);
    const actorIds = [...new Set(events.map((e) => e.metadata.userId).filter((id): id is string => id !== null))];
    return auditTrail(events, await this.users.displayNames(actorIds));
  }
}
