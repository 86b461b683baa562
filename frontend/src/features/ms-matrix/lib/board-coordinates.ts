import { BOARD_HEIGHT, BOARD_WIDTH, pointerToViewBox } from '../../../shared/lib/matrix-board';
import type { BoardPosition } from '@pivot/rules';

/** The board fraction under a pointer. Not clamped: the caller clamps after applying the grab offset. */
export function pointerToBoard(svg: SVGSVGElement, clientX: number, clientY: number): BoardPosition | null {
  const point = pointerToViewBox(svg, clientX, clientY);
  return point ? { x: point.px / BOARD_WIDTH, y: point.py / BOARD_HEIGHT } : null;
}
