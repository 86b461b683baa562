// The organisation module's public surface: other modules import only from here.
export { GetTeamAccessQuery, type TeamAccess } from './queries/get-team-access/get-team-access.query.js';
export { GetCompanyMemberQuery, type CompanyMemberSummary } from './queries/get-company-member/get-company-member.query.js';
export {
  RegisterCompanyMemberCommand,
  type RegisterCompanyMemberInput,
} from './commands/register-company-member/register-company-member.command.js';
export type { TeamDeleted, DepartmentDeleted, DepartmentUpdated } from './events/team.events.js';
export type { CompanyMemberUpdated, CompanyMemberDeleted, CompanyMemberRegistered } from './events/company-member.events.js';
