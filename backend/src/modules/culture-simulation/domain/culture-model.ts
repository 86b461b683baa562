import type { OneOnOneApproach } from '../../one-on-one/index.js';

/**
 * The vocabulary of the culture simulation (docs/modules/culture-simulation.md): MS levels, the
 * board's four quadrants, 1on1 approaches and the history facts the estimator reads.
 */

/** The MS board's quadrants, split at level 50 on both axes as the board draws them. `highHigh` is the owner quadrant. */
export const MS_QUADRANTS = ['highHigh', 'highMindset', 'highSkill', 'lowLow'] as const;
export type MsQuadrant = (typeof MS_QUADRANTS)[number];

export const APPROACHES = ['strategy', 'mindset_improvement', 'trust_building', 'mixed'] as const satisfies readonly OneOnOneApproach[];
export type Approach = (typeof APPROACHES)[number];

export const QUADRANT_SPLIT = 50;
export const SKILL_MAX = 120;
export const MINDSET_MAX = 100;

export function quadrantOf(skill: number, mindset: number): MsQuadrant {
  const highSkill = skill >= QUADRANT_SPLIT;
  if (mindset >= QUADRANT_SPLIT) return highSkill ? 'highHigh' : 'highMindset';
  return highSkill ? 'highSkill' : 'lowLow';
}

/** The average month: velocities are level points per month. */
export const MONTH_MS = 30.4375 * 24 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrailPoint {
  /** Epoch milliseconds: when the member was at that place. */
  at: number;
  skill: number;
  mindset: number;
}

export interface MemberHistory {
  memberId: string;
  name: string;
  /** In time order. */
  points: TrailPoint[];
}

export interface DatedFact {
  memberId: string;
  at: number;
}

export interface SessionFact extends DatedFact {
  approach: Approach;
}

export interface GiftFact extends DatedFact {
  kind: 'feedback' | 'feed_forward';
}

export interface TeamHistory {
  members: MemberHistory[];
  sessions: SessionFact[];
  gifts: GiftFact[];
  learning: DatedFact[];
  now: number;
}
