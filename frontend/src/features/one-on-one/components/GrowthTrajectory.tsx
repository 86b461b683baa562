import type { OneOnOneGrowthHistoryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { formatInstant } from '../../../shared/lib/datetime';
import { labelSize, type Legibility } from '../../../shared/lib/matrix-board';
import { brand } from '../../../shared/ui/brand-tokens';
import { toBoard } from '../lib/board-geometry';

interface GrowthTrajectoryProps {
  history: OneOnOneGrowthHistoryResponse;
  color: string;
  ink: Legibility;
}

/**
 * One member's growth trail: a path through their recorded positions, oldest to current, ending in
 * an arrow (which way they moved), each past position with its day (11/24) beside it.
 */
export function GrowthTrajectory({ history, color, ink }: GrowthTrajectoryProps) {
  const points = [...history.history]
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    .map((point) => ({ id: point.id, timestamp: point.timestamp, ...toBoard(point) }));
  if (points.length < 2) return null;
  const d = points.map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.px.toFixed(1)} ${point.py.toFixed(1)}`).join(' ');
  const arrowId = `trajectory-arrow-${history.entryId}`;
  return (
    <g pointerEvents="none" data-trajectory-of={history.entryId}>
      <defs>
        <marker id={arrowId} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={5} markerHeight={5} orient="auto">
          <path d="M0 1L10 5L0 9z" fill={color} />
        </marker>
      </defs>
      <path
        d={d}
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeOpacity={0.75}
        strokeLinejoin="round"
        strokeLinecap="round"
        strokeDasharray="5 3"
        markerEnd={`url(#${arrowId})`}
      />
      {points.slice(0, -1).map((point) => (
        <g key={point.id}>
          <circle cx={point.px} cy={point.py} r={3.5 * ink.mark} fill={brand.surface} stroke={color} strokeWidth={1.8} />
          <text
            x={point.px}
            y={point.py - 6 * ink.mark}
            textAnchor="middle"
            fontSize={labelSize(ink, 9)}
            fontWeight={700}
            fill={brand.ink}
            stroke={brand.surface}
            strokeWidth={3}
            paintOrder="stroke"
          >
            {formatInstant(point.timestamp, 'shortDay')}
          </text>
        </g>
      ))}
    </g>
  );
}
