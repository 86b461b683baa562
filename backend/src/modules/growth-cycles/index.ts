// The growth-cycles module's public surface: other modules import only from here.
export type {
  GrowthCycleEvent,
  GrowthCycleStarted,
  FeedbackGiven,
  FeedForwardGiven,
  FeedForwardThanked,
  BuddyLeveledUp,
  GrowthCycleCompleted,
  EmotionBadge,
  FeedForwardCategory,
  SkillTreeAbility,
} from './events/growth-cycle.events.js';
export { GROWTH_CYCLE_EVENT_SCHEMAS, EMOTION_BADGES, FEED_FORWARD_CATEGORIES, SKILL_TREE_ABILITIES } from './events/growth-cycle.events.js';
export { GrowthCyclesModule } from './growth-cycles.module.js';
// Reads: `GrowthCycleTargets` (a person's active cycles' target dates), provided by `GrowthCyclesModule`.
export { GrowthCycleTargets, type GrowthCycleTarget } from './queries/growth-cycle-targets.js';
// Commands the demo seeder runs, exactly as the HTTP layer does.
export { StartGrowthCycle, CompleteGrowthCycle, GiveFeedback, GiveFeedForward, ThankFeedForward } from './domain/growth-cycle.commands.js';
// The question this module asks the points module after a write (decision 0059); points answers it.
export { GetAwardOutcomeQuery, type AwardOutcome, type FairPlayNote } from './queries/get-award-outcome/get-award-outcome.query.js';
