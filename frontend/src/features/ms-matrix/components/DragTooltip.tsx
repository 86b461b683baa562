import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { BOARD_HEIGHT, BOARD_WIDTH } from '../../../shared/lib/matrix-board';
import { brand } from '../../../shared/ui/brand-tokens';
import { levelsAt, type BoardPosition } from '@pivot/rules';

const WIDTH = 148;
const HEIGHT = 24;

/** The live levels while a dot moves, computed like the server does (spec part 1 §4, §5). */
export function DragTooltip({ position }: { position: BoardPosition }) {
  const { skillLevel, mindsetLevel } = levelsAt(position);
  const px = position.x * BOARD_WIDTH;
  const py = position.y * BOARD_HEIGHT;
  const left = Math.min(Math.max(px - WIDTH / 2, 2), BOARD_WIDTH - WIDTH - 2);
  const top = py - 20 - HEIGHT < 2 ? py + 18 : py - 20 - HEIGHT;
  return (
    <g data-export="omit" pointerEvents="none" role="status" aria-live="polite">
      <rect x={left} y={top} width={WIDTH} height={HEIGHT} rx={6} fill={brand.inkInverse} opacity={0.92} />
      <text x={left + WIDTH / 2} y={top + 16} textAnchor="middle" fontSize={11} fontWeight={600} fill={brand.surface}>
        {m.board.levels(skillLevel, mindsetLevel)}
      </text>
    </g>
  );
}
