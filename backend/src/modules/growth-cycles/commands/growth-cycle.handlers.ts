import { passThrough } from '../../../platform/commands/pass-through.js';
import { CompleteGrowthCycle, RemindFeedbackRequest, ThankFeedForward, WithdrawFeedbackRequest } from '../domain/growth-cycle.commands.js';
import { growthCycleDecider, growthCycleStream } from '../domain/growth-cycle.js';

const onCycle = (command: { data: { cycleId: string } }) => growthCycleStream.streamId(command.data.cycleId);

/**
 * The growth-cycle commands that decide on the cycle's stream alone (platform/commands/
 * pass-through.ts). Starting a cycle reads facts (which supporters are users, today) and a gift
 * checks its target cycle first: those have their own handlers.
 */
export const GROWTH_CYCLE_COMMAND_HANDLERS = [
  passThrough(CompleteGrowthCycle, onCycle, growthCycleDecider),
  passThrough(ThankFeedForward, onCycle, growthCycleDecider),
  passThrough(WithdrawFeedbackRequest, onCycle, growthCycleDecider),
  passThrough(RemindFeedbackRequest, onCycle, growthCycleDecider),
];
