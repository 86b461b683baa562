import { BOARD_HEIGHT, BOARD_WIDTH, clampFraction } from '../../../shared/lib/matrix-board';
import type { BoardPosition } from '@pivot/rules';

/** One SVG path through a member's growth points (oldest first), in board pixels. */
export function trailPath(points: readonly BoardPosition[]): string {
  let d = '';
  for (let i = 0; i < points.length; i += 1) {
    const px = clampFraction(points[i].x) * BOARD_WIDTH;
    const py = clampFraction(points[i].y) * BOARD_HEIGHT;
    d += `${i === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
  }
  return d;
}
