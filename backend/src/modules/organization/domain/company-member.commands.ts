import { DomainCommand, UserCommand } from '../../../platform/domain/command.js';
import type { CompanyMemberData } from '../events/company-member.events.js';
import type { JobStatus } from '../../../platform/jobs/jobs.js';

// Commands of a company member (stream `company-member-<memberId>`): each is the command bus's
// message and the decider's input. Ids are generated where a command is created.

/** Every field a client may set (the event's data without the ids); absent (undefined) keeps the current value on update. */
export type CompanyMemberFields = Omit<CompanyMemberData, 'memberId' | 'teamId'>;

/**
 * Registers a company member. E-mail is unique in the deployment (409 whose message contains
 * '重複'). Answers the member's id.
 */
export class RegisterCompanyMember extends UserCommand<
  'RegisterCompanyMember',
  { memberId: string; teamId: string; firstName: string; lastName: string } & Partial<Omit<CompanyMemberFields, 'firstName' | 'lastName'>>,
  { id: string }
> {
  readonly type = 'RegisterCompanyMember';
}

/**
 * Changes the fields given; `teamId`, when sent, must be the member's team (members do not move
 * teams). Answers the member's new revision.
 */
export class UpdateCompanyMember extends UserCommand<
  'UpdateCompanyMember',
  { memberId: string; teamId?: string } & Partial<CompanyMemberFields>,
  { id: string; revision: number }
> {
  readonly type = 'UpdateCompanyMember';
}

/** Deletes a member and frees its e-mail; other modules drop their rows on CompanyMemberDeleted. */
export class DeleteCompanyMember extends UserCommand<'DeleteCompanyMember', { memberId: string }> {
  readonly type = 'DeleteCompanyMember';
}

/** Like `AbandonPositionCreation`, for a member id: a step of `UniqueKeys`, never sent over the bus. */
export class AbandonCompanyMemberRegistration extends DomainCommand<'AbandonCompanyMemberRegistration', { memberId: string }> {
  readonly type = 'AbandonCompanyMemberRegistration';
}

/** Sets (or, with null, removes) a member's picture already stored under the member (decision 0095): those who manage the team. */
export class ChangeCompanyMemberPicture extends UserCommand<'ChangeCompanyMemberPicture', { memberId: string; pictureUrl: string | null }> {
  readonly type = 'ChangeCompanyMemberPicture';
}

export type CompanyMemberCommand =
  | RegisterCompanyMember
  | UpdateCompanyMember
  | DeleteCompanyMember
  | AbandonCompanyMemberRegistration
  | ChangeCompanyMemberPicture;

export interface MemberImportResult {
  imported: number;
  skipped: number;
  errors: { rowNumber: number; messages: string[] }[];
}

/** The import as a background job: rows done of all rows, and the result so far (`Jobs`, docs/architecture.md). */
export type MemberImportJob = JobStatus<MemberImportResult>;

/** The job kind of member imports in the `jobs` table. */
export const MEMBER_IMPORT_JOB = 'member-import';

/**
 * Registers the valid rows of a member CSV, each with its own RegisterCompanyMember (so each row
 * is one decision with its own e-mail reservation); invalid rows are skipped with reasons. No
 * decider takes it: its handler checks the file, then issues the rows' commands in a background
 * job and answers the job at once.
 */
export class ImportCompanyMembers extends UserCommand<'ImportCompanyMembers', { teamId: string; file: Buffer }, MemberImportJob> {
  readonly type = 'ImportCompanyMembers';
}
