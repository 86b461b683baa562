import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import type { MemberCsvRow } from '../../csv/member-csv.js';
import { PreviewMemberImportQuery } from '../../queries/preview-member-import/preview-member-import.query.js';
import { ImportCompanyMembers, RegisterCompanyMember, type MemberImportResult } from '../../domain/company-member.commands.js';

/** Rows registered at once: each is independent, and a few in flight hide the round trips. */
const PARALLEL_ROWS = 4;

@CommandHandler(ImportCompanyMembers)
export class ImportCompanyMembersHandler implements ICommandHandler<ImportCompanyMembers> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ data: { teamId, file }, actor }: ImportCompanyMembers): Promise<MemberImportResult> {
    const { rows } = await this.queries.execute(new PreviewMemberImportQuery(teamId, file, actor));
    const errors = rows.filter((row) => row.errors.length > 0).map((row) => ({ rowNumber: row.rowNumber, messages: row.errors }));
    const valid = rows.filter((row) => row.errors.length === 0);
    let imported = 0;
    const register = async (row: MemberCsvRow) => {
      const { rowNumber, errors: _errors, position: _position, department: _department, ...fields } = row;
      try {
        await this.commands.execute(new RegisterCompanyMember({ ...fields, memberId: randomUUID(), teamId }, actor));
        imported += 1;
      } catch (error) {
        // A row can still lose a race (e.g. its e-mail was registered meanwhile): report it, go on.
        if (!(error instanceof DomainError)) throw error;
        errors.push({ rowNumber, messages: [error.message] });
      }
    };
    let next = 0;
    const worker = async () => {
      while (next < valid.length) await register(valid[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_ROWS, valid.length) }, worker));
    errors.sort((a, b) => a.rowNumber - b.rowNumber);
    return { imported, skipped: rows.length - imported, errors };
  }
}
