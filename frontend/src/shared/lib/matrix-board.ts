/**
 * What the MS and 1on1 boards share (spec part 1 §9): a 620 × 380 board (the SVG's viewBox),
 * positions kept as fractions clamped to 0..1, and a new member placed at the centre. How a
 * fraction maps onto the board and which levels it means differ per board (each feature's `lib/`).
 */
export const BOARD_WIDTH = 620;
export const BOARD_HEIGHT = 380;

/** Where a new or linked member is placed (spec part 1 §9). */
export const DEFAULT_POSITION = { x: 0.5, y: 0.5 } as const;

export function clampFraction(value: number): number {
  return Math.min(1, Math.max(0, value));
}
