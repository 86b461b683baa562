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
  /** Levels, as the board reports them (msLevelsAt). */
  skill: number;
  mindset: number;
  /** The place on the board as stored: fractions 0..1, x to the right, y downwards. */
  x: number;
  y: number;
}

/** A place on the MS board: fractions 0..1, x to the right (skill), y downwards (mindset grows upwards). */
export interface BoardPlace {
  x: number;
  y: number;
}

/** The board's levels of a place (the MS module's msLevelsAt, passed in so the domain stays pure). */
export type LevelsAt = (place: BoardPlace) => { skillLevel: number; mindsetLevel: number };

export type Axis = 'skill' | 'mindset';
export const AXES: readonly Axis[] = ['skill', 'mindset'];

/**
 * How far a member has come along an axis, 0..1 towards the board's edge: x for skill, 1 − y for
 * mindset (the board's top is high mindset).
 */
export const reachOf = (place: BoardPlace, axis: Axis): number => (axis === 'skill' ? place.x : 1 - place.y);

/**
 * The remaining distance to the edge is read as at least this share of the board (about 2 px of
 * the 380 px high board): a member dragged onto the very edge has a finite, not an infinite, progress.
 */
export const MIN_REMAINING = 0.005;

/**
 * The saturating model's coordinate (docs/decisions/0052): progress u = −ln(remaining distance),
 * 0 at the bottom or left edge and growing without bound as the member nears the top or right
 * edge. A constant drift in u is a velocity proportional to the remaining distance: growth slows
 * near the edge and never crosses it.
 */
export function progressOf(reach: number): number {
  const remaining = Math.min(1, Math.max(MIN_REMAINING, 1 - reach));
  return -Math.log(remaining);
}

/** The reach (0..1) of a progress; progress below 0 is the bottom or left edge (the board's floor). */
export function reachOfProgress(progress: number): number {
  return 1 - Math.exp(-Math.max(0, progress));
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
