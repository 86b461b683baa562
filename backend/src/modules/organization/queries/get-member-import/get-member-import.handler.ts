import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Jobs } from '../../../../platform/jobs/jobs.js';
import { MEMBER_IMPORT_JOB, type MemberImportJob, type MemberImportResult } from '../../domain/company-member.commands.js';
import { MemberImportNotFoundError } from '../../domain/organization.errors.js';
import { GetMemberImportQuery } from './get-member-import.query.js';

@QueryHandler(GetMemberImportQuery)
export class GetMemberImportHandler implements IQueryHandler<GetMemberImportQuery> {
  constructor(private readonly jobs: Jobs) {}

  async execute({ jobId, user }: GetMemberImportQuery): Promise<MemberImportJob> {
    const job = await this.jobs.find<MemberImportResult>(jobId, MEMBER_IMPORT_JOB, user.id);
    if (!job) throw new MemberImportNotFoundError();
    return job;
  }
}
