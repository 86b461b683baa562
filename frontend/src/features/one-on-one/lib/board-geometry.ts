import { BOARD_HEIGHT, BOARD_WIDTH, clampFraction } from '../../../shared/lib/matrix-board';

/**
 * The 1on1 board's coordinate system (spec part 1 §5). The SVG's viewBox is 620×380; the plot
 * area spans x 50..570 and y 50..330. Positions are fractions 0..1 with y growing downwards, as
 * the API stores them: trust = x (left to right), mindset = 1 − y (bottom to top).
 */
export const PLOT = { left: 50, right: 570, top: 50, bottom: 330 } as const;
export const PLOT_WIDTH = PLOT.right - PLOT.left;
export const PLOT_HEIGHT = PLOT.bottom - PLOT.top;

/** Radius of a member's dot, in viewBox units. */
export const POINT_RADIUS = 9;

export interface Position {
  x: number;
  y: number;
}

export interface Levels {
  trustLevel: number;
  mindsetLevel: number;
}

/** Rounds away binary noise (1 − 0.3 = 0.7000000000000001) so thresholds compare as people expect. */
export function tidy(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

export function clampPosition(position: Position): Position {
  return { x: tidy(clampFraction(position.x)), y: tidy(clampFraction(position.y)) };
}

/** The levels the server derives from a position: trust = x, mindset = 1 − y, both clamped. */
export function levelsOf(position: Position): Levels {
  const { x, y } = clampPosition(position);
  return { trustLevel: x, mindsetLevel: tidy(1 - y) };
}

/** Board (viewBox) coordinates of a position. */
export function toBoard(position: Position): { px: number; py: number } {
  return { px: PLOT.left + position.x * PLOT_WIDTH, py: PLOT.top + position.y * PLOT_HEIGHT };
}

/** The position of a board (viewBox) point, clamped to the plot area. */
export function fromBoard(px: number, py: number): Position {
  return clampPosition({ x: (px - PLOT.left) / PLOT_WIDTH, y: (py - PLOT.top) / PLOT_HEIGHT });
}

export interface ClientRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A pointer's client coordinates in viewBox units, for an SVG drawn with the default
 * `preserveAspectRatio="xMidYMid meet"`: scaled uniformly and centred in its box.
 */
export function clientToBoard(clientX: number, clientY: number, rect: ClientRect): { px: number; py: number } {
  const scale = Math.min(rect.width / BOARD_WIDTH, rect.height / BOARD_HEIGHT) || 1;
  const offsetX = (rect.width - BOARD_WIDTH * scale) / 2;
  const offsetY = (rect.height - BOARD_HEIGHT * scale) / 2;
  return { px: (clientX - rect.left - offsetX) / scale, py: (clientY - rect.top - offsetY) / scale };
}

/** A fraction as a whole percentage, the unit people read on the board. */
export function percent(fraction: number): number {
  return Math.round(tidy(fraction) * 100);
}
