import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { DeleteCompanyMemberHandler } from './commands/delete-company-member/delete-company-member.handler.js';
import { JoinTeamHandler } from './commands/join-team/join-team.handler.js';
import { LinkUserDepartmentHandler } from './commands/link-user-department/link-user-department.handler.js';
import { RegisterCompanyMemberHandler } from './commands/register-company-member/register-company-member.handler.js';
import { OrganizationStreams } from './commands/shared/organization-streams.js';
import { UniqueKeys } from './commands/shared/unique-keys.js';
import { UpdateCompanyMemberHandler } from './commands/update-company-member/update-company-member.handler.js';
import { GetPrimaryTeamHandler } from './queries/get-primary-team/get-primary-team.handler.js';
import { ExportCompanyMembersHandler } from './queries/export-company-members/export-company-members.handler.js';
import { GetMemberStatsHandler } from './queries/get-member-stats/get-member-stats.handler.js';
import { ListCompanyMembersHandler } from './queries/list-company-members/list-company-members.handler.js';
import { ListDepartmentsHandler } from './queries/list-departments/list-departments.handler.js';
import { ListPositionsHandler } from './queries/list-positions/list-positions.handler.js';
import { ListTeamMembersHandler } from './queries/list-team-members/list-team-members.handler.js';
import { ListTeamsHandler } from './queries/list-teams/list-teams.handler.js';
import { ListUserDepartmentsHandler } from './queries/list-user-departments/list-user-departments.handler.js';
import { PreviewMemberImportHandler } from './queries/preview-member-import/preview-member-import.handler.js';
import { ImportCompanyMembersHandler } from './commands/import-company-members/import-company-members.handler.js';
import { GetMemberImportHandler } from './queries/get-member-import/get-member-import.handler.js';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { TEAM_COMMAND_HANDLERS } from './commands/team.handlers.js';
import { CATALOGUE_COMMAND_HANDLERS } from './commands/catalogue.handlers.js';
import { InviteMemberHandler } from './commands/invite-member/invite-member.handler.js';
import { AcceptInvitationHandler } from './commands/accept-invitation/accept-invitation.handler.js';
import { DeclineInvitationHandler } from './commands/decline-invitation/decline-invitation.handler.js';
import { TEAM_INVITATION_QUERY_HANDLERS } from './queries/team-invitations/team-invitations.handlers.js';
import { TeamInvitationsProjection } from './projections/team-invitations/team-invitations.projection.js';
import { TeamInvitationRow, TeamJoinRequestRow } from './projections/team-invitations/team-invitations.read-model.js';
import { AddTeamInvitations1767100000000 } from './migrations/1767100000000-add-team-invitations.js';
import { ChangeCompanyMemberPictureHandler, MemberPictures } from './commands/member-pictures/member-pictures.js';
import { MemberPicturesController } from './http/member-pictures.controller.js';
import { AddMemberPictures1767705000000 } from './migrations/1767705000000-add-member-pictures.js';
import { AddMemberFuriganaAndSearch1767702000000 } from './migrations/1767702000000-add-member-furigana-and-search.js';
import { MemberSearchProjection } from './projections/member-search/member-search.projection.js';
import { MemberSearch } from './queries/member-search.js';
import { COMPANY_MEMBER_EVENT_SCHEMAS } from './events/company-member.events.js';
import { POSITION_EVENT_SCHEMAS } from './events/position.events.js';
import { RESERVATION_EVENT_SCHEMAS } from './events/reservation.events.js';
import { TEAM_EVENT_SCHEMAS } from './events/team.events.js';
import { USER_DEPARTMENT_EVENT_SCHEMAS } from './events/user-department.events.js';
import { CompanyMembersController } from './http/company-members.controller.js';
import { DepartmentsController } from './http/departments.controller.js';
import { PositionsController } from './http/positions.controller.js';
import { TeamsController } from './http/teams.controller.js';
import { CompanyMembersProjection } from './projections/company-members/company-members.projection.js';
import { CompanyMemberRow } from './projections/company-members/company-members.read-model.js';
import { DepartmentsProjection } from './projections/departments/departments.projection.js';
import { DepartmentRow, UserDepartmentRow } from './projections/departments/departments.read-model.js';
import { PositionsProjection } from './projections/positions/positions.projection.js';
import { PositionRow } from './projections/positions/positions.read-model.js';
import { TeamsProjection } from './projections/teams/teams.projection.js';
import { TeamRow, UserTeamRow } from './projections/teams/teams.read-model.js';
import { UserDirectoryProjection } from './projections/user-directory/user-directory.projection.js';
import { UserNameRow } from './projections/user-directory/user-directory.read-model.js';
import { OrganizationDirectory } from './queries/organization-directory.js';
import { UsersModule } from '../users/index.js';
import { CreateOrganizationReadModels1764200000000 } from './migrations/1764200000000-create-organization-read-models.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { companyMemberDecider, companyMemberStream } from './domain/company-member.js';
import { departmentDecider, departmentStream } from './domain/department.js';
import { positionDecider, positionStream } from './domain/position.js';
import { teamDecider, teamStream } from './domain/team.js';
import { userDepartmentsDecider, userDepartmentsStream } from './domain/user-departments.js';

const commandHandlers = [
  ...TEAM_COMMAND_HANDLERS,
  JoinTeamHandler,
  InviteMemberHandler,
  AcceptInvitationHandler,
  DeclineInvitationHandler,
  ...CATALOGUE_COMMAND_HANDLERS,
  LinkUserDepartmentHandler,
  RegisterCompanyMemberHandler,
  UpdateCompanyMemberHandler,
  DeleteCompanyMemberHandler,
  ImportCompanyMembersHandler,
];

const queryHandlers = [
  GetPrimaryTeamHandler,
  ListTeamsHandler,
  ListTeamMembersHandler,
  ListDepartmentsHandler,
  ListUserDepartmentsHandler,
  ListPositionsHandler,
  ListCompanyMembersHandler,
  GetMemberStatsHandler,
  PreviewMemberImportHandler,
  GetMemberImportHandler,
  ExportCompanyMembersHandler,
  ...TEAM_INVITATION_QUERY_HANDLERS,
];

const projections = [MemberSearchProjection, TeamsProjection, DepartmentsProjection, PositionsProjection, CompanyMembersProjection, UserDirectoryProjection, TeamInvitationsProjection];

const readModels = [TeamRow, UserTeamRow, DepartmentRow, UserDepartmentRow, PositionRow, CompanyMemberRow, UserNameRow, TeamInvitationRow, TeamJoinRequestRow];

const eventSchemas = [
  ...TEAM_EVENT_SCHEMAS,
  ...USER_DEPARTMENT_EVENT_SCHEMAS,
  ...POSITION_EVENT_SCHEMAS,
  ...COMPANY_MEMBER_EVENT_SCHEMAS,
  ...RESERVATION_EVENT_SCHEMAS,
];

/**
 * Teams, departments, positions, company members and the user links. Others use `index.ts` only;
 * a module that reads the organisation imports this module for `OrganizationDirectory`.
 */
@Module({
  imports: [EventStoreModule.forFeature(eventSchemas, [streamFolder(companyMemberStream, companyMemberDecider), streamFolder(departmentStream, departmentDecider), streamFolder(positionStream, positionDecider), streamFolder(teamStream, teamDecider), streamFolder(userDepartmentsStream, userDepartmentsDecider)]), TypeOrmModule.forFeature(readModels), UsersModule, JobsModule],
  controllers: [TeamsController, DepartmentsController, PositionsController, CompanyMembersController, MemberPicturesController],
  providers: [OrganizationStreams, UniqueKeys, OrganizationDirectory, MemberPictures, ChangeCompanyMemberPictureHandler, MemberSearch, ...commandHandlers, ...queryHandlers, ...projections],
  exports: [OrganizationDirectory, MemberSearch],
})
export class OrganizationModule {
  /** Its read-model tables' migrations (AppModule runs every module's, in timestamp order). */
  static readonly migrations = [CreateOrganizationReadModels1764200000000, AddTeamInvitations1767100000000, AddMemberFuriganaAndSearch1767702000000, AddMemberPictures1767705000000];
}
