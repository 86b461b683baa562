import { InjectEntityManager } from '@nestjs/typeorm';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { OrganizationDirectory } from '../../../organization/index.js';
import { MatrixEntryNotFoundError, teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';
import { findEntry, type MsMatrixEntryView } from '../ms-matrix-entry.view.js';
import { GetMatrixEntryQuery } from './get-matrix-entry.query.js';

@QueryHandler(GetMatrixEntryQuery)
export class GetMatrixEntryHandler implements IQueryHandler<GetMatrixEntryQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    @InjectEntityManager() private readonly manager: EntityManager,
  ) {}

  async execute({ entryId, user }: GetMatrixEntryQuery): Promise<MsMatrixEntryView> {
    const entry = await findEntry(this.manager, entryId);
    if (!entry) throw new MatrixEntryNotFoundError();
    await this.organization.requireTeamAccess(entry.teamId, user, 'read', teamAccessRefused);
    return entry;
  }
}
