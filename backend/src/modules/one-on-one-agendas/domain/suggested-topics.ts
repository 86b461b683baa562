import type { OneOnOneApproach } from '../../one-on-one/index.js';
import type { SessionTopicCategory } from '../events/one-on-one-agenda.events.js';

/**
 * What to talk about with a member no one has met for a while, by their quadrant: where trust
 * is low, start with how they are and how the team treats them; where mindset is low, with how
 * they face the work; where both are high, with where they are going.
 */
export const SUGGESTED_CATEGORIES: Readonly<Record<OneOnOneApproach, readonly SessionTopicCategory[]>> = {
  trust_building: ['wellbeing', 'mindset', 'workload'],
  mindset_improvement: ['relationships', 'feedback', 'skills'],
  strategy: ['career', 'feedback'],
  mixed: ['wellbeing', 'relationships', 'feedback'],
};
