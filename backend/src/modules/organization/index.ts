// The organisation module's public surface: other modules import only from here.
// Reads: `OrganizationDirectory`, provided by `OrganizationModule` (import it in your module).
export { OrganizationModule } from './organization.module.js';
export {
  OrganizationDirectory,
  type TeamAccess,
  type TeamAccessNeed,
  type TeamAccessRefusal,
  type BoardView,
  type CompanyMemberSummary,
  type DepartmentSummary,
} from './queries/organization-directory.js';
// The global search asks this module for the members a query finds.
export { MemberSearch } from './queries/member-search.js';
export { RegisterCompanyMember } from './domain/company-member.commands.js';
export { companyMemberStream } from './domain/company-member.js';
/** Whether a user is the company member with that e-mail (the one rule of the link, DESIGN). */
export { isLinkedMember, linkKey } from './domain/member-link.js';
// Commands the demo seeder runs, exactly as the HTTP layer does.
export { CreateTeam, JoinTeam, ChangeTeamVisibility } from './domain/team.commands.js';
export { CreateDepartment } from './domain/department.commands.js';
export { CreatePosition } from './domain/position.commands.js';
export { LinkUserDepartment } from './domain/user-departments.commands.js';
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
export type { TeamCreated } from './events/team.events.js';
