import { InjectEntityManager } from '@nestjs/typeorm';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { OrganizationDirectory } from '../../../organization/index.js';
import { teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';
import { findTeamEntries, type MsMatrixEntryView } from '../ms-matrix-entry.view.js';
import { GetTeamMatrixQuery } from './get-team-matrix.query.js';

@QueryHandler(GetTeamMatrixQuery)
export class GetTeamMatrixHandler implements IQueryHandler<GetTeamMatrixQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    @InjectEntityManager() private readonly manager: EntityManager,
  ) {}

  async execute({ teamId, user }: GetTeamMatrixQuery): Promise<MsMatrixEntryView[]> {
    await this.organization.requireTeamAccess(teamId, user, 'read', teamAccessRefused);
    return findTeamEntries(this.manager, teamId);
  }
}
