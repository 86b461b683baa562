import { BOARD_HEIGHT, BOARD_WIDTH } from '../../../shared/lib/matrix-board';
import type { BoardPosition } from './levels';

/**
 * The board fraction under a pointer. The SVG keeps its 620 × 380 aspect ratio centred in its box
 * (`preserveAspectRatio` "xMidYMid meet"), so the scale is the smaller of the two and the rest is margin.
 * Not clamped: the caller clamps after applying the grab offset.
 */
export function pointerToBoard(svg: SVGSVGElement, clientX: number, clientY: number): BoardPosition | null {
  const rect = svg.getBoundingClientRect();
  const scale = Math.min(rect.width / BOARD_WIDTH, rect.height / BOARD_HEIGHT);
  if (!(scale > 0)) return null;
  const left = rect.left + (rect.width - BOARD_WIDTH * scale) / 2;
  const top = rect.top + (rect.height - BOARD_HEIGHT * scale) / 2;
  return { x: (clientX - left) / scale / BOARD_WIDTH, y: (clientY - top) / scale / BOARD_HEIGHT };
}
