import { InjectEntityManager } from '@nestjs/typeorm';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { OrganizationDirectory } from '../../../organization/index.js';
import { msMatrixEntryId } from '../../domain/ms-matrix-entry.js';
import { teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';
import { findEntry, findTeamEntries, type MsMatrixEntryView } from '../ms-matrix-entry.view.js';
import { GetTeamMatrixQuery } from './get-team-matrix.query.js';

@QueryHandler(GetTeamMatrixQuery)
export class GetTeamMatrixHandler implements IQueryHandler<GetTeamMatrixQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    @InjectEntityManager() private readonly manager: EntityManager,
  ) {}

  async execute({ teamId, user }: GetTeamMatrixQuery): Promise<MsMatrixEntryView[]> {
    const view = await this.organization.requireBoardView(teamId, user, teamAccessRefused);
    if (view.scope === 'team') return findTeamEntries(this.manager, teamId);
    // A plain member: their own entry, while the member linked to them is on the board.
    if (view.memberId === null) return [];
    const own = await findEntry(this.manager, msMatrixEntryId(teamId, view.memberId));
    return own ? [own] : [];
  }
}
