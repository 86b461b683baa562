import { passThrough } from '../../../platform/commands/pass-through.js';
import { AwardPoints } from '../domain/points-account.commands.js';
import { pointsAccountDecider, pointsAccountStream } from '../domain/points-account.js';

/**
 * Awarding decides on the account's stream alone (platform/commands/pass-through.ts). Issued by
 * the award reactors only: decides from the account's own state, so a re-run decides nothing new.
 * Spending, equipping and unequipping look the item up in the shop catalogue first: their own handlers.
 */
export const POINTS_ACCOUNT_COMMAND_HANDLERS = [passThrough(AwardPoints, (c) => pointsAccountStream.streamId(c.data.userId), pointsAccountDecider)];
