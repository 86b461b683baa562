// What other modules may use from the users module (commands and queries go through the buses).
export { RegisterUser, RecordSignIn, UpdateProfile, ChangeUserRole, type RegisteredUser } from './domain/user.commands.js';
/** The id of the user owning an e-mail address (from its reservation stream), or undefined. */
export { reservationOwner } from './commands/register-user/register-user.handler.js';
export { GetUserQuery } from './queries/get-user/get-user.query.js';
export type { UserView } from './queries/user.view.js';
export type { UserEvent, UserRegistered, UserSignedIn, UserProfileUpdated, UserRoleChanged } from './events/user.events.js';
export { userStreamId } from './domain/user.js';
export { normaliseEmail } from './domain/email.js';
