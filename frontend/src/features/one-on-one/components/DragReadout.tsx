import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { BOARD_WIDTH, labelSize, type Legibility } from '../../../shared/lib/matrix-board';
import { brand } from '../../../shared/ui/brand-tokens';
import { levelsOf, percent, PLOT, toBoard, type Position } from '../lib/board-geometry';
import { quadrantOf } from '../lib/board-rules';
import { QUADRANT_STYLE } from '../lib/quadrant-style';

const WIDTH = 188;
const HEIGHT = 42;

/** The levels and approach under a point being moved, drawn beside it on the board (at least 10 px on screen). */
export function DragReadout({ position, ink }: { position: Position; ink: Legibility }) {
  const { px, py } = toBoard(position);
  const levels = levelsOf(position);
  const quadrant = quadrantOf(levels);
  const zoom = labelSize(ink, 11, 1) / 11;
  const [width, height] = [WIDTH * zoom, HEIGHT * zoom];
  const x = Math.min(Math.max(px - width / 2, 4), BOARD_WIDTH - width - 4);
  const y = py - 24 - height < PLOT.top - 46 ? py + 24 : py - 24 - height;
  return (
    <g pointerEvents="none" aria-hidden>
      <rect x={x} y={y} width={width} height={height} rx={6} fill={brand.inkInverse} fillOpacity={0.88} />
      <text x={x + 10 * zoom} y={y + 17 * zoom} fontSize={11 * zoom} fill={brand.surface}>
        {m.board.levels(percent(levels.trustLevel), percent(levels.mindsetLevel))}
      </text>
      <text x={x + 10 * zoom} y={y + 33 * zoom} fontSize={11 * zoom} fontWeight={700} fill={QUADRANT_STYLE[quadrant].fill}>
        {m.quadrants[quadrant]}
      </text>
    </g>
  );
}
