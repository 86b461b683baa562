/**
 * What the MS and 1on1 boards share (spec part 1 §9): a 620 × 380 board (the client's SVG
 * viewBox), positions kept as fractions 0..1 of the board (x from the left, y from the top), and a
 * new member placed at the centre. How a fraction maps onto levels differs per board
 * (`ms-board.ts`, `one-on-one-board.ts`).
 */
export const BOARD_WIDTH = 620;
export const BOARD_HEIGHT = 380;

/** Where a member is placed when the client gives no position (spec part 1 §9). */
export const DEFAULT_POSITION = { x: 0.5, y: 0.5 } as const;

export interface BoardPosition {
  x: number;
  y: number;
}

/** The value held to 0..1, for reading levels off a position. */
export function clampFraction(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Rounds away binary noise (1 − 0.3 = 0.7, not 0.7000000000000001) before comparing with thresholds. */
export function tidy(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}
