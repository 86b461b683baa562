import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OrganizationStreams } from '../../commands/shared/organization-streams.js';
import { checkMemberRows, decodeCsv, parseMemberCsv, type NamedRef } from '../../csv/member-csv.js';
import { PreviewMemberImportQuery, type MemberImportPreview } from './preview-member-import.query.js';

@QueryHandler(PreviewMemberImportQuery)
export class PreviewMemberImportHandler implements IQueryHandler<PreviewMemberImportQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly streams: OrganizationStreams,
  ) {}

  async execute({ teamId, file, user }: PreviewMemberImportQuery): Promise<MemberImportPreview> {
    await this.streams.requireManageable(teamId, user);
    const { text, encoding } = decodeCsv(file);
    const parsed = parseMemberCsv(text);
    const [positions, departments, emails] = await Promise.all([
      this.db.query(`SELECT id, name FROM positions WHERE team_id = $1`, [teamId]) as Promise<NamedRef[]>,
      this.db.query(`SELECT id, name FROM departments WHERE team_id = $1`, [teamId]) as Promise<NamedRef[]>,
      // An early warning only: the import's commands keep e-mails unique on the write side.
      this.db.query(`SELECT email FROM company_members WHERE email IS NOT NULL`) as Promise<{ email: string }[]>,
    ]);
    const registeredEmails = emails.map((e) => e.email);
    return { encoding, rows: checkMemberRows(parsed, { positions, departments, registeredEmails }) };
  }
}
