// The organisation module's public surface: other modules import only from here.
export { GetTeamAccessQuery, type TeamAccess } from './queries/get-team-access/get-team-access.query.js';
export { GetCompanyMemberQuery, type CompanyMemberSummary } from './queries/get-company-member/get-company-member.query.js';
export { RegisterCompanyMember } from './domain/company-member.commands.js';
// Commands the demo seeder runs, exactly as the HTTP layer does.
export { CreateTeam, JoinTeam } from './domain/team.commands.js';
export { CreateDepartment } from './domain/department.commands.js';
export { CreatePosition } from './domain/position.commands.js';
export { LinkUserDepartment } from './domain/user-departments.commands.js';
export type { TeamDeleted, DepartmentDeleted, DepartmentUpdated } from './events/team.events.js';
export type { CompanyMemberUpdated, CompanyMemberDeleted, CompanyMemberRegistered } from './events/company-member.events.js';
