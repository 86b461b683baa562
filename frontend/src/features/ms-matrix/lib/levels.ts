import { MINDSET_AXIS_BOTTOM_PX, MINDSET_AXIS_TOP_PX, MINDSET_TOP_BAND_PX, SKILL_AXIS_END_PX, SKILL_AXIS_START_PX, SKILL_FULL_PX } from '@pivot/rules';

/**
 * What only drawing the MS board needs. The board's geometry and levels (spec part 1 §5) are the
 * server's too: import them from `@pivot/rules` (decision 0078).
 */

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
