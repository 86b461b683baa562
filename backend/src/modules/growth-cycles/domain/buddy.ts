// The buddy of a growth cycle (spec part 2 §4 and §9): experience is what the cycle received,
// a level per 100 experience, stages and expressions by level. Pure; the API answers these
// derived values so that the client draws what the server decided.

export const EXPERIENCE_PER_LEVEL = 100;
/** The highest level the card shows; from here the max-level message is shown (spec §9). */
export const MAX_DISPLAYED_LEVEL = 10;

export const BUDDY_STAGES = ['beginner', 'intermediate', 'advanced', 'master'] as const;
export type BuddyStage = (typeof BUDDY_STAGES)[number];
export const BUDDY_EXPRESSIONS = ['happy', 'determined', 'excited'] as const;
export type BuddyExpression = (typeof BUDDY_EXPRESSIONS)[number];

/** 1 + floor(experience / 100); not capped (the card caps what it shows at 10). */
export const buddyLevel = (experience: number): number => 1 + Math.floor(experience / EXPERIENCE_PER_LEVEL);

/** Beginner 1–3, intermediate 4–6, advanced 7–9, master from 10 (thresholds 4, 7, 10). */
export function buddyStage(level: number): BuddyStage {
  if (level >= 10) return 'master';
  if (level >= 7) return 'advanced';
  if (level >= 4) return 'intermediate';
  return 'beginner';
}

/** Happy below 4, determined 4–6, excited from 7. */
export function buddyExpression(level: number): BuddyExpression {
  if (level >= 7) return 'excited';
  if (level >= 4) return 'determined';
  return 'happy';
}

/** What the experience bar shows: experience modulo 100. */
export const levelProgress = (experience: number): number => experience % EXPERIENCE_PER_LEVEL;

/** The buddy as the API answers it. */
export function buddyOf(experience: number) {
  const level = buddyLevel(experience);
  return {
    buddyExperience: experience,
    buddyLevel: level,
    buddyStage: buddyStage(level),
    buddyExpression: buddyExpression(level),
    buddyProgress: levelProgress(experience),
    isMaxLevel: level >= MAX_DISPLAYED_LEVEL,
  };
}
