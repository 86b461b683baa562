// What other modules may use from the users module. Reads: `UserDirectory`, provided by
// `UsersModule` (import it in your module); writes: the commands, through the CommandBus.
export { UsersModule } from './users.module.js';
export { UserDirectory } from './queries/user-directory.js';
export { RegisterUser, RecordSignIn, UpdateProfile, ChangeUserRole, type RegisteredUser } from './domain/user.commands.js';
/** The id of the user owning an e-mail address (from its reservation stream), or undefined. */
export { reservationOwner } from './commands/shared/reservations.js';
export type { UserEvent, UserRegistered, UserSignedIn, UserProfileUpdated, UserRoleChanged } from './events/user.events.js';
export { userStream } from './domain/user.js';
export { normaliseEmail } from './domain/email.js';
