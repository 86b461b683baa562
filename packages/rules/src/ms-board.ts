import { BOARD_HEIGHT, BOARD_WIDTH, clampFraction, type BoardPosition } from './board.js';

/**
 * The geometry of the MS matrix board (spec part 1 §5 and §9): the server derives the levels it
 * reports from it, the client draws the board and the live drag tooltip with it.
 *
 * A position is a pair of fractions 0..1 of the board, the truth stored in events. The spec gives
 * the board in pixels: 620 wide, 380 high; the skill axis runs along x from 80 to 600 and the
 * mindset axis along y from 50 (top, high mindset) to 350. We read a fraction as a fraction of the
 * whole board:
 *
 *   px = x × 620,  py = y × 380
 *
 * That is the only reading under which §5's "skill is 0 at x ≤ 80" is not vacuous (mapping the
 * fractions onto the axis span 80..600 instead would make px < 80 impossible). §9 also names
 * "skill conversion thresholds 0.114 to 0.68"; no linear mapping of fractions to pixels meets both
 * them and §5's anchors (80/620 = 0.129 and 456/620 = 0.735), so §5's four pixel anchors are the
 * contract and the client draws with the same geometry: what a user sees and the levels agree.
 *
 * Levels, rounded to integers:
 * - skill: 0 at px ≤ 80; linear to 100 at px = 456; beyond 456 it keeps growing only in the top
 *   band (py ≤ 100, where mindset is 100), linearly to 120 at px = 600 and 120 beyond; below the
 *   top band it stays at 100.
 * - mindset: 100 at py ≤ 100 (the top band); below, scaled from 99 (just under the band) down to
 *   0 at py = 350 and 0 beyond.
 */
export const SKILL_AXIS_START_PX = 80;
export const SKILL_AXIS_END_PX = 600;
/** Where skill reaches 100. */
export const SKILL_FULL_PX = 456;
export const SKILL_MAX_IN_TOP_BAND = 120;
export const MINDSET_AXIS_TOP_PX = 50;
export const MINDSET_AXIS_BOTTOM_PX = 350;
/** The top band: mindset 100 at or above this line; only here does skill grow past 100. */
export const MINDSET_TOP_BAND_PX = 100;

export interface MsLevels {
  skillLevel: number;
  mindsetLevel: number;
}

/** Board pixels of a position (fractions clamped to the board). */
export function toBoardPixels(position: BoardPosition): { px: number; py: number } {
  return { px: clampFraction(position.x) * BOARD_WIDTH, py: clampFraction(position.y) * BOARD_HEIGHT };
}

export function skillLevelAt(px: number, py: number): number {
  if (px <= SKILL_AXIS_START_PX) return 0;
  if (px <= SKILL_FULL_PX) return Math.round(((px - SKILL_AXIS_START_PX) / (SKILL_FULL_PX - SKILL_AXIS_START_PX)) * 100);
  if (py > MINDSET_TOP_BAND_PX) return 100;
  const beyond = Math.min(px, SKILL_AXIS_END_PX) - SKILL_FULL_PX;
  return Math.round(100 + (beyond / (SKILL_AXIS_END_PX - SKILL_FULL_PX)) * (SKILL_MAX_IN_TOP_BAND - 100));
}

export function mindsetLevelAt(py: number): number {
  if (py <= MINDSET_TOP_BAND_PX) return 100;
  const below = Math.min(py, MINDSET_AXIS_BOTTOM_PX);
  return Math.round((99 * (MINDSET_AXIS_BOTTOM_PX - below)) / (MINDSET_AXIS_BOTTOM_PX - MINDSET_TOP_BAND_PX));
}

/** Skill and mindset levels of a position, as the server reports them (levels a client sends are ignored). */
export function levelsAt(position: BoardPosition): MsLevels {
  const { px, py } = toBoardPixels(position);
  return { skillLevel: skillLevelAt(px, py), mindsetLevel: mindsetLevelAt(py) };
}

/** The board's four areas, as the MS page draws them: split at level 50 on both axes. `highMindset`: mindset high, skill low. */
export const MS_QUADRANTS = ['highHigh', 'highMindset', 'highSkill', 'lowLow'] as const;
export type MsQuadrant = (typeof MS_QUADRANTS)[number];
export const MS_QUADRANT_SPLIT_LEVEL = 50;

/** Each area's name, as the board labels it and the coach's analysis names it. */
export const MS_QUADRANT_LABELS: Readonly<Record<MsQuadrant, string>> = {
  highHigh: '活躍・リーダー候補',
  highMindset: '成長期待',
  highSkill: 'マインド向上',
  lowLow: '育成・支援',
};

/** The area of the board levels fall in (level 50 counts as high). */
export function msQuadrantOf({ skillLevel, mindsetLevel }: MsLevels): MsQuadrant {
  const skillHigh = skillLevel >= MS_QUADRANT_SPLIT_LEVEL;
  if (mindsetLevel >= MS_QUADRANT_SPLIT_LEVEL) return skillHigh ? 'highHigh' : 'highMindset';
  return skillHigh ? 'highSkill' : 'lowLow';
}
