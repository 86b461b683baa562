import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { Jobs } from '../../../../platform/jobs/jobs.js';
import { ReadYourWrites } from '../../../../platform/projections/read-your-writes.js';
import type { MemberCsvRow } from '../../csv/member-csv.js';
import { PreviewMemberImportQuery } from '../../queries/preview-member-import/preview-member-import.query.js';
import { ImportCompanyMembers, MEMBER_IMPORT_JOB, RegisterCompanyMember, type MemberImportJob, type MemberImportResult } from '../../domain/company-member.commands.js';

/** Rows registered at once: each is independent, and a few in flight hide the round trips. */
const PARALLEL_ROWS = 4;

/**
 * Checks the file as the preview does (a file that cannot be read is refused at once, 4xx), then
 * registers its valid rows in a background job (`Jobs`) and answers the job: rows done of all
 * rows, the registered count and each skipped row's reasons, as they happen. The job is done
 * once the read models show its rows.
 */
@CommandHandler(ImportCompanyMembers)
export class ImportCompanyMembersHandler implements ICommandHandler<ImportCompanyMembers> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly jobs: Jobs,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ data: { teamId, file }, actor }: ImportCompanyMembers): Promise<MemberImportJob> {
    const { rows } = await this.queries.execute(new PreviewMemberImportQuery(teamId, file, actor));
    const errors = rows.filter((row) => row.errors.length > 0).map((row) => ({ rowNumber: row.rowNumber, messages: row.errors }));
    const valid = rows.filter((row) => row.errors.length === 0);
    const result = (): MemberImportResult => ({ imported, skipped: done - imported, errors: [...errors].sort((a, b) => a.rowNumber - b.rowNumber) });
    let imported = 0;
    let done = errors.length;
    return this.jobs.start(MEMBER_IMPORT_JOB, actor.id, { total: rows.length, done, progress: result() }, async (report) => {
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
        done += 1;
        report(done, result());
      };
      let next = 0;
      const worker = async () => {
        while (next < valid.length) await register(valid[next++]);
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_ROWS, valid.length) }, worker));
      // Done means readable: the member lists a client reloads on seeing it show every registered row.
      await this.readYourWrites.waitFor('head');
      return result();
    });
  }
}
