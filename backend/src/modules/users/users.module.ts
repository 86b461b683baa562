import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SIGN_IN_PORT } from '../../platform/auth/sign-in.port.js';
import { PRACTITIONER_COUNT_PORT } from '../../platform/site-config/practitioner-count.port.js';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { RecordSignInHandler } from './commands/record-sign-in/record-sign-in.handler.js';
import { RegisterUserHandler } from './commands/register-user/register-user.handler.js';
import { ChangeProfilePictureHandler, UpdateProfileHandler } from './commands/update-profile/update-profile.handler.js';
import { USER_COMMAND_HANDLERS } from './commands/user.handlers.js';
import { USER_EVENT_SCHEMAS } from './events/user.events.js';
import { UsersController } from './http/users.controller.js';
import { ProfilePictureController } from './http/profile-picture.controller.js';
import { UserReadModel } from './projections/users/user.read-model.js';
import { SessionUserCache } from './projections/users/session-user-cache.js';
import { SessionUserEviction } from './projections/users/session-user-eviction.js';
import { UsersProjection } from './projections/users/users.projection.js';
import { GetUserHandler } from './queries/get-user/get-user.handler.js';
import { SearchUsersHandler } from './queries/search-users/search-users.handler.js';
import { UserDirectory } from './queries/user-directory.js';
import { UsersSignInService } from './sign-in/users-sign-in.service.js';
import { CreateUsers1764100000000 } from './migrations/1764100000000-create-users.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { userDecider, userStream } from './domain/user.js';

/**
 * Users (stream `user-<uuid>`, e-mail reservations `user-email-<hash>`) and the users side of sign-in.
 * Other modules import this module to read users through `UserDirectory`.
 */
@Module({
  imports: [EventStoreModule.forFeature(USER_EVENT_SCHEMAS, [streamFolder(userStream, userDecider)]), TypeOrmModule.forFeature([UserReadModel])],
  controllers: [UsersController, ProfilePictureController],
  providers: [
    RegisterUserHandler,
    RecordSignInHandler,
    UpdateProfileHandler,
    ChangeProfilePictureHandler,
    ...USER_COMMAND_HANDLERS,
    GetUserHandler,
    SearchUsersHandler,
    UserDirectory,
    UsersProjection,
    SessionUserCache,
    SessionUserEviction,
    UsersSignInService,
    { provide: SIGN_IN_PORT, useExisting: UsersSignInService },
    { provide: PRACTITIONER_COUNT_PORT, useExisting: UserDirectory },
  ],
  exports: [SIGN_IN_PORT, PRACTITIONER_COUNT_PORT, UserDirectory],
})
export class UsersModule {
  /** Its read-model tables' migrations (AppModule runs every module's, in timestamp order). */
  static readonly migrations = [CreateUsers1764100000000];
}
