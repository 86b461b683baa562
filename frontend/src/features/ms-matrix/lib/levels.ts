import { BOARD_HEIGHT, BOARD_WIDTH, clampFraction } from '../../../shared/lib/matrix-board';

/**
 * The MS board's geometry (spec part 1 §5), the same as the server's `ms-matrix-board.ts`: a
 * position is a pair of fractions of the whole 620 × 380 board (px = x × 620, py = y × 380). The
 * server derives the levels it reports; the client computes them only for the live drag tooltip.
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
/** The plot area inside the axes, where names are kept (see shared/lib/label-layout.ts). */
export const PLOT_BOUNDS = { left: SKILL_AXIS_START_PX, right: SKILL_AXIS_END_PX, top: MINDSET_AXIS_TOP_PX, bottom: MINDSET_AXIS_BOTTOM_PX } as const;

export interface BoardPosition {
  x: number;
  y: number;
}

export interface MsLevels {
  skillLevel: number;
  mindsetLevel: number;
}

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

/** Skill and mindset levels of a position, as the server derives them. */
export function levelsAt(position: BoardPosition): MsLevels {
  const { px, py } = toBoardPixels(position);
  return { skillLevel: skillLevelAt(px, py), mindsetLevel: mindsetLevelAt(py) };
}

/** The board pixel where skill has `level` (0..100, on the linear part of the axis). */
export function skillPx(level: number): number {
  return SKILL_AXIS_START_PX + (level / 100) * (SKILL_FULL_PX - SKILL_AXIS_START_PX);
}

/** The board pixel where mindset has `level` (0..99, below the top band). */
export function mindsetPx(level: number): number {
  return MINDSET_AXIS_BOTTOM_PX - (level / 99) * (MINDSET_AXIS_BOTTOM_PX - MINDSET_TOP_BAND_PX);
}
