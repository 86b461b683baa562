import type { OneOnOneApproach } from '../../../shared/api/generated/one-on-one-matrix';

/**
 * The role-play scenario (spec part 2 §9) to practise before a 1on1 with a member in this quadrant
 * (the server's `approachFor`): trust and mindset both high → their career; mindset high but trust
 * not yet → feedback given with care; trust high but mindset low → low motivation; both low → the
 * difficult conversation.
 */
const SCENARIO_BY_QUADRANT: Record<OneOnOneApproach, string> = {
  strategy: 'career-development',
  mindset_improvement: 'feedback',
  trust_building: 'low-motivation',
  mixed: 'difficult-conversation',
};

export const practicePath = (quadrant: OneOnOneApproach) => `/community/roleplay?scenario=${SCENARIO_BY_QUADRANT[quadrant]}`;
