import { InjectEntityManager } from '@nestjs/typeorm';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { MsMatrixTeamAccess } from '../../commands/team-access.service.js';
import { findTeamEntries, type MsMatrixEntryView } from '../ms-matrix-entry.view.js';
import { GetTeamMatrixQuery } from './get-team-matrix.query.js';

@QueryHandler(GetTeamMatrixQuery)
export class GetTeamMatrixHandler implements IQueryHandler<GetTeamMatrixQuery> {
  constructor(
    private readonly teamAccess: MsMatrixTeamAccess,
    @InjectEntityManager() private readonly manager: EntityManager,
  ) {}

  async execute({ teamId, user }: GetTeamMatrixQuery): Promise<MsMatrixEntryView[]> {
    await this.teamAccess.assertCanRead(teamId, user);
    return findTeamEntries(this.manager, teamId);
  }
}
