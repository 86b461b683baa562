import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntryAuditReader } from '../../../boards/index.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { msMatrixEntryStream } from '../../domain/ms-matrix-entry.js';
import { MatrixEntryNotFoundError, teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';
import type { MatrixMemberPlaced } from '../../events/ms-matrix-entry.events.js';
import { auditTrail } from './entry-audit.js';
import { GetEntryAuditQuery, type MatrixAuditRecord } from './get-entry-audit.query.js';

/**
 * Read from the entry's own events (`EntryAuditReader`). Only those who may change the team's
 * board (its managers) may read who changed it.
 */
@QueryHandler(GetEntryAuditQuery)
export class GetEntryAuditHandler implements IQueryHandler<GetEntryAuditQuery> {
  constructor(
    private readonly audit: EntryAuditReader,
    private readonly organization: OrganizationDirectory,
  ) {}

  async execute({ entryId, user }: GetEntryAuditQuery): Promise<MatrixAuditRecord[]> {
    const { events, names } = await this.audit.read<MatrixMemberPlaced>(
      msMatrixEntryStream.streamId(entryId),
      'MatrixMemberPlaced',
      () => new MatrixEntryNotFoundError(),
      (placed) => this.organization.requireTeamAccess(placed.teamId, user, 'manage', teamAccessRefused),
    );
    return auditTrail(events, names);
  }
}
