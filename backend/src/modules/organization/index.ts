// The organisation module's public surface: other modules import only from here.
// Reads: `OrganizationDirectory`, provided by `OrganizationModule` (import it in your module).
export { OrganizationModule } from './organization.module.js';
export {
  OrganizationDirectory,
  type TeamAccess,
  type TeamAccessNeed,
  type TeamAccessRefusal,
  type CompanyMemberSummary,
  type DepartmentSummary,
} from './queries/organization-directory.js';
export {
  RegisterCompanyMemberCommand,
  type RegisterCompanyMemberInput,
} from './commands/register-company-member/register-company-member.command.js';
// Commands the demo seeder runs, exactly as the HTTP layer does.
export { CreateTeamCommand } from './commands/create-team/create-team.command.js';
export { CreateDepartmentCommand } from './commands/create-department/create-department.command.js';
export { CreatePositionCommand } from './commands/create-position/create-position.command.js';
export { JoinTeamCommand } from './commands/join-team/join-team.command.js';
export { LinkUserDepartmentCommand } from './commands/link-user-department/link-user-department.command.js';
// Events other read models may project (import them as types).
export type {
  TeamDeleted,
  UserJoinedTeam,
  UserLeftTeam,
  DepartmentCreated,
  DepartmentUpdated,
  DepartmentDeleted,
} from './events/team.events.js';
export type { CompanyMemberUpdated, CompanyMemberDeleted, CompanyMemberRegistered } from './events/company-member.events.js';
