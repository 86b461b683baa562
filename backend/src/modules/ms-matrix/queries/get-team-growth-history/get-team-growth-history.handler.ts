import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrganizationDirectory } from '../../../organization/index.js';
import { teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';
import { MsMatrixReader } from '../ms-matrix-reader.js';
import { GetTeamGrowthHistoryQuery, type MemberGrowthHistoryView } from './get-team-growth-history.query.js';

/** The board's visibility rule, then the published read (`MsMatrixReader`, which the dashboard uses too). */
@QueryHandler(GetTeamGrowthHistoryQuery)
export class GetTeamGrowthHistoryHandler implements IQueryHandler<GetTeamGrowthHistoryQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    private readonly reader: MsMatrixReader,
  ) {}

  async execute({ teamId, user }: GetTeamGrowthHistoryQuery): Promise<MemberGrowthHistoryView[]> {
    const view = await this.organization.requireBoardView(teamId, user, teamAccessRefused);
    return this.reader.teamGrowthHistory(teamId, view);
  }
}
