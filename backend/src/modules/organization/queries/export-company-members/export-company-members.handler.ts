import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { OrganizationStreams } from '../../commands/shared/organization-streams.js';
import { memberCsv } from '../../csv/member-csv.js';
import { TeamRow } from '../../projections/teams/teams.read-model.js';
import { ListCompanyMembersQuery } from '../list-company-members/list-company-members.query.js';
import { ExportCompanyMembersQuery, type MemberExport } from './export-company-members.query.js';

@QueryHandler(ExportCompanyMembersQuery)
export class ExportCompanyMembersHandler implements IQueryHandler<ExportCompanyMembersQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: DeploymentClock,
    private readonly streams: OrganizationStreams,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async execute({ teamId, user }: ExportCompanyMembersQuery): Promise<MemberExport> {
    // Every member's contact details at once: leaders, team_admin and admin only.
    await this.streams.requireBoardReadable(teamId, user);
    const members = await this.queries.execute(new ListCompanyMembersQuery(user, teamId));
    const csv = memberCsv(
      members.map((m) => ({
        lastName: m.lastName,
        firstName: m.firstName,
        furigana: m.furigana,
        email: m.email,
        position: m.positionName,
        department: m.departmentName,
        phoneNumber: m.phoneNumber,
        hireDate: m.hireDate,
        notes: m.notes,
      })),
    );
    const date = this.clock.today();
    const team = await this.db.getRepository(TeamRow).findOneBy({ id: teamId });
    return {
      filename: safeFileName(`メンバー一覧_${team?.name ?? teamId}_${date}.csv`),
      asciiFilename: `members-${date}.csv`,
      csv,
    };
  }
}

/** A file name without the characters Windows and macOS refuse (a team may be called 営業/開発). */
function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|]/g, '_');
}
