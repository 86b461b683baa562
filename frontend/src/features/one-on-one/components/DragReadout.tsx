import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { BOARD_WIDTH } from '../../../shared/lib/matrix-board';
import { brand } from '../../../shared/ui/brand-tokens';
import { levelsOf, percent, PLOT, toBoard, type Position } from '../lib/board-geometry';
import { quadrantOf } from '../lib/board-rules';
import { QUADRANT_STYLE } from '../lib/quadrant-style';

const WIDTH = 188;
const HEIGHT = 42;

/** The levels and approach under a point being moved, drawn beside it on the board. */
export function DragReadout({ position }: { position: Position }) {
  const { px, py } = toBoard(position);
  const levels = levelsOf(position);
  const quadrant = quadrantOf(levels);
  const x = Math.min(Math.max(px - WIDTH / 2, 4), BOARD_WIDTH - WIDTH - 4);
  const y = py - 24 - HEIGHT < PLOT.top - 46 ? py + 24 : py - 24 - HEIGHT;
  return (
    <g pointerEvents="none" aria-hidden>
      <rect x={x} y={y} width={WIDTH} height={HEIGHT} rx={6} fill={brand.inkInverse} fillOpacity={0.88} />
      <text x={x + 10} y={y + 17} fontSize={11} fill={brand.surface}>
        {m.board.levels(percent(levels.trustLevel), percent(levels.mindsetLevel))}
      </text>
      <text x={x + 10} y={y + 33} fontSize={11} fontWeight={700} fill={QUADRANT_STYLE[quadrant].fill}>
        {m.quadrants[quadrant]}
      </text>
    </g>
  );
}
