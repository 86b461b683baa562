import { tidy } from '@pivot/rules';
import { clampFraction, pointerToViewBox } from '../../../shared/lib/matrix-board';

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
/** A face instead of the dot (decision 0097), and the face with its rings, for keeping names clear of it. */
export const FACE_RADIUS = 11;
export const FACE_MARK_RADIUS = FACE_RADIUS + 6;

/** A member's name on the board, in viewBox units. */
export const NAME_FONT_SIZE = 12;

export interface Position {
  x: number;
  y: number;
}

export interface Levels {
  trustLevel: number;
  mindsetLevel: number;
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

/** The position under a pointer, clamped to the plot area (null while the board is not laid out). */
export function positionAtPointer(svg: SVGSVGElement, clientX: number, clientY: number): Position | null {
  const point = pointerToViewBox(svg, clientX, clientY);
  return point ? fromBoard(point.px, point.py) : null;
}

/** A fraction as a whole percentage, the unit people read on the board. */
export function percent(fraction: number): number {
  return Math.round(tidy(fraction) * 100);
}
