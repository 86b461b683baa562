import { InjectEntityManager } from '@nestjs/typeorm';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { OrganizationDirectory } from '../../../organization/index.js';
import { BoardReadForbiddenError, MatrixEntryNotFoundError, teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';
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
    const view = await this.organization.requireBoardView(entry.teamId, user, teamAccessRefused);
    if (view.scope === 'own' && entry.memberId !== view.memberId) throw new BoardReadForbiddenError();
    return entry;
  }
}
