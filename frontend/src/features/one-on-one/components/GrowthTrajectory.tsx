import type { OneOnOneGrowthHistoryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { brand } from '../../../shared/ui/brand-tokens';
import { toBoard } from '../lib/board-geometry';

interface GrowthTrajectoryProps {
  history: OneOnOneGrowthHistoryResponse;
  color: string;
}

/** One member's growth trail: a path through their recorded positions, oldest to current. */
export function GrowthTrajectory({ history, color }: GrowthTrajectoryProps) {
  const points = [...history.history]
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    .map((point) => ({ id: point.id, ...toBoard(point) }));
  if (points.length < 2) return null;
  const d = points.map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.px.toFixed(1)} ${point.py.toFixed(1)}`).join(' ');
  return (
    <g pointerEvents="none" data-trajectory-of={history.entryId}>
      <path
        d={d}
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeOpacity={0.75}
        strokeLinejoin="round"
        strokeLinecap="round"
        strokeDasharray="5 3"
      />
      {points.slice(0, -1).map((point) => (
        <circle key={point.id} cx={point.px} cy={point.py} r={3.5} fill={brand.surface} stroke={color} strokeWidth={1.8} />
      ))}
    </g>
  );
}
