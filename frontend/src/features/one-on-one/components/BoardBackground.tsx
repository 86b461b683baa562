import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { OneOnOneApproach } from '../../../shared/api/generated/one-on-one-matrix';
import type { PlacedTitle } from '../../../shared/lib/label-layout';
import { BOARD_HEIGHT, BOARD_WIDTH, labelSize, type Legibility } from '../../../shared/lib/matrix-board';
import { PLOT, PLOT_HEIGHT, PLOT_WIDTH } from '../lib/board-geometry';
import { SPLIT } from '../lib/board-titles';
import { QUADRANT_THRESHOLD } from '../lib/board-rules';
import { QUADRANT_STYLE } from '../lib/quadrant-style';
import { brand } from '../../../shared/ui/brand-tokens';

const GRID_STEPS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 0.9];
const TICKS = [0, 0.2, 0.4, 0.6, QUADRANT_THRESHOLD, 0.8, 1];
const AXIS_COLOR = brand.chartGuide;
const THRESHOLD_COLOR = brand.chartAxis;


const quadrants = [
  { key: 'mindset_improvement', x: PLOT.left, y: PLOT.top, width: SPLIT.px - PLOT.left, height: SPLIT.py - PLOT.top },
  { key: 'strategy', x: SPLIT.px, y: PLOT.top, width: PLOT.right - SPLIT.px, height: SPLIT.py - PLOT.top },
  { key: 'mixed', x: PLOT.left, y: SPLIT.py, width: SPLIT.px - PLOT.left, height: PLOT.bottom - SPLIT.py },
  { key: 'trust_building', x: SPLIT.px, y: SPLIT.py, width: PLOT.right - SPLIT.px, height: PLOT.bottom - SPLIT.py },
] as const;

function tickLabel(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/**
 * Quadrants, gridlines, thresholds and axes of the 1on1 board. Decoration only: it takes no pointer
 * events. `ink` enlarges the text when the board is shown small (see `legibility`); the
 * quadrant names sit where `placeTitles` found no point (lib/board-titles.ts).
 */
export function BoardBackground({ ink, titles }: { ink: Legibility; titles: readonly PlacedTitle<OneOnOneApproach>[] }) {
  const size = (designed: number) => labelSize(ink, designed);
  // On a small board the trust axis labels its ends and the threshold only, and the mindset axis the
  // threshold only, its title moved below it: ten-pixel labels at every step would touch or leave the board.
  const ticks = ink.sparse ? [0, QUADRANT_THRESHOLD, 1] : TICKS;
  const mindsetTicks = ink.sparse ? [QUADRANT_THRESHOLD] : TICKS;
  const mindsetTitleY = ink.sparse ? PLOT.bottom - (QUADRANT_THRESHOLD * PLOT_HEIGHT) / 2 : PLOT.top + PLOT_HEIGHT / 2;
  return (
    <g pointerEvents="none">
      <rect x={0} y={0} width={BOARD_WIDTH} height={BOARD_HEIGHT} fill={brand.surface} />
      {quadrants.map((quadrant) => (
        <rect
          key={quadrant.key}
          x={quadrant.x}
          y={quadrant.y}
          width={quadrant.width}
          height={quadrant.height}
          fill={QUADRANT_STYLE[quadrant.key].fill}
        />
      ))}
      {GRID_STEPS.map((step) => (
        <g key={step} stroke={brand.chartGrid} strokeWidth={1}>
          <line x1={PLOT.left + step * PLOT_WIDTH} x2={PLOT.left + step * PLOT_WIDTH} y1={PLOT.top} y2={PLOT.bottom} />
          <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.top + step * PLOT_HEIGHT} y2={PLOT.top + step * PLOT_HEIGHT} />
        </g>
      ))}
      <g stroke={THRESHOLD_COLOR} strokeWidth={1.2} strokeDasharray="6 4" strokeOpacity={0.7}>
        <line x1={SPLIT.px} x2={SPLIT.px} y1={PLOT.top} y2={PLOT.bottom} />
        <line x1={PLOT.left} x2={PLOT.right} y1={SPLIT.py} y2={SPLIT.py} />
      </g>
      <rect x={PLOT.left} y={PLOT.top} width={PLOT_WIDTH} height={PLOT_HEIGHT} fill="none" stroke={brand.border} strokeWidth={1} />
      {titles.map((title) => (
        <text key={title.key} x={title.x} y={title.y} textAnchor={title.anchor} fontSize={title.fontSize} fontWeight={700} fill={QUADRANT_STYLE[title.key].text}>
          {title.text}
        </text>
      ))}
      <g fontSize={size(10)} fill={AXIS_COLOR}>
        {ticks.map((tick) => (
          <text
            key={`x-${tick}`}
            x={PLOT.left + tick * PLOT_WIDTH}
            y={PLOT.bottom + 15}
            textAnchor="middle"
            fontWeight={tick === QUADRANT_THRESHOLD ? 700 : 400}
            fill={tick === QUADRANT_THRESHOLD ? THRESHOLD_COLOR : AXIS_COLOR}
          >
            {tickLabel(tick)}
          </text>
        ))}
        {mindsetTicks.map((tick) => (
          <text
            key={`y-${tick}`}
            x={PLOT.left - 6}
            y={PLOT.bottom - tick * PLOT_HEIGHT + 3.5}
            textAnchor="end"
            fontWeight={tick === QUADRANT_THRESHOLD ? 700 : 400}
            fill={tick === QUADRANT_THRESHOLD ? THRESHOLD_COLOR : AXIS_COLOR}
          >
            {tickLabel(tick)}
          </text>
        ))}
      </g>
      <text x={PLOT.left + PLOT_WIDTH / 2} y={BOARD_HEIGHT - 12} textAnchor="middle" fontSize={size(13)} fontWeight={700} fill={brand.ink}>
        {m.board.trustAxis} →
      </text>
      <text
        x={14}
        y={mindsetTitleY}
        textAnchor="middle"
        fontSize={size(13)}
        fontWeight={700}
        fill={brand.ink}
        transform={`rotate(-90 14 ${mindsetTitleY})`}
      >
        {m.board.mindsetAxis} →
      </text>
    </g>
  );
}
