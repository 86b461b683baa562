import { passThrough } from '../../../platform/commands/pass-through.js';
import { ChangeUserRole } from '../domain/user.commands.js';
import { userDecider, userStream } from '../domain/user.js';

/**
 * The user commands that decide on the user's stream alone (platform/commands/pass-through.ts).
 * Registering, signing in (reservations) and updating a profile (who may, which user) have their own handlers.
 */
export const USER_COMMAND_HANDLERS = [passThrough(ChangeUserRole, (c) => userStream.streamId(c.data.userId), userDecider)];
