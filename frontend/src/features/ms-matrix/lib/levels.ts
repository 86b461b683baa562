import { MINDSET_AXIS_BOTTOM_PX, MINDSET_AXIS_TOP_PX, MINDSET_TOP_BAND_PX, SKILL_AXIS_END_PX, SKILL_AXIS_START_PX, SKILL_FULL_PX } from '@pivot/rules';

/**
 * The MS board's geometry (spec part 1 §5) is the server's too: it lives in `@pivot/rules`
 * (decision 0078). The server derives the levels it reports; the client computes them only for the
 * live drag tooltip, and draws the board with the same axes (below: what only drawing needs).
 */
export {
  MINDSET_AXIS_BOTTOM_PX,
  MINDSET_AXIS_TOP_PX,
  MINDSET_TOP_BAND_PX,
  SKILL_AXIS_END_PX,
  SKILL_AXIS_START_PX,
  SKILL_FULL_PX,
  SKILL_MAX_IN_TOP_BAND,
  levelsAt,
  mindsetLevelAt,
  skillLevelAt,
  toBoardPixels,
  type BoardPosition,
  type MsLevels,
} from '@pivot/rules';

/** The plot area inside the axes, where names are kept (see shared/lib/label-layout.ts). */
export const PLOT_BOUNDS = { left: SKILL_AXIS_START_PX, right: SKILL_AXIS_END_PX, top: MINDSET_AXIS_TOP_PX, bottom: MINDSET_AXIS_BOTTOM_PX } as const;

/** The board pixel where skill has `level` (0..100, on the linear part of the axis). */
export function skillPx(level: number): number {
  return SKILL_AXIS_START_PX + (level / 100) * (SKILL_FULL_PX - SKILL_AXIS_START_PX);
}

/** The board pixel where mindset has `level` (0..99, below the top band). */
export function mindsetPx(level: number): number {
  return MINDSET_AXIS_BOTTOM_PX - (level / 99) * (MINDSET_AXIS_BOTTOM_PX - MINDSET_TOP_BAND_PX);
}
