import { InjectEntityManager } from '@nestjs/typeorm';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { MsMatrixTeamAccess } from '../../commands/team-access.service.js';
import { MatrixEntryNotFoundError } from '../../domain/ms-matrix-entry.errors.js';
import { findEntry, type MsMatrixEntryView } from '../ms-matrix-entry.view.js';
import { GetMatrixEntryQuery } from './get-matrix-entry.query.js';

@QueryHandler(GetMatrixEntryQuery)
export class GetMatrixEntryHandler implements IQueryHandler<GetMatrixEntryQuery> {
  constructor(
    private readonly teamAccess: MsMatrixTeamAccess,
    @InjectEntityManager() private readonly manager: EntityManager,
  ) {}

  async execute({ entryId, user }: GetMatrixEntryQuery): Promise<MsMatrixEntryView> {
    const entry = await findEntry(this.manager, entryId);
    if (!entry) throw new MatrixEntryNotFoundError();
    await this.teamAccess.assertCanRead(entry.teamId, user);
    return entry;
  }
}
