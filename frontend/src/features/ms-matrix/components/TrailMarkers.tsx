import dayjs from 'dayjs';
import { memo } from 'react';
import type { MatrixGrowthPointResponse } from '../../../shared/api/generated/ms-matrix';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { BOARD_HEIGHT, BOARD_WIDTH, clampFraction } from '../../../shared/lib/matrix-board';
import { brand } from '../../../shared/ui/brand-tokens';

interface TrailMarkersProps {
  /** The member's points, oldest first; the last is the current position and gets no marker. */
  points: readonly MatrixGrowthPointResponse[];
  /** The member's colour, as their dot and trail. */
  color: string;
  /** Past points can be deleted (the caller manages the team). */
  onDelete?: (point: MatrixGrowthPointResponse) => void;
}

/** Markers on the past points of one member's trail (the hovered or selected one only: cheap). */
export const TrailMarkers = memo(function TrailMarkers({ points, color, onDelete }: TrailMarkersProps) {
  return (
    <g data-export="omit">
      {points.slice(0, -1).map((point, index) => {
        const date = dayjs(point.timestamp).format('YYYY/MM/DD HH:mm');
        const label = m.board.pointLabel(date, point.skillLevel, point.mindsetLevel);
        return (
          <g
            key={point.id}
            className={onDelete ? 'ms-point ms-point--deletable' : 'ms-point'}
            transform={`translate(${(clampFraction(point.x) * BOARD_WIDTH).toFixed(1)} ${(clampFraction(point.y) * BOARD_HEIGHT).toFixed(1)})`}
            role={onDelete ? 'button' : undefined}
            tabIndex={onDelete ? 0 : undefined}
            aria-label={onDelete ? label : undefined}
            onClick={onDelete ? () => onDelete(point) : undefined}
            onKeyDown={
              onDelete
                ? (event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      onDelete(point);
                    }
                  }
                : undefined
            }
          >
            <title>{`${index + 1}. ${date} ${m.board.levels(point.skillLevel, point.mindsetLevel)}`}</title>
            <circle r={8} fill="transparent" />
            <circle r={4.5} fill={brand.surface} stroke={color} strokeWidth={2} />
            <text y={-8} textAnchor="middle" fontSize={8} fill={color} fontWeight={700}>
              {index + 1}
            </text>
          </g>
        );
      })}
    </g>
  );
});
