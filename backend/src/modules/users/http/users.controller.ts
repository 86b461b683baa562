import { Body, Controller, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { UpdateProfile } from '../domain/user.commands.js';
import { ApiIfMatch, IfMatch } from '../../../platform/http/if-match.js';
import { UserNotFoundError } from '../domain/user.errors.js';
import { GetUserQuery } from '../queries/get-user/get-user.query.js';
import type { UserView } from '../queries/user.view.js';
import { SearchUsersQuery } from '../queries/search-users/search-users.query.js';
import { SearchUsersRequest, UpdateProfileRequest } from './users.request.dto.js';
import { UserResponse, UserSearchHitResponse } from './users.response.dto.js';


@ApiTags('users')
@Controller('api')
export class UsersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('auth/user')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: UserResponse, description: 'The signed-in user' },
    unauthorized: '{ statusCode: 401, message: "Unauthorized", error: "Unauthorized" }',
  })
  async currentUser(@CurrentUser() user: SessionUser): Promise<UserResponse> {
    const view = await this.queryBus.execute(new GetUserQuery(user.id));
    return view ?? this.fromSession(user);
  }

  @Get('users/directory')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [UserSearchHitResponse], description: "The organisation's users by name (by e-mail too, and with e-mails, for team_admin and admin), sorted by name" },
  })
  searchDirectory(@Query() query: SearchUsersRequest, @CurrentUser() user: SessionUser): Promise<UserSearchHitResponse[]> {
    return this.queryBus.execute(new SearchUsersQuery(user, query.search ?? '', query.limit ?? 20));
  }

  @Put('users/:id')
  @Access('signed_in')
  @ApiIfMatch()
  @ApiAnswers({
    ok: UserResponse,
    badRequest: 'A field is invalid (the message names it)',
    forbidden: 'Neither the user themself nor an admin',
    notFound: 'No such user',
    conflict: 'Stale If-Match',
  })
  async updateProfile(
    @Param('id') id: string,
    @Body() body: UpdateProfileRequest,
    @CurrentUser() actor: SessionUser,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<UserResponse> {
    await this.commandBus.execute(
      new UpdateProfile(
        { userId: id, firstName: body.firstName, lastName: body.lastName, hireDate: body.hireDate || null, notes: body.notes ?? null },
        actor,
        ifMatch,
      ),
    );
    const view = await this.queryBus.execute(new GetUserQuery(id));
    if (!view) throw new UserNotFoundError();
    return view;
  }

  /** Right after a first sign-in the read model may still lag: answer what the session knows. */
  private fromSession(user: SessionUser): UserView {
    const now = new Date().toISOString();
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      userType: user.userType,
      isAdmin: user.isAdmin || this.config.adminEmails.includes(user.email.toLowerCase()),
      profileImageUrl: null,
      hireDate: null,
      notes: null,
      isActive: true,
      lastLoginAt: null,
      createdAt: now,
      updatedAt: now,
      revision: -1,
    };
  }
}
