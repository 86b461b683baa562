import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { CreateDepartment, DeleteDepartment, UpdateDepartment } from '../domain/department.commands.js';
import { LinkUserDepartment } from '../domain/user-departments.commands.js';
import { GetPrimaryTeamQuery } from '../queries/get-primary-team/get-primary-team.query.js';
import { ListDepartmentsQuery } from '../queries/list-departments/list-departments.query.js';
import { ListUserDepartmentsQuery } from '../queries/list-user-departments/list-user-departments.query.js';
import { CreatedResponse, ErrorResponse, UpdatedResponse } from './common.dto.js';
import { CreateDepartmentRequest, LinkUserDepartmentRequest, UpdateDepartmentRequest } from './departments.request.dto.js';
import { DepartmentResponse, UserDepartmentLinkResponse, UserDepartmentResponse } from './departments.response.dto.js';
import { IfMatch } from '../../../platform/http/if-match.js';
import { CreateCatalogueEntry, UpdateUnderIfMatch, DeleteUnderIfMatch } from './routes.js';

@ApiTags('departments')
@ApiAnswers({ badRequest: ErrorResponse })
@Controller('api')
export class DepartmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('departments')
  @Access('signed_in')
  @ApiQuery({ name: 'teamId', type: String, required: false, description: 'One team (any signed-in user: the welcome dialog lists them before joining); without it, the teams the caller may read.' })
  @ApiAnswers({ ok: [DepartmentResponse], notFound: ErrorResponse })
  listDepartments(@Query('teamId') teamId: string | undefined, @CurrentUser() user: SessionUser): Promise<DepartmentResponse[]> {
    return this.queries.execute(new ListDepartmentsQuery(user, teamId || undefined));
  }

  @CreateCatalogueEntry('departments', { created: 'Members of the team may add a department.' })
  async createDepartment(@Body() body: CreateDepartmentRequest, @CurrentUser() user: SessionUser): Promise<CreatedResponse> {
    const teamId = body.teamId ?? (await this.queries.execute(new GetPrimaryTeamQuery(user)));
    return this.commands.execute(new CreateDepartment({ ...body, teamId, departmentId: randomUUID() }, user));
  }

  @UpdateUnderIfMatch('departments/:id', 'Only leaders, team_admin and admin.')
  updateDepartment(
    @Param('id') id: string,
    @Body() body: UpdateDepartmentRequest,
    @IfMatch() ifMatch: number | undefined,
    @CurrentUser() user: SessionUser,
  ): Promise<UpdatedResponse> {
    return this.commands.execute(new UpdateDepartment({ ...body, departmentId: id }, user, ifMatch));
  }

  @DeleteUnderIfMatch('departments/:id', 'Members of the department keep existing with no department.')
  async deleteDepartment(
    @Param('id') id: string,
    @IfMatch() ifMatch: number | undefined,
    @CurrentUser() user: SessionUser,
  ): Promise<void> {
    await this.commands.execute(new DeleteDepartment({ departmentId: id }, user, ifMatch));
  }

  @Get('users/:id/departments')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [UserDepartmentResponse], description: 'The user\'s own departments (admins and team admins may read anyone\'s).' },
    forbidden: ErrorResponse,
  })
  listUserDepartments(@Param('id') userId: string, @CurrentUser() user: SessionUser): Promise<UserDepartmentResponse[]> {
    return this.queries.execute(new ListUserDepartmentsQuery(userId, user));
  }

  @Post('users/:id/departments')
  @Access('signed_in')
  @ApiAnswers({
    created: { type: UserDepartmentLinkResponse, description: 'The user must belong to the department\'s team.' },
    forbidden: ErrorResponse,
    notFound: ErrorResponse,
  })
  async linkUserDepartment(
    @Param('id') userId: string,
    @Body() body: LinkUserDepartmentRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<UserDepartmentLinkResponse> {
    const isMain = body.isMain ?? false;
    await this.commands.execute(new LinkUserDepartment({ userId, departmentId: body.departmentId, isMain }, user));
    return { userId, departmentId: body.departmentId, isMain };
  }
}
