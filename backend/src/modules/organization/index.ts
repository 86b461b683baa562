// The organisation module's public surface: other modules import only from here.
export { GetTeamAccessQuery, type TeamAccess } from './queries/get-team-access/get-team-access.query.js';
export { GetCompanyMemberQuery, type CompanyMemberSummary } from './queries/get-company-member/get-company-member.query.js';
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
export type { TeamDeleted, DepartmentDeleted, DepartmentUpdated } from './events/team.events.js';
export type { CompanyMemberUpdated, CompanyMemberDeleted, CompanyMemberRegistered } from './events/company-member.events.js';
