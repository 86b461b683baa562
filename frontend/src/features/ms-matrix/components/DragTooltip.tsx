import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { BOARD_HEIGHT, BOARD_WIDTH, labelSize, type Legibility } from '../../../shared/lib/matrix-board';
import { brand } from '../../../shared/ui/brand-tokens';
import { levelsAt, type BoardPosition } from '@pivot/rules';

const WIDTH = 148;
const HEIGHT = 24;

/**
 * The live levels while a dot moves, computed like the server does (spec part 1 §4, §5); drawn
 * larger on a small board so its text stays at least 10 px on screen.
 */
export function DragTooltip({ position, ink }: { position: BoardPosition; ink: Legibility }) {
  const { skillLevel, mindsetLevel } = levelsAt(position);
  const zoom = labelSize(ink, 11, 1) / 11;
  const [width, height] = [WIDTH * zoom, HEIGHT * zoom];
  const px = position.x * BOARD_WIDTH;
  const py = position.y * BOARD_HEIGHT;
  const left = Math.min(Math.max(px - width / 2, 2), BOARD_WIDTH - width - 2);
  const top = py - 20 * zoom - height < 2 ? py + 18 * zoom : py - 20 * zoom - height;
  return (
    <g data-export="omit" pointerEvents="none" role="status" aria-live="polite">
      <rect x={left} y={top} width={width} height={height} rx={6} fill={brand.inkInverse} opacity={0.92} />
      <text x={left + width / 2} y={top + 16 * zoom} textAnchor="middle" fontSize={11 * zoom} fontWeight={600} fill={brand.surface}>
        {m.board.levels(skillLevel, mindsetLevel)}
      </text>
    </g>
  );
}
