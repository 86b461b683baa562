import { JAPANESE_FONT_FAMILY } from '../../../shared/ui/fonts';
import { Typography } from '../../../shared/ui/Typography';
import type { MouseEvent, RefObject } from 'react';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { OneOnOneEntryResponse, OneOnOneGrowthHistoryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { BOARD_HEIGHT, BOARD_WIDTH, labelSize, legibility } from '../../../shared/lib/matrix-board';
import { BoardViewport } from '../../../shared/ui/BoardViewport';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { memberColor } from '../../../shared/lib/member-colors';
import { usePointDrag } from '../hooks/use-point-drag';
import {
  PLOT,
  PLOT_HEIGHT,
  PLOT_WIDTH,
  FACE_MARK_RADIUS,
  NAME_FONT_SIZE,
  POINT_RADIUS,
  positionAtPointer,
  toBoard,
  type Position,
} from '../lib/board-geometry';
import { layoutLabels, placeTitles } from '../../../shared/lib/label-layout';
import { oneOnOneBoardTitles } from '../lib/board-titles';
import { BoardBackground } from './BoardBackground';
import { BoardPoint } from './BoardPoint';
import { DragReadout } from './DragReadout';
import { GrowthTrajectory } from './GrowthTrajectory';
import { brand } from '../../../shared/ui/brand-tokens';
import { BoardFaceClip } from '../../../shared/ui/board-faces';

interface OneOnOneBoardProps {
  svgRef: RefObject<SVGSVGElement | null>;
  /** The visible entries. */
  entries: OneOnOneEntryResponse[];
  /** Whether the board has entries at all (hidden ones included), to tell "empty" from "all hidden". */
  hasEntries: boolean;
  /** Growth histories to draw as trails; undefined when trails are off. */
  trajectories: OneOnOneGrowthHistoryResponse[] | undefined;
  showNames: boolean;
  /** Faces instead of dots: each member's picture (a data URL) or null for the initial; null draws dots. */
  faceOf: ((memberId: string) => string | null) | null;
  plotMode: boolean;
  onPlot: (position: Position) => void;
  onMove: (entry: OneOnOneEntryResponse, position: Position) => void;
  onOpen: (entry: OneOnOneEntryResponse) => void;
  /** The past view: points cannot be moved or opened. */
  readOnly?: boolean;
  /** Said over an empty board instead of the usual hint (the past view's reason). */
  emptyMessage?: string | null;
}

/**
 * The 1on1 board (plain SVG, viewBox 620×380): trust grows to the right, mindset upwards, the
 * quadrants split at 70 %. In plot mode a click on the plot area asks to place a member there.
 */
export function OneOnOneBoard({
  svgRef,
  entries,
  hasEntries,
  trajectories,
  showNames,
  faceOf,
  plotMode,
  onPlot,
  onMove,
  onOpen,
  readOnly = false,
  emptyMessage = null,
}: OneOnOneBoardProps) {
  const { handlersFor, draftOf } = usePointDrag({ svgRef, onMove, onOpen });
  const dragged = entries.map((entry) => draftOf(entry.id)).find((draft) => draft !== null) ?? null;
  const points = entries.map((entry) => ({
    id: entry.id,
    text: entry.employeeName,
    ...toBoard(draftOf(entry.id) ?? { x: entry.positionX, y: entry.positionY }),
  }));
  // The quadrant names where no point covers them; each name beside its point, clear of names, points and titles.
  const layoutAt = (ink: ReturnType<typeof legibility>) => {
    const markRadius = (faceOf ? FACE_MARK_RADIUS : POINT_RADIUS) * ink.mark;
    const titles = placeTitles(oneOnOneBoardTitles(ink), points, markRadius);
    const labels = showNames
      ? layoutLabels(points, PLOT, labelSize(ink, NAME_FONT_SIZE, ink.text), markRadius, titles.map((title) => title.box))
      : null;
    return { titles, labels };
  };

  const plotAt = (event: MouseEvent<SVGRectElement>) => {
    const svg = svgRef.current;
    if (!svg) return;
    const position = positionAtPointer(svg, event.clientX, event.clientY);
    if (position) onPlot(position);
  };

  return (
    // The board takes the width it is given; names and dots grow when that is small (BoardViewport).
    <div style={{ position: 'relative' }}>
      <BoardViewport>
        {(scale) => {
          const ink = legibility(scale);
          const { titles, labels } = layoutAt(ink);
          return (
            <svg
              ref={svgRef}
              viewBox={`0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`}
              role="group"
              aria-label={m.board.ariaLabel}
              fontFamily={JAPANESE_FONT_FAMILY}
              style={{ display: 'block', width: '100%', height: 'auto', userSelect: 'none', borderRadius: 8 }}
            >
              {faceOf && <BoardFaceClip />}
              <BoardBackground ink={ink} titles={titles} />
              {plotMode && (
                <rect
                  data-testid="plot-area"
                  x={PLOT.left}
                  y={PLOT.top}
                  width={PLOT_WIDTH}
                  height={PLOT_HEIGHT}
                  fill={brand.primary}
                  fillOpacity={0.04}
                  stroke={brand.primary}
                  strokeOpacity={0.6}
                  strokeDasharray="4 3"
                  style={{ cursor: 'crosshair' }}
                  onClick={plotAt}
                />
              )}
              {trajectories?.map((history) => (
                <GrowthTrajectory key={history.entryId} history={history} color={memberColor(history.memberName)} ink={ink} />
              ))}
              {entries.map((entry) => (
                <BoardPoint
                  key={entry.id}
                  entry={entry}
                  draft={draftOf(entry.id)}
                  label={labels?.get(entry.id)}
                  face={faceOf ? faceOf(entry.employeeId) : undefined}
                  ink={ink}
                  handlers={readOnly ? null : handlersFor(entry)}
                />
              ))}
              {dragged && <DragReadout position={dragged} ink={ink} />}
            </svg>
          );
        }}
      </BoardViewport>
      {entries.length === 0 && (
        <div
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
            padding: '0 15%',
          }}
        >
          <div
            style={{ background: brand.surfaceOverlay, borderRadius: brand.radius, padding: '16px 24px', boxShadow: brand.shadowOverlay }}
          >
            {emptyMessage ? (
              <EmptyState size="compact" illustration="board" title={emptyMessage} />
            ) : hasEntries ? (
              <Typography.Text type="secondary">{m.board.allHidden}</Typography.Text>
            ) : (
              <EmptyState size="compact" illustration="board" title={m.board.empty} description={m.board.emptyHint} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
