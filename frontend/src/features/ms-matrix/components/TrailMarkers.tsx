import { memo } from 'react';
import type { MatrixGrowthPointResponse } from '../../../shared/api/generated/ms-matrix';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { formatInstant } from '../../../shared/lib/datetime';
import { BOARD_HEIGHT, BOARD_WIDTH, clampFraction, labelSize, type Legibility } from '../../../shared/lib/matrix-board';
import { brand } from '../../../shared/ui/brand-tokens';

interface TrailMarkersProps {
  /** The member's points, oldest first; the last is the current position and gets no marker. */
  points: readonly MatrixGrowthPointResponse[];
  /** The member's colour, as their dot and trail. */
  color: string;
  /** Past points can be deleted (the caller manages the team). */
  onDelete?: (point: MatrixGrowthPointResponse) => void;
  ink: Legibility;
}

/**
 * Markers on the past points of one member's trail (the hovered or selected one only: cheap), each
 * with its day (11/24) above it, so the trail reads as dates in order; its arrow shows the way.
 */
export const TrailMarkers = memo(function TrailMarkers({ points, color, onDelete, ink }: TrailMarkersProps) {
  return (
    <g data-export="omit">
      {points.slice(0, -1).map((point, index) => {
        const date = formatInstant(point.timestamp, 'dateTime');
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
            <circle r={8 * ink.mark} fill="transparent" />
            <circle r={4.5 * ink.mark} fill={brand.surface} stroke={color} strokeWidth={2} />
            <text
              y={-7 * ink.mark}
              textAnchor="middle"
              fontSize={labelSize(ink, 9)}
              fill={brand.ink}
              stroke={brand.surface}
              strokeWidth={3}
              paintOrder="stroke"
              fontWeight={700}
            >
              {formatInstant(point.timestamp, 'shortDay')}
            </text>
          </g>
        );
      })}
    </g>
  );
});
